import { create } from './create';
import {
  DEFAULT_CENTER,
  DEFAULT_TILE_URL,
  type BBox,
  type LatLng,
  type MapMeetingGroup,
  type MapPeer,
  type MapResource,
} from '../../contract/map';
import { SEND_TEXTS } from '../../contract/messages';
import { acceptedBox, boxAround } from '../../domain/map/box';
import type { LocationShareState, MapLayers, ResourceSuggestionValues } from '../../ui/map/types';
import { DEFAULT_LAYERS } from '../../ui/map/types';
import { newComposeKey } from '../../ui/social/useComposeKey';
import { ApiError, requestFailureText } from '../api/client';
import { currentPosition, GeolocationError } from '../api/geolocation';
import { mapApi } from '../api/map';
import { messagesApi } from '../api/messages';
import { sendFailureText } from './messagesStore';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';

/** How long the map waits after a pan or zoom before asking for the new box's places. */
export const VIEW_SETTLE_MS = 400;
/** The box the first load asks for, before the map has measured itself: this many miles around. */
const FIRST_BOX_MILES = 10;

interface MapState {
  /** idle: the map has not been opened (Profile Setup uses the store for 'Use my location'). */
  status: 'idle' | 'loading' | 'ready';
  tileUrl: string;
  center: LatLng;
  locationNotice: string | null;
  youAreHere: LatLng | null;
  locating: boolean;
  layers: MapLayers;
  peers: MapPeer[];
  resources: MapResource[];
  meetingGroups: MapMeetingGroup[];
  /** A layer could not be loaded. */
  dataError: string | null;
  /** The box the places were asked for. */
  box: BBox | null;
  location: LocationShareState;
  suggestAt: LatLng | null;
  suggestion: { busy: boolean; error: string | null };

  /** Opens the map: settings, the viewer's shared area and the browser's position, then places. */
  start: () => Promise<void>;
  /** Asks the browser again; the map moves there with 'You are here'. */
  locate: () => Promise<void>;
  viewChanged: (box: BBox) => void;
  setLayers: (layers: MapLayers) => void;
  reload: () => Promise<void>;
  /** Whether the viewer has shared an area (Profile Setup asks without opening the map). */
  loadLocation: () => Promise<void>;
  shareLocation: () => Promise<void>;
  forgetLocation: () => Promise<void>;
  sendMessage: (peer: MapPeer, content: string) => Promise<void>;
  openSuggestion: (position: LatLng) => void;
  closeSuggestion: () => void;
  suggest: (values: ResourceSuggestionValues) => Promise<void>;
}

const notify = (severity: 'success' | 'error', message: string) =>
  useNoticeStore.getState().show(severity, message);
const LOAD_FAILED = 'Some of the map could not be loaded. Please check your connection.';

let settleTimer: ReturnType<typeof setTimeout> | undefined;
/** Each load has a number: an answer to an older one is dropped. */
let placesRequest = 0;
let peersRequest = 0;

export const useMapStore = resettable(
  create<MapState>((set, get) => {
    /** Peers near the viewer: their shared area, or where they are, or the map's centre. */
    const loadPeers = async () => {
      // Profile Setup shares a location too, before the map (and a complete profile) exist.
      if (!get().layers.peers || get().status === 'idle') return;
      const request = ++peersRequest;
      try {
        const { peers } = await mapApi.peers(get().youAreHere ?? get().center);
        if (request === peersRequest) set({ peers });
      } catch (err) {
        if (request === peersRequest) set({ dataError: loadError(err) });
      }
    };

    /** Resources and (when shown) meeting groups of the current box. */
    const loadPlaces = async () => {
      const { box, layers } = get();
      if (!box) return;
      const request = ++placesRequest;
      try {
        const [resources, meetingGroups] = await Promise.all([
          layers.resources ? mapApi.resources(box).then((r) => r.resources) : null,
          layers.meetings ? mapApi.meetingGroups(box).then((r) => r.meetingGroups) : null,
        ]);
        if (request !== placesRequest) return;
        set((s) => ({
          resources: resources ?? s.resources,
          meetingGroups: meetingGroups ?? s.meetingGroups,
        }));
      } catch (err) {
        if (request === placesRequest) set({ dataError: loadError(err) });
      }
    };

    const loadAll = async () => {
      set({ dataError: null });
      await Promise.all([loadPeers(), loadPlaces()]);
    };

    return {
      status: 'idle',
      tileUrl: DEFAULT_TILE_URL,
      center: DEFAULT_CENTER,
      locationNotice: null,
      youAreHere: null,
      locating: false,
      layers: DEFAULT_LAYERS,
      peers: [],
      resources: [],
      meetingGroups: [],
      dataError: null,
      box: null,
      location: { shared: null, busy: false, error: null },
      suggestAt: null,
      suggestion: { busy: false, error: null },

      start: async () => {
        set({ status: 'loading', dataError: null });
        const [settings, stored, position] = await Promise.allSettled([
          mapApi.settings(),
          mapApi.location(),
          currentPosition(),
        ]);
        const here = position.status === 'fulfilled' ? position.value : null;
        const centre = here ?? DEFAULT_CENTER;
        set({
          tileUrl: settings.status === 'fulfilled' ? settings.value.tile_url : DEFAULT_TILE_URL,
          center: centre,
          youAreHere: here,
          locationNotice: position.status === 'rejected' ? geolocationText(position.reason) : null,
          location: {
            shared: stored.status === 'fulfilled' ? stored.value.location !== null : false,
            busy: false,
            error: null,
          },
          box: acceptedBox(boxAround(centre, FIRST_BOX_MILES)).box,
        });
        // 'Loading map...' until both the location and the data are ready (docs/product.md, Map
        // and location).
        await loadAll();
        set({ status: 'ready' });
      },

      locate: async () => {
        set({ locating: true });
        try {
          const here = await currentPosition();
          set({ center: here, youAreHere: here, locationNotice: null, locating: false });
          await loadPeers();
        } catch (err) {
          set({ locating: false, locationNotice: geolocationText(err) });
        }
      },

      viewChanged: (box) => {
        clearTimeout(settleTimer);
        settleTimer = setTimeout(() => {
          const old = get().box;
          if (old && old.every((v, i) => Math.abs(v - box[i]!) < 1e-4)) return;
          set({ box });
          void loadPlaces();
        }, VIEW_SETTLE_MS);
      },

      setLayers: (layers) => {
        const before = get().layers;
        set({ layers });
        if (layers.peers && !before.peers) void loadPeers();
        if ((layers.resources && !before.resources) || (layers.meetings && !before.meetings))
          void loadPlaces();
      },

      reload: loadAll,

      loadLocation: async () => {
        try {
          const { location } = await mapApi.location();
          set((s) => ({ location: { ...s.location, shared: location !== null } }));
        } catch {
          // Not known: the person can still share (PUT is the same either way).
          set((s) => ({ location: { ...s.location, shared: false } }));
        }
      },

      shareLocation: async () => {
        set((s) => ({ location: { ...s.location, busy: true, error: null } }));
        let here: LatLng;
        try {
          here = await currentPosition();
        } catch (err) {
          set((s) => ({
            location: {
              ...s.location,
              busy: false,
              error: `${geolocationText(err)} Nothing was shared.`,
            },
          }));
          return;
        }
        try {
          await mapApi.shareLocation(here);
          set({
            location: { shared: true, busy: false, error: null },
            center: here,
            youAreHere: here,
            locationNotice: null,
          });
          await loadPeers();
        } catch (err) {
          set((s) => ({
            location: { ...s.location, busy: false, error: requestFailureText(err) },
          }));
        }
      },

      forgetLocation: async () => {
        set((s) => ({ location: { ...s.location, busy: true, error: null } }));
        try {
          await mapApi.forgetLocation();
          set({ location: { shared: false, busy: false, error: null } });
          await loadPeers();
        } catch (err) {
          set((s) => ({
            location: { ...s.location, busy: false, error: requestFailureText(err) },
          }));
        }
      },

      sendMessage: async (peer, content) => {
        try {
          await messagesApi.send(peer.user_id, content, 'text', newComposeKey());
          notify('success', SEND_TEXTS.sent);
        } catch (err) {
          notify('error', sendFailureText(err));
        }
      },

      openSuggestion: (position) =>
        set({ suggestAt: position, suggestion: { busy: false, error: null } }),
      closeSuggestion: () => {
        if (!get().suggestion.busy) set({ suggestAt: null });
      },
      suggest: async (values) => {
        set({ suggestion: { busy: true, error: null } });
        try {
          await mapApi.suggest(values);
          set({ suggestAt: null, suggestion: { busy: false, error: null } });
          notify(
            'success',
            'Thank you! Moderators will check your suggestion before it appears on the map.',
          );
        } catch (err) {
          set({ suggestion: { busy: false, error: requestFailureText(err) } });
        }
      },
    };
  }),
  () => {
    clearTimeout(settleTimer);
    placesRequest = 0;
    peersRequest = 0;
  },
);

function geolocationText(err: unknown): string {
  return err instanceof GeolocationError
    ? err.message
    : 'Unable to get your location. Map will show general area.';
}

function loadError(err: unknown): string {
  return err instanceof ApiError ? err.message : LOAD_FAILED;
}
