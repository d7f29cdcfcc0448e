import { create } from './create';
import {
  HELP_LOCATION_MAX_AGE_MS,
  REVENUE_VALUES,
  type AdPlacement,
  type Advertisement,
  type RevenueEventType,
  type SponsoredCenter,
} from '../../contract/help';
import type { LatLng } from '../../contract/map';
import { helpLocationText } from '../../domain/help/centers';
import type { HelpLocation } from '../../ui/help/HelpScreen';
import { currentPosition, GeolocationError } from '../api/geolocation';
import { helpApi } from '../api/help';
import { resettable } from './resetRegistry';

interface HelpState {
  centers: SponsoredCenter[];
  centersStatus: 'loading' | 'ready' | 'error';
  ads: Record<AdPlacement, Advertisement | null>;
  origin: LatLng | null;
  location: HelpLocation;
  loadCenters: () => Promise<void>;
  /** Loads the ad of each slot once per page (docs/product.md, Ads). */
  loadAds: (placements: readonly AdPlacement[]) => Promise<void>;
  enableLocation: () => Promise<void>;
  adShown: (ad: Advertisement) => void;
  adClicked: (ad: Advertisement) => void;
  centerCalled: (center: SponsoredCenter) => void;
  centerVisited: (center: SponsoredCenter) => void;
}

/**
 * Revenue events are sent and their failures only logged (docs/product.md, Ads). The amount is the
 * documented value; the server books its own anyway.
 */
function send(
  event_type: RevenueEventType,
  target: { ad_id: string } | { center_id: string },
  advertiser_id: string,
  description: string,
) {
  void helpApi
    .revenueEvent({
      event_type,
      amount: REVENUE_VALUES[event_type],
      advertiser_id: advertiser_id || undefined,
      description,
      ...target,
    })
    .catch((err: unknown) => console.warn(`revenue event ${event_type} not recorded`, err));
}

export const useHelpStore = resettable(
  create<HelpState>((set) => ({
    centers: [],
    centersStatus: 'loading',
    ads: { top: null, bottom: null },
    origin: null,
    location: { status: 'idle', message: null },

    loadCenters: async () => {
      set({ centersStatus: 'loading' });
      try {
        const { centers } = await helpApi.centers();
        set({ centers, centersStatus: 'ready' });
      } catch {
        set({ centersStatus: 'error' });
      }
    },

    loadAds: async (placements) => {
      await Promise.all(
        placements.map(async (placement) => {
          try {
            const { ad } = await helpApi.ad(placement);
            set((s) => ({ ads: { ...s.ads, [placement]: ad } }));
          } catch (err) {
            // Ads fail silently (logged only); the slot stays empty (docs/product.md, Ads).
            console.warn(`ad for ${placement} not loaded`, err);
          }
        }),
      );
    },

    enableLocation: async () => {
      set({ location: { status: 'locating', message: null } });
      try {
        const origin = await currentPosition(HELP_LOCATION_MAX_AGE_MS);
        set({ origin, location: { status: 'known', message: null } });
      } catch (err) {
        const problem = err instanceof GeolocationError ? err.reason : 'unknown';
        set({ location: { status: 'failed', message: helpLocationText(problem) } });
      }
    },

    adShown: (ad) =>
      send('ad_impression', { ad_id: ad.id }, ad.advertiser_id, `Ad impression: ${ad.ad_title}`),
    adClicked: (ad) =>
      send('ad_click', { ad_id: ad.id }, ad.advertiser_id, `Ad click: ${ad.ad_title}`),
    centerCalled: (c) =>
      send('sponsored_call', { center_id: c.id }, '', `Admissions call: ${c.name}`),
    centerVisited: (c) =>
      send('sponsored_click', { center_id: c.id }, '', `Website visit: ${c.name}`),
  })),
);
