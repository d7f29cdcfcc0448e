import type { ResourceStatus } from '../models/resource';

/**
 * Which places are on the map (docs/product.md, Resources and meeting groups): the one home of the
 * rule. A treatment resource is shown once approved: imported ones are, a person's suggestion
 * waits for a moderator, and a rejection keeps it off. Meeting groups come only from an
 * operator's import and have no moderation state: every stored one is shown. Each layer has the
 * predicate on one stored place and the same rule as a query filter on its collection, which
 * selects exactly the places the map's cells hold.
 */

/** What the rule reads of a stored resource. */
export interface ResourceFacts {
  status?: string | null;
}

const APPROVED: ResourceStatus = 'approved';

/** Is this resource on the map? */
export const resourceShown = (resource: ResourceFacts): boolean => resource.status === APPROVED;

/** The resources on the map, as a filter on the resources collection. */
export const shownResources = (): { status: ResourceStatus } => ({ status: APPROVED });

/** Is this meeting group on the map? Every stored one is. */
export const meetingGroupShown = (_group: object): boolean => true;

/** The meeting groups on the map, as a filter on the meeting groups collection: all of them. */
export const shownMeetingGroups = (): Record<string, never> => ({});

/** The status an import gives a resource: approved, unless a moderator rejected it before. */
export const importedStatus = (existing: ResourceFacts | null | undefined): ResourceStatus =>
  existing?.status === 'rejected' ? 'rejected' : APPROVED;
