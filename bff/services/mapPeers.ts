import { Types } from 'mongoose';
import { MAP_LIMIT, type LatLng, type MapPeer } from '../../contract/map';
import { RADIUS_DEFAULT, type SupportStatus } from '../../contract/profile';
import { coarsen, markerPosition } from '../../domain/map/area';
import { boxAround } from '../../domain/map/box';
import { cellOf } from '../../domain/map/cells';
import type { EngineSeam } from '../db/seam';
import { badRequest } from '../errors';
import { areaOf, seesPeer, shownOnMap } from '../policies/map';
import { assertProfileComplete } from '../policies/profile';
import { presentPeer } from '../presenters/map';
import type { Models } from '../models';
import type { ProfileDoc } from '../models/profile';
import type { BlockService } from './blocks';
import type { MapCells } from './mapCells';

type StoredProfile = Partial<ProfileDoc> & { _id: Types.ObjectId };

const oid = (id: string) => new Types.ObjectId(id);

/** Around the viewer when a request names no box: their support radius around their area. */
export interface Around {
  centre: LatLng | null;
  radiusMiles: number;
}

/**
 * What the map shows of a person, or null when it shows nothing (docs/privacy-and-moderation.md,
 * Location).
 */
function markerOf(userId: string, p: StoredProfile | null): MapPeer | null {
  if (!shownOnMap(p)) return null;
  const at = markerPosition({ latitude: p.area_latitude, longitude: p.area_longitude }, userId);
  return presentPeer({
    user_id: userId,
    display_name: (p.display_name ?? '').trim(),
    bio: p.bio ?? '',
    support_status: p.support_status as SupportStatus,
    latitude: at.latitude,
    longitude: at.longitude,
    accepts_messages: p.accept_messages !== false,
  });
}

/**
 * People on the map (docs/product.md, Peers on the map): a person's position is stored only as
 * their ~1 km area, only after they chose 'Use my location', and their marker is in the map's cells
 * only while their profile is complete and location_visible is on. Everything that changes the
 * marker calls `sync`, which rebuilds it from the stored profile.
 */
export function mapPeers(models: Models, seam: EngineSeam, cells: MapCells, blocks: BlockService) {
  const { Profile } = models;
  const readProfile = (userId: string) => Profile.findById(oid(userId)).lean<StoredProfile>();

  /** Puts the marker where the profile says, or takes it away; returns the profile it followed. */
  async function syncOnce(userId: string): Promise<StoredProfile | null> {
    const profile = await readProfile(userId);
    const marker = markerOf(userId, profile);
    const cell = marker ? cellOf(marker) : null;
    const was = profile?.map_cell ?? null;
    // Removal first: a marker is never in two places, and a person who turned location_visible
    // off is gone from the map before anything else happens.
    if (was && was !== cell) await cells.remove('peer', was, userId);
    if (marker && cell) await cells.put('peer', cell, userId, marker);
    if (profile && was !== cell)
      await Profile.updateOne({ _id: oid(userId) }, { $set: { map_cell: cell } });
    seam.forget(Profile, oid(userId));
    return profile;
  }

  /**
   * Brings the person's marker in line with their profile. Serialised per person; when the
   * profile changed while it ran (another process saved it), it runs again from the new one.
   */
  async function sync(userId: string): Promise<void> {
    await seam.serialize(`map_peer:${userId}`, async () => {
      for (let round = 0; round < 3; round++) {
        const followed = await syncOnce(userId);
        const now = await readProfile(userId);
        if (String(now?.updated_at ?? '') === String(followed?.updated_at ?? '')) return;
      }
    });
  }

  return {
    sync,

    /** The person's stored area, or null. */
    async location(userId: string): Promise<LatLng | null> {
      return areaOf(await readProfile(userId));
    },

    /** Where 'around the viewer' is: their area (null when not shared) and support radius. */
    async around(userId: string): Promise<Around> {
      const p = await readProfile(userId);
      return { centre: areaOf(p), radiusMiles: p?.support_radius ?? RADIUS_DEFAULT };
    },

    /** 'Use my location': keeps only the area about 1 km wide around `position`. */
    async setLocation(userId: string, position: LatLng): Promise<LatLng> {
      const area = coarsen(position);
      await Profile.updateOne(
        { _id: oid(userId) },
        {
          $set: {
            area_latitude: area.latitude,
            area_longitude: area.longitude,
            updated_at: new Date(),
          },
        },
        { upsert: true, setDefaultsOnInsert: true },
      );
      seam.forget(Profile, oid(userId));
      await sync(userId);
      return area;
    },

    /** 'Forget my location': the area is gone, and with it the marker. */
    async forgetLocation(userId: string): Promise<void> {
      await Profile.updateOne(
        { _id: oid(userId) },
        { $set: { area_latitude: null, area_longitude: null, updated_at: new Date() } },
      );
      seam.forget(Profile, oid(userId));
      await sync(userId);
    },

    /**
     * The peers within the viewer's support radius of their stored area (or of `mapCentre` when
     * they have none), nearest first: never the viewer, never anyone either of them blocked.
     */
    async near(viewerId: string, mapCentre: LatLng | undefined): Promise<MapPeer[]> {
      const [viewer, hidden] = await Promise.all([
        readProfile(viewerId),
        blocks.hiddenFor(viewerId),
      ]);
      assertProfileComplete(viewer, 'findPeers');
      // A map centre is often where the person stands: it is used as an area too, never kept.
      const centre = areaOf(viewer) ?? (mapCentre ? coarsen(mapCentre) : undefined);
      if (!centre)
        throw badRequest(
          'lat and lng are required until you share your location.',
          'location_required',
        );
      const radiusMiles = viewer?.support_radius ?? RADIUS_DEFAULT;
      const seer = { id: viewerId, hidden, centre, radiusMiles };
      const found = await cells.within<MapPeer>(
        'peer',
        boxAround(centre, radiusMiles),
        centre,
        MAP_LIMIT,
        (peer, id) => seesPeer(seer, { id, at: peer }),
      );
      // Cells keep what was stored when a marker was written: only the presented fields leave.
      return found.map(presentPeer);
    },
  };
}
export type MapPeers = ReturnType<typeof mapPeers>;
