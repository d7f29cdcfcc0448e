/** The map (docs/product.md, Map and location): values, limits and shapes, no zod at run time. */
import type { SupportStatus } from '../profile';

export type { LocationInput, ResourceSuggestion } from './schemas';

/** The resource types, in the order of docs/product.md, Labels and colours. */
export const RESOURCE_TYPES = [
  'rehab',
  'detox',
  'peer_center',
  'crisis_center',
  'harm_reduction',
  'housing',
  'family',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** The marker colours of docs/product.md, Labels and colours; anything unknown is grey. */
export const MARKER_COLOURS = [
  'amber',
  'green',
  'purple',
  'blue',
  'red',
  'cyan',
  'orange',
  'indigo',
  'grey',
] as const;
export type MarkerColour = (typeof MARKER_COLOURS)[number];

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  rehab: 'Rehabilitation Center',
  detox: 'Detox Center',
  peer_center: 'Peer Drop-in Center',
  crisis_center: 'Crisis Center',
  harm_reduction: 'Harm Reduction',
  housing: 'Supportive Housing',
  family: 'Family Support',
};
export const RESOURCE_TYPE_COLOURS: Record<ResourceType, MarkerColour> = {
  rehab: 'blue',
  detox: 'red',
  peer_center: 'green',
  crisis_center: 'amber',
  harm_reduction: 'purple',
  housing: 'cyan',
  family: 'orange',
};

/** Status labels and the legend's colours (docs/product.md, Labels and colours). */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  seeking: 'Seeking Support',
  giving: 'Offering Support',
  both: 'Seeking & Offering',
};
export const SUPPORT_STATUS_COLOURS: Record<SupportStatus, MarkerColour> = {
  seeking: 'amber',
  giving: 'green',
  both: 'purple',
};

/** The map's constants and texts (docs/product.md, Map and location; Constants at a glance). */
export const DEFAULT_CENTER = { latitude: 37.7749, longitude: -122.4194 } as const;
export const DEFAULT_ZOOM = 13;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const TAP_HOLD_MS = 600;
export const TAP_TOLERANCE_PX = 15;
/** OpenStreetMap's tile server; `MAP_TILE_URL` replaces it ({z}, {x}, {y}). */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** At most this many places of one layer, or peers, in one answer (nearest the centre first). */
export const MAP_LIMIT = 500;
/** A bounding box may span at most this many degrees each way (the app asks for its centre's). */
export const BBOX_MAX_DEGREES = 2;
/** Longest fields of a suggested resource (POST /api/resources). */
export const RESOURCE_NAME_MAX = 120;
export const RESOURCE_ADDRESS_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 1000;
export const RESOURCE_SERVICES_MAX = 20;
export const RESOURCE_SERVICE_MAX = 60;

/** The area a stored position is coarsened to, about this many kilometres wide. */
export const AREA_KM = 1;

export const MAP_TEXTS = {
  signIn: 'Please sign in to access the map.',
  loading: 'Loading map...',
  locationFailed: 'Unable to get your location. Map will show general area.',
  unsupported: 'Geolocation is not supported by this browser.',
  youAreHere: 'You are here',
  filters: 'Map Filters',
  peers: 'Peers',
  resources: 'Resources',
  meetings: 'Meetings',
  openMeeting: 'Open Meeting',
  sendMessage: 'Send Message',
  messagePrompt: 'Enter your message:',
  call: 'Call',
  visit: 'Visit',
  joinOnline: 'Join online',
  useMyLocation: 'Use my location',
  forgetMyLocation: 'Forget my location',
} as const;

/** Meeting groups are not resource types: their own colour and marker shape. */
export const MEETING_COLOUR: MarkerColour = 'indigo';

/** The legend, in the order of docs/product.md, Labels and colours. */
export const LEGEND = [
  { label: 'Seeking Support', colour: 'amber', kind: 'peer' },
  { label: 'Offering Support', colour: 'green', kind: 'peer' },
  { label: 'Both', colour: 'purple', kind: 'peer' },
  { label: 'Treatment Centers', colour: 'blue', kind: 'resource' },
  { label: 'Support Meetings', colour: 'indigo', kind: 'meeting' },
] as const satisfies readonly { label: string; colour: MarkerColour; kind: MapLayer }[];

export type MapLayer = 'peer' | 'resource' | 'meeting';

/** A point on the map. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** minLng, minLat, maxLng, maxLat (the order of `?bbox=`). */
export type BBox = readonly [number, number, number, number];

/**
 * A peer on the map (docs/product.md, Peers on the map): the position is the person's coarse area
 * (about 1 km) with a stable offset of their own inside it, never where they are.
 */
export interface MapPeer extends LatLng {
  user_id: string;
  display_name: string;
  bio: string;
  support_status: SupportStatus;
  /** False when the person turned accept_messages off: no Send Message. */
  accepts_messages: boolean;
}

/** A treatment resource (docs/product.md, Map and location). Other `resource_type`s show grey. */
export interface MapResource extends LatLng {
  id: string;
  name: string;
  resource_type: string;
  address: string;
  description: string;
  phone: string;
  website: string;
  services: string[];
  created_at: string;
}

/** A meeting group (docs/product.md, Map and location); one group of an imported list's slug. */
export interface MapMeetingGroup extends LatLng {
  id: string;
  name: string;
  group_type: string;
  address: string;
  /** Day names, Sunday first. */
  meeting_days: string[];
  /** e.g. '7:00 PM'. */
  meeting_time: string;
  is_open: boolean;
  /** The online meeting's link ('Join online'), or '' for one in person only. */
  conference_url: string;
}

export interface PeersResponse {
  peers: MapPeer[];
}
export interface ResourcesResponse {
  resources: MapResource[];
}
export interface MeetingGroupsResponse {
  meetingGroups: MapMeetingGroup[];
}

/** PUT /api/profile/location answers the stored area (the person's own, coarse). */
export interface StoredLocation {
  location: LatLng | null;
}

/** POST /api/resources answers the suggestion, pending until a moderator approves it. */
export interface SuggestedResource {
  resource: MapResource & { status: 'pending' };
}
