import { describe, expect, it } from 'vitest';
import { RESOURCE_STATUSES } from '../models/resource';
import { importedStatus, resourceShown, suggestedStatus } from './places';

/** Which places are on the map, and the status each way into the map gives a resource. */
describe('places on the map', () => {
  it('only approved resources are shown', () => {
    expect(RESOURCE_STATUSES.filter((status) => resourceShown({ status }))).toEqual(['approved']);
    expect(resourceShown({})).toBe(false);
  });

  it("an import approves a resource, but never undoes a moderator's rejection", () => {
    expect(importedStatus(null)).toBe('approved');
    expect(importedStatus({ status: 'pending' })).toBe('approved');
    expect(importedStatus({ status: 'approved' })).toBe('approved');
    expect(importedStatus({ status: 'rejected' })).toBe('rejected');
  });

  it("a person's suggestion waits for a moderator: pending, not on the map", () => {
    expect(suggestedStatus()).toBe('pending');
    expect(resourceShown({ status: suggestedStatus() })).toBe(false);
  });
});
