import type {
  LatLng,
  MapMeetingGroup,
  MapPeer,
  MapResource,
  MarkerColour,
} from '../../contract/map';
import {
  groupTypeLabel,
  meetingColour,
  meetingScheduleLabel,
  peerColour,
  resourceColour,
  resourceTypeLabel,
  supportStatusLabel,
} from '../../domain/map/labels';
import { shownName } from '../../domain/profile/shownName';
import type { MapLayers, MapPlace } from './types';

/** The name a place goes by: a peer without a display name is 'Anonymous User'. */
export const placeName = (place: MapPlace): string =>
  place.kind === 'peer' ? shownName(place.item.display_name) : place.item.name;

/** The second line of a place: a peer's status, a resource's type, a meeting's schedule. */
export function placeDetail(place: MapPlace): string {
  if (place.kind === 'peer') return supportStatusLabel(place.item.support_status);
  if (place.kind === 'resource') return resourceTypeLabel(place.item.resource_type);
  return [groupTypeLabel(place.item.group_type), meetingScheduleLabel(place.item)]
    .filter(Boolean)
    .join(' · ');
}

/** What a marker says to a screen reader: name and kind, e.g. 'Maria G., Offering Support'. */
export const placeLabel = (place: MapPlace): string =>
  [placeName(place), place.kind === 'meeting' ? 'meeting' : placeDetail(place)]
    .filter(Boolean)
    .join(', ');

/** The legend's colour of a place (docs/product.md, Labels and colours; unknown is grey). */
export function placeColour(place: MapPlace): MarkerColour {
  if (place.kind === 'peer') return peerColour(place.item.support_status);
  if (place.kind === 'resource') return resourceColour(place.item.resource_type);
  return meetingColour();
}

export const placePosition = (place: MapPlace): LatLng => ({
  latitude: place.item.latitude,
  longitude: place.item.longitude,
});

/** The places of the layers shown, peers first, then resources, then meetings. */
export const visiblePlaces = (
  layers: MapLayers,
  peers: MapPeer[],
  resources: MapResource[],
  meetingGroups: MapMeetingGroup[],
): MapPlace[] => [
  ...(layers.peers ? peers.map((item) => ({ kind: 'peer' as const, item })) : []),
  ...(layers.resources ? resources.map((item) => ({ kind: 'resource' as const, item })) : []),
  ...(layers.meetings ? meetingGroups.map((item) => ({ kind: 'meeting' as const, item })) : []),
];
