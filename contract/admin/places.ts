/**
 * Resources and meeting groups as moderators keep them in the console (docs/product.md, Admin):
 * found by name, added, corrected, taken off the map and put back. Nothing is deleted: removal is
 * a status, audited and undoable, and an import never brings a removed place back.
 */
import type { MapMeetingGroup, MapResource } from '../map';

/** Day names as meeting groups store them, Sunday first. */
export const WEEK_DAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** How many places one console search answers (by name, A to Z). */
export const PLACE_SEARCH_MAX = 50;

/**
 * A resource's state: a person's suggestion waits (pending) until approved or rejected; approved
 * ones are on the map; a moderator can take one off the map (removed) and put it back.
 */
export const ADMIN_RESOURCE_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export type AdminResourceStatus = (typeof ADMIN_RESOURCE_STATUSES)[number];

/** Where a resource came from. */
export type ResourceSource = 'suggestion' | 'import' | 'console';

export interface AdminResource extends MapResource {
  status: AdminResourceStatus;
  source: ResourceSource;
  /** A moderator corrected it: later imports of the same record leave it as it is. */
  edited_by_moderator: boolean;
}

export interface AdminMeetingGroup extends MapMeetingGroup {
  /** Taken off the map by a moderator (put back with restore). */
  removed: boolean;
  /** A moderator added or corrected it: later imports of the same group leave it as it is. */
  edited_by_moderator: boolean;
}

/** GET /api/admin/resources?q= */
export interface AdminResourcesFound {
  resources: AdminResource[];
  /** More than PLACE_SEARCH_MAX matched: the moderator should narrow the search. */
  more: boolean;
}

/** GET /api/admin/meeting-groups?q= */
export interface AdminMeetingGroupsFound {
  meeting_groups: AdminMeetingGroup[];
  more: boolean;
}
