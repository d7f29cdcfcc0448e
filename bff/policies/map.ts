import type { LatLng } from '../../contract/map';
import { distanceMiles } from '../../domain/map/distance';
import { isHidden } from './blocks';
import { reachable, type ProfileFacts } from './profile';

/** What a stored profile holds of the area its person shared (bff/models/profile.ts). */
export interface AreaFacts {
  area_latitude?: number | null;
  area_longitude?: number | null;
}

/** The ~1 km area a person shared ('Use my location'), or null when they shared none. */
export const areaOf = (p: AreaFacts | null | undefined): LatLng | null =>
  typeof p?.area_latitude === 'number' && typeof p.area_longitude === 'number'
    ? { latitude: p.area_latitude, longitude: p.area_longitude }
    : null;

/** What the map rule reads of a stored profile. */
export type MapProfileFacts = NonNullable<ProfileFacts> &
  AreaFacts & {
    location_visible?: boolean | null;
  };

/**
 * Is this person on the map at all? Only with a complete profile, location_visible on and an
 * area they chose to share (docs/privacy-and-moderation.md, Who sees a person on the map).
 */
export function shownOnMap(p: MapProfileFacts | null | undefined): p is MapProfileFacts & {
  area_latitude: number;
  area_longitude: number;
} {
  return !!p && reachable(p) && p.location_visible !== false && areaOf(p) !== null;
}

/**
 * May the viewer see this peer's marker? Never themself, never across a block, and only within
 * the viewer's support radius of `centre`.
 */
export function seesPeer(
  viewer: { id: string; hidden: ReadonlySet<string>; centre: LatLng; radiusMiles: number },
  peer: { id: string; at: LatLng },
): boolean {
  return (
    peer.id !== viewer.id &&
    !isHidden(viewer.hidden, peer.id) &&
    distanceMiles(peer.at, viewer.centre) <= viewer.radiusMiles
  );
}
