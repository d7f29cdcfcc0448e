import type { ResourceStatus } from '../models/resource';

/**
 * Which places are on the map (docs/product.md, Resources and meeting groups): the one home of the
 * rule. A treatment resource is shown once approved: imported ones are, a person's suggestion
 * waits for a moderator, and a rejection keeps it off. Meeting groups come only from an
 * operator's import and have no moderation state: every stored one is shown. The map's cells hold
 * exactly the shown places (bff/services/placeImports.ts), and the map reads nothing else.
 */

/** What the rule reads of a stored resource. */
export interface ResourceFacts {
  status?: string | null;
}

const APPROVED: ResourceStatus = 'approved';

/** Is this resource on the map? */
export const resourceShown = (resource: ResourceFacts): boolean => resource.status === APPROVED;

/** The status an import gives a resource: approved, unless a moderator rejected it before. */
export const importedStatus = (existing: ResourceFacts | null | undefined): ResourceStatus =>
  existing?.status === 'rejected' ? 'rejected' : APPROVED;

/** The status a person's suggestion gets: pending, off the map until a moderator approves it. */
export const suggestedStatus = (): ResourceStatus => 'pending';
