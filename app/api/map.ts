import type {
  BBox,
  LatLng,
  MeetingGroupsResponse,
  PeersResponse,
  ResourceSuggestion,
  ResourcesResponse,
  StoredLocation,
  SuggestedResource,
} from '../../contract/map';
import { api } from './client';

const box = (bbox: BBox | null) => (bbox ? `?bbox=${bbox.join(',')}` : '');

export const mapApi = {
  settings: () => api<{ tile_url: string; attribution: string }>('GET', '/api/map/settings'),
  /** Peers within the viewer's radius of their shared area, or of `centre` when they have none. */
  peers: (centre: LatLng | null) =>
    api<PeersResponse>(
      'GET',
      // Two decimals (about 1 km): the server coarsens it anyway, and no finer position leaves.
      `/api/map/peers${centre ? `?lat=${centre.latitude.toFixed(2)}&lng=${centre.longitude.toFixed(2)}` : ''}`,
    ),
  resources: (bbox: BBox | null) => api<ResourcesResponse>('GET', `/api/map/resources${box(bbox)}`),
  meetingGroups: (bbox: BBox | null) =>
    api<MeetingGroupsResponse>('GET', `/api/map/meeting-groups${box(bbox)}`),
  suggest: (suggestion: ResourceSuggestion) =>
    api<SuggestedResource>('POST', '/api/resources', suggestion),
  /** The viewer's own shared area ('Use my location'), or null. */
  location: () => api<StoredLocation>('GET', '/api/profile/location'),
  shareLocation: (position: LatLng) =>
    api<StoredLocation>('PUT', '/api/profile/location', position),
  forgetLocation: () => api<StoredLocation>('DELETE', '/api/profile/location'),
};
