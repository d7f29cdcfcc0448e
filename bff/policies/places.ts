import type { ResourceStatus } from '../models/resource';

/**
 * Which places are on the map (docs/product.md, Resources and meeting groups): the one home of the
 * rule. A treatment resource is shown once approved: imported ones are, a person's suggestion
 * waits for a moderator, and a rejection keeps it off. Meeting groups come from an operator's
 * import or the console and are shown unless a moderator removed one. A moderator's decision
 * outlasts imports: a rejected or removed place stays off the map, and one a moderator corrected
 * keeps the correction. The map's cells hold exactly the shown places
 * (bff/services/placeImports.ts), and the map reads nothing else.
 */

/** What the rule reads of a stored resource. */
export interface ResourceFacts {
  status?: string | null;
}
/** What the rule reads of a stored meeting group. */
export interface MeetingGroupFacts {
  removed?: boolean | null;
}

const APPROVED: ResourceStatus = 'approved';

/** Is this resource on the map? */
export const resourceShown = (resource: ResourceFacts): boolean => resource.status === APPROVED;

/** Is this meeting group on the map? */
export const meetingGroupShown = (group: MeetingGroupFacts): boolean => group.removed !== true;

/**
 * The status an import gives a resource: approved, unless a moderator rejected or removed it
 * before (then it stays so).
 */
export const importedStatus = (existing: ResourceFacts | null | undefined): ResourceStatus =>
  existing?.status === 'rejected' || existing?.status === 'removed'
    ? (existing.status as ResourceStatus)
    : APPROVED;

/** May an import change this place? Not once a moderator corrected it in the console. */
export const importMayChange = (existing: { edited_by_moderator?: boolean | null } | null) =>
  existing?.edited_by_moderator !== true;

/** The status a person's suggestion gets: pending, off the map until a moderator approves it. */
export const suggestedStatus = (): ResourceStatus => 'pending';
