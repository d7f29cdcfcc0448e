import { describe, expect, it } from 'vitest';
import { RESOURCE_STATUSES } from '../models/resource';
import {
  importedStatus,
  meetingGroupShown,
  resourceShown,
  shownMeetingGroups,
  shownResources,
} from './places';

/**
 * Which places are on the map: the predicate on one stored place and the filter the collection
 * is read with must select the same places.
 */
const matches = (filter: Record<string, unknown>, doc: Record<string, unknown>) =>
  Object.entries(filter).every(([field, value]) => doc[field] === value);

describe('places on the map', () => {
  it.each(RESOURCE_STATUSES)('a %s resource: predicate and filter agree', (status) => {
    const resource = { _id: 'r', name: 'A place', status };
    expect(matches(shownResources(), resource)).toBe(resourceShown(resource));
  });

  it('only approved resources are shown', () => {
    expect(RESOURCE_STATUSES.filter((status) => resourceShown({ status }))).toEqual(['approved']);
    expect(resourceShown({})).toBe(false);
  });

  it('every stored meeting group is shown, by the predicate and by the filter', () => {
    const group = { _id: 'g', name: 'Sunset Step Study', group_type: 'twelve_step' };
    expect(meetingGroupShown(group)).toBe(true);
    expect(matches(shownMeetingGroups(), group)).toBe(true);
  });

  it("an import approves a resource, but never undoes a moderator's rejection", () => {
    expect(importedStatus(null)).toBe('approved');
    expect(importedStatus({ status: 'pending' })).toBe('approved');
    expect(importedStatus({ status: 'approved' })).toBe('approved');
    expect(importedStatus({ status: 'rejected' })).toBe('rejected');
  });
});
