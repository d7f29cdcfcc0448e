/**
 * Places on the map as the console keeps them (contract/admin/places.ts): the two kinds, what a
 * search of one kind shows, and how a place's state and type read.
 */
import type { AdminResourceStatus } from '../../contract/admin';
import type { AdminItemStates, AdminListStatus } from './types';

/** Resources (treatment places) and meeting groups, each searched on its own. */
export type PlaceKind = 'resource' | 'meeting';

/** What a moderator does to a place already found: take it off the map, or put it back. */
export type PlaceAction = 'remove' | 'restore';

/** One kind's search as the console shows it. */
export interface PlaceSearch<T> extends AdminItemStates {
  /**
   * 'idle' before the first search (the section runs the empty search when it first shows this
   * kind), then 'loading', 'ready' or 'error' as any list of the console.
   */
  status: 'idle' | AdminListStatus;
  /** The words the places answer ('' = the first ones by name); the search field starts there. */
  query: string;
  /** The places found, in the server's order (by name). */
  items: readonly T[];
  /** More places matched than one search answers: the moderator is asked to narrow it. */
  more: boolean;
}

/** A resource's state as the console names it. */
export const RESOURCE_STATUS_LABELS: Readonly<Record<AdminResourceStatus, string>> = {
  pending: 'Pending review',
  approved: 'On the map',
  rejected: 'Rejected',
  removed: 'Removed from map',
};

/** A meeting group's state: on the map unless a moderator took it off. */
export const meetingStatusLabel = (removed: boolean) =>
  removed ? 'Removed from map' : 'On the map';

/**
 * A meeting's group_type as words: 'alcoholics_anonymous' → 'Alcoholics Anonymous' (the map's
 * popups write it in capitals; the console reads it in a list).
 */
export const groupTypeWords = (groupType: string) =>
  groupType
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
