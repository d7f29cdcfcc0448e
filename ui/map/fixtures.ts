/**
 * Map fixtures shared by stories and tests: fictional peers, resources and meetings around San
 * Francisco (555 numbers), and a tile drawn in place of OpenStreetMap's, so stories need no network.
 */
import type { LatLng, MapMeetingGroup, MapPeer, MapResource } from '../../contract/map';
import { minutesAgo } from '../fixtures';
import type { MapScreenProps } from './MapScreen';
import { visiblePlaces } from './places';
import { DEFAULT_LAYERS, type MapLayers, type MapPlace } from './types';

export const FIXTURE_CENTER: LatLng = { latitude: 37.7749, longitude: -122.4194 };

/** A plain street-map-coloured tile with a faint grid, the same for every x, y and z. */
export const FIXTURE_TILE_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1ec"/><path d="M0 128H256M128 0V256" stroke="#d9ddd6" stroke-width="6"/><path d="M0 64H256M0 192H256M64 0V256M192 0V256" stroke="#e3e6df" stroke-width="2"/></svg>',
)}`;

export const buildPeer = (overrides: Partial<MapPeer> = {}): MapPeer => ({
  user_id: 'u-maria',
  display_name: 'Maria G.',
  bio: 'Five years sober. Happy to talk over coffee or a walk in the park.',
  support_status: 'giving',
  latitude: 37.7793,
  longitude: -122.4132,
  accepts_messages: true,
  ...overrides,
});

export const buildPeers = (): MapPeer[] => [
  buildPeer(),
  buildPeer({
    user_id: 'u-dev',
    display_name: 'Dev',
    bio: 'New to this. Looking for someone who gets it.',
    support_status: 'seeking',
    latitude: 37.7702,
    longitude: -122.4261,
  }),
  buildPeer({
    user_id: 'u-sam',
    display_name: 'Sam',
    bio: '',
    support_status: 'both',
    latitude: 37.7841,
    longitude: -122.4312,
    accepts_messages: false,
  }),
  buildPeer({
    user_id: 'u-anon',
    display_name: '',
    bio: 'Family member of someone in recovery.',
    support_status: 'seeking',
    latitude: 37.7655,
    longitude: -122.4097,
  }),
];

export const buildResource = (overrides: Partial<MapResource> = {}): MapResource => ({
  id: 'r-golden-gate',
  name: 'Golden Gate Recovery Center',
  resource_type: 'rehab',
  address: '1200 Market Street, San Francisco, CA 94102',
  description: 'Residential and outpatient programs, with family sessions every week.',
  phone: '(415) 555-0142',
  website: 'https://example.org/golden-gate',
  services: ['Outpatient', 'Residential', 'Family therapy'],
  created_at: minutesAgo(60 * 24 * 30),
  latitude: 37.7767,
  longitude: -122.4168,
  ...overrides,
});

export const buildResources = (): MapResource[] => [
  buildResource(),
  buildResource({
    id: 'r-mission-detox',
    name: 'Mission Detox Services',
    resource_type: 'detox',
    address: '2400 Mission Street, San Francisco, CA 94110',
    description: 'Medically supervised withdrawal, open around the clock.',
    website: '',
    latitude: 37.7593,
    longitude: -122.4188,
  }),
  buildResource({
    id: 'r-tenderloin',
    name: 'Tenderloin Peer Drop-in',
    resource_type: 'peer_center',
    address: '150 Golden Gate Avenue, San Francisco, CA 94102',
    description: 'Walk in for coffee and a conversation with someone who has been there.',
    phone: '',
    latitude: 37.7818,
    longitude: -122.4142,
  }),
  buildResource({
    id: 'r-presidio',
    name: 'Presidio Wellness Clinic',
    resource_type: 'mental_health',
    address: '3500 Sacramento Street, San Francisco, CA 94118',
    description: 'Counselling for anxiety and depression.',
    latitude: 37.7876,
    longitude: -122.4521,
  }),
];

export const buildMeetingGroup = (overrides: Partial<MapMeetingGroup> = {}): MapMeetingGroup => ({
  id: 'm-sunset',
  name: 'Sunset Step Study',
  group_type: 'alcoholics_anonymous',
  address: '1290 Irving Street, San Francisco, CA 94122',
  meeting_days: ['Tuesday', 'Thursday'],
  meeting_time: '7:30 PM',
  is_open: true,
  conference_url: '',
  latitude: 37.7639,
  longitude: -122.4352,
  ...overrides,
});

export const buildMeetingGroups = (): MapMeetingGroup[] => [
  buildMeetingGroup(),
  buildMeetingGroup({
    id: 'm-family',
    name: 'Family Recovery Evening',
    group_type: 'al_anon',
    address: 'Online',
    meeting_days: ['Monday'],
    meeting_time: '8:00 PM',
    is_open: false,
    conference_url: 'https://example.org/meet/family-evening',
    latitude: 37.7712,
    longitude: -122.4032,
  }),
];

export const ALL_LAYERS: MapLayers = { peers: true, resources: true, meetings: true };

/** Every fixture peer, resource and meeting, as the map and its list get them with all layers on. */
export const buildPlaces = (): MapPlace[] =>
  visiblePlaces(ALL_LAYERS, buildPeers(), buildResources(), buildMeetingGroups());

/** Everything the screen needs, ready, with no callbacks wired (stories add `fn()`s). */
export const mapScreenFixture = (): Omit<
  MapScreenProps,
  | 'onRetry'
  | 'onLayersChange'
  | 'onLocate'
  | 'onShareLocation'
  | 'onForgetLocation'
  | 'onViewChange'
  | 'onSendMessage'
  | 'onSuggestOpen'
  | 'onSuggestClose'
  | 'onSuggestResource'
> => ({
  status: 'ready',
  center: FIXTURE_CENTER,
  locationNotice: null,
  tileUrl: FIXTURE_TILE_URL,
  peers: buildPeers(),
  resources: buildResources(),
  meetingGroups: buildMeetingGroups(),
  dataError: null,
  layers: DEFAULT_LAYERS,
  youAreHere: FIXTURE_CENTER,
  location: { shared: false, busy: false, error: null },
  suggestAt: null,
  suggestion: { busy: false, error: null },
  mapHeight: 560,
});
