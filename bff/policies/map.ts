import type { LatLng } from '../../contract/map';
import { distanceMiles } from '../../domain/map/distance';
import { isHidden } from './blocks';
import { reachable, type ProfileFacts } from './profile';

/** What the map rule reads of a stored profile. */
export type MapProfileFacts = NonNullable<ProfileFacts> & {
  location_visible?: boolean | null;
  area_latitude?: number | null;
  area_longitude?: number | null;
};

/**
 * Is this person on the map at all? Only with a complete profile, location_visible on and an
 * area they chose to share (docs/privacy-and-moderation.md, Who sees a person on the map).
 */
export function shownOnMap(p: MapProfileFacts | null | undefined): p is MapProfileFacts & {
  area_latitude: number;
  area_longitude: number;
} {
  return (
    !!p &&
    reachable(p) &&
    p.location_visible !== false &&
    typeof p.area_latitude === 'number' &&
    typeof p.area_longitude === 'number'
  );
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
