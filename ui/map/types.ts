import type { MapMeetingGroup, MapPeer, MapResource, ResourceType } from '../../contract/map';

/**
 * Which layers the map shows (docs/product.md, Map and location: Peers and Resources on, Meetings
 * off).
 */
export interface MapLayers {
  peers: boolean;
  resources: boolean;
  meetings: boolean;
}

export const DEFAULT_LAYERS: MapLayers = { peers: true, resources: true, meetings: false };

/** One place on the map, whichever layer it is from. */
export type MapPlace =
  | { kind: 'peer'; item: MapPeer }
  | { kind: 'resource'; item: MapResource }
  | { kind: 'meeting'; item: MapMeetingGroup };

/** A stable key of a place across layers, e.g. 'peer:64f…'. */
export const placeKey = (place: MapPlace): string =>
  `${place.kind}:${place.kind === 'peer' ? place.item.user_id : place.item.id}`;

/** The viewer's shared area, as Profile Setup and the map show it. */
export interface LocationShareState {
  /** Whether the server holds an area for the viewer (null while that is not known yet). */
  shared: boolean | null;
  /** A request (share or forget) is running. */
  busy: boolean;
  /** Why the last share or forget failed. */
  error: string | null;
}

/** A suggested resource as the dialog gives it (POST /api/resources). */
export interface ResourceSuggestionValues {
  name: string;
  resource_type: ResourceType;
  address: string;
  phone: string;
  website: string;
  description: string;
  latitude: number;
  longitude: number;
}
