import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_CENTER, MAP_TEXTS } from '../../contract/map';
import { buildPeer } from '../../ui/map/fixtures';
import { fakeApi } from '../test/renderApp';
import { useMapStore } from './mapStore';
import { useNoticeStore } from './noticeStore';

const here = { latitude: 37.8044, longitude: -122.2712 };

/** A browser that answers with a position, refuses (code 1), or has no geolocation at all. */
function geolocation(answer: 'position' | 'denied' | 'none') {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
      expect(options).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
      if (answer === 'position') ok({ coords: here } as GeolocationPosition);
      else fail({ code: 1 } as GeolocationPositionError);
    },
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: answer === 'none' ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}

const handlers = {
  'GET /api/map/settings': () => ({
    status: 200,
    body: { tile_url: 'https://tiles.example.org/{z}/{x}/{y}.png', attribution: '' },
  }),
  'GET /api/profile/location': () => ({ status: 200, body: { location: null } }),
};
const peersPath = (p: { latitude: number; longitude: number }) =>
  `GET /api/map/peers?lat=${p.latitude.toFixed(2)}&lng=${p.longitude.toFixed(2)}`;

afterEach(() => vi.unstubAllGlobals());

it("opens on the person's position with 'You are here', peers around it and the configured tiles", async () => {
  geolocation('position');
  const api = fakeApi({
    ...handlers,
    [peersPath(here)]: () => ({ status: 200, body: { peers: [buildPeer()] } }),
  });
  await useMapStore.getState().start();
  const s = useMapStore.getState();
  expect(s).toMatchObject({
    status: 'ready',
    center: here,
    youAreHere: here,
    locationNotice: null,
  });
  expect(s.tileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
  expect(s.peers).toEqual([buildPeer()]);
  expect(api.calls.some((c) => c.path.startsWith('/api/map/resources?bbox='))).toBe(true);
  // Meetings are off by default: not asked for.
  expect(api.calls.some((c) => c.path.startsWith('/api/map/meeting-groups'))).toBe(false);
});

it('falls back to San Francisco with the documented texts when location is refused or unsupported', async () => {
  geolocation('denied');
  fakeApi(handlers);
  await useMapStore.getState().start();
  expect(useMapStore.getState()).toMatchObject({
    status: 'ready',
    center: DEFAULT_CENTER,
    youAreHere: null,
    locationNotice: MAP_TEXTS.locationFailed,
  });
  geolocation('none');
  await useMapStore.getState().start();
  expect(useMapStore.getState().locationNotice).toBe(MAP_TEXTS.unsupported);
});

it("'Use my location' sends the browser position and then counts as shared", async () => {
  geolocation('position');
  const api = fakeApi({
    'PUT /api/profile/location': () => ({ status: 200, body: { location: here } }),
  });
  await useMapStore.getState().shareLocation();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual(here);
  expect(useMapStore.getState().location).toEqual({ shared: true, busy: false, error: null });
});

it('a refused position shares nothing and says so', async () => {
  geolocation('denied');
  const api = fakeApi({});
  await useMapStore.getState().shareLocation();
  expect(api.calls).toEqual([]);
  expect(useMapStore.getState().location.error).toBe(
    `${MAP_TEXTS.locationFailed} Nothing was shared.`,
  );
});

it.each([
  [{ status: 201, body: { message: {} } }, 'success', 'Message sent successfully!'],
  [
    { status: 403, body: { error: 'This person is not accepting messages from you right now.' } },
    'error',
    'Failed to send message. This person is not accepting messages from you right now.',
  ],
  [{ status: 500, body: { error: 'boom' } }, 'error', 'Failed to send message. Please try again.'],
] as const)(
  'Send Message from a popup answers with the documented texts (%#)',
  async (res, severity, text) => {
    const api = fakeApi({ 'POST /api/messages/send': () => res });
    await useMapStore.getState().sendMessage(buildPeer(), 'Coffee on Saturday?');
    expect(api.calls[0]?.body).toMatchObject({
      recipient_user_id: 'u-maria',
      content: 'Coffee on Saturday?',
    });
    expect(useNoticeStore.getState().notice).toMatchObject({ severity, message: text });
  },
);

it("a network failure says 'Error sending message. Please try again.'", async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await useMapStore.getState().sendMessage(buildPeer(), 'Hello');
  expect(useNoticeStore.getState().notice?.message).toBe(
    'Error sending message. Please try again.',
  );
});
