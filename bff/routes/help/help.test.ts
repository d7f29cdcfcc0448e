import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { AdResponse, CentersResponse, RevenueEventAnswer } from '../../../contract/help';
import { DEMO_CENTERS } from '../../../domain/help/demo';
import { engineSeam, type EngineName } from '../../db/seam';
import { loadDemoHelp } from '../../import/demoHelp';
import { createLogger, silentLogger } from '../../logger';
import { helpService, type HelpService } from '../../services/help';
import { factory, type TestUser } from '../../test/factory';
import { startTestServer } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';

/**
 * Get Help's paid content (docs/product.md, Ads, sponsored centers and revenue): centers by
 * priority, ads in turn, revenue booked at the server's values in cents, once per person per 30
 * minutes, only for live ads and centers.
 */
const { server, make } = await serverForFile();
let help: HelpService;
let viewer: TestUser;
beforeAll(async () => {
  help = helpService(
    server.db.models,
    engineSeam(server.db.conn, inject('dbEngine') as EngineName),
    server.config.cookieKeys[0]!,
  );
  viewer = await make.user();
});

const center = (name: string, priority_level: number, active = true) =>
  help.addCenter({
    name,
    address: '1 Main Street',
    latitude: 37.8,
    longitude: -122.4,
    phone: '(415) 555-0100',
    description: 'A place that helps.',
    services: ['Inpatient'],
    priority_level,
    advertiser_id: `adv-${name}`,
    active,
  });
const ad = (title: string, placement: 'top' | 'bottom', active = true) =>
  help.addAd({
    advertiser_id: `adv-${title}`,
    advertiser_name: 'An advertiser',
    ad_title: title,
    ad_description: '',
    ad_url: 'https://example.org/ad',
    placement,
    active,
  });
const book = (who: TestUser, body: Record<string, unknown>) =>
  who.client.post<RevenueEventAnswer & { error?: string }>('/api/revenue-events', body);

describe('sponsored treatment centers', () => {
  it('lists the active ones, highest priority first, with the documented fields and our own logo URL', async () => {
    const logo = await help.storeMedia('image/svg+xml', Buffer.from('<svg/>'));
    await center('Basic Place', 1);
    await help.addCenter({
      name: 'Featured Place',
      address: '2 Main Street',
      latitude: 37.7,
      longitude: -122.3,
      phone: '(415) 555-0101',
      website: 'https://example.org/featured',
      logo,
      description: 'Top of the list.',
      services: ['Detox', 'Residential', 'Family', 'Alumni'],
      priority_level: 3,
    });
    await center('Premium Place', 2);
    await center('Stopped Place', 3, false);
    const res = await viewer.client.get<CentersResponse>('/api/sponsored-treatment-centers');
    expect(res.status).toBe(200);
    expect(res.body.centers.map((c) => c.name)).toEqual([
      'Featured Place',
      'Premium Place',
      'Basic Place',
    ]);
    expect(Object.keys(res.body.centers[0]!).sort()).toEqual(
      [
        'id',
        'name',
        'address',
        'latitude',
        'longitude',
        'phone',
        'website',
        'logo_url',
        'description',
        'services',
        'priority_level',
      ].sort(),
    );
    expect(res.body.centers[0]!.logo_url).toBe(`/media/${logo}`);
    // Added without a website: none.
    expect(res.body.centers.find((c) => c.name === 'Premium Place')!.website).toBe('');
    const image = await fetch(`${server.url}${res.body.centers[0]!.logo_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(await image.text()).toBe('<svg/>');
  });

  it('needs a session (401); an unknown image is 404', async () => {
    const visitor = server.client();
    expect((await visitor.get('/api/sponsored-treatment-centers')).status).toBe(401);
    expect((await fetch(`${server.url}/media/0123456789abcdef01234567`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/not-an-id`)).status).toBe(404);
  });
});

describe('advertisements', () => {
  it('takes the active ads of a slot in turn, fairly, and answers null for an empty slot', async () => {
    const empty = await viewer.client.get<AdResponse>('/api/advertisements?placement=bottom');
    expect(empty.body).toEqual({ ad: null });
    await ad('First', 'top');
    await ad('Second', 'top');
    await ad('Paused', 'top', false);
    await ad('Below', 'bottom');
    const seen: string[] = [];
    for (let i = 0; i < 6; i++)
      seen.push(
        (await viewer.client.get<AdResponse>('/api/advertisements?placement=top')).body.ad!
          .ad_title,
      );
    expect(seen.filter((t) => t === 'First')).toHaveLength(3);
    expect(seen.filter((t) => t === 'Second')).toHaveLength(3);
    const below = await viewer.client.get<AdResponse>('/api/advertisements?placement=bottom');
    expect(below.body.ad).toMatchObject({
      ad_title: 'Below',
      advertiser_name: 'An advertiser',
      ad_url: 'https://example.org/ad',
      ad_image_url: '',
    });
  });

  it('refuses a missing or unknown placement (400)', async () => {
    for (const q of ['', '?placement=side', '?placement[$ne]=top']) {
      const res = await viewer.client.get<{ error: string }>(`/api/advertisements${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/placement/);
    }
  });
});

describe('revenue events', () => {
  it("books the server's value in cents, whatever amount the client sends, once per 30 minutes", async () => {
    const adId = await ad('Booked', 'top');
    const first = await book(viewer, {
      event_type: 'ad_click',
      amount: 1000,
      ad_id: adId,
      description: 'Ad click: Booked',
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ booked: true, event_type: 'ad_click', amount_cents: 25 });
    const again = await book(viewer, { event_type: 'ad_click', amount: 0.25, ad_id: adId });
    expect(again.status).toBe(200);
    expect(again.body.booked).toBe(false);
    // An impression of the same ad is another event; another person books their own.
    expect((await book(viewer, { event_type: 'ad_impression', ad_id: adId })).body).toMatchObject({
      booked: true,
      amount_cents: 1,
    });
    const other = await make.user();
    expect((await book(other, { event_type: 'ad_click', ad_id: adId })).body.booked).toBe(true);

    const stored = await server.db.models.RevenueEvent.find({ ad_id: adId }).lean();
    expect(stored.map((e) => e.amount_cents).sort((a, b) => a - b)).toEqual([1, 25, 25]);
    // The advertiser is the ad's, not what a client claims; the person is not stored.
    expect(stored.every((e) => e.advertiser_id === 'adv-Booked')).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(viewer.id);
  });

  it('books again after the window, and never twice within it', async () => {
    const centerId = await center('Window Place', 2);
    const call = () => book(viewer, { event_type: 'sponsored_call', center_id: centerId });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    try {
      expect((await call()).body).toMatchObject({ booked: true, amount_cents: 500 });
      vi.setSystemTime(new Date('2026-11-24T10:29:00Z'));
      expect((await call()).body.booked).toBe(false);
      vi.setSystemTime(new Date('2026-11-24T10:45:00Z'));
      expect((await call()).body.booked).toBe(false);
      vi.setSystemTime(new Date('2026-11-24T11:01:00Z'));
      expect((await call()).body.booked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('booking guards older than three windows are swept, newer ones kept', async () => {
    const { RevenueMark } = server.db.models;
    const hourAgo = new Date(Date.now() - 3600_000);
    const daysAgo = new Date(Date.now() - 3 * 86_400_000);
    await RevenueMark.create([
      { _id: 'sweep-test:old', at: daysAgo },
      { _id: 'sweep-test:recent', at: hourAgo },
    ]);
    await help.purgeMarks();
    expect(await RevenueMark.findById('sweep-test:old').lean()).toBeNull();
    expect(await RevenueMark.findById('sweep-test:recent').lean()).not.toBeNull();
  });

  it('ten taps at once book one', async () => {
    const centerId = await center('Busy Place', 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        book(viewer, { event_type: 'sponsored_click', center_id: centerId }),
      ),
    );
    expect(answers.filter((a) => a.body.booked)).toHaveLength(1);
    expect(answers.find((a) => a.body.booked)?.body.amount_cents).toBe(200);
  });

  it('an unknown or stopped ad or center is 404', async () => {
    const stopped = await ad('Stopped', 'bottom', false);
    const stoppedCenter = await center('Closed Place', 2, false);
    const unknown = '0123456789abcdef01234567';
    for (const [body, error] of [
      [{ event_type: 'ad_impression', ad_id: unknown }, 'Advertisement not found.'],
      [{ event_type: 'ad_click', ad_id: stopped }, 'Advertisement not found.'],
      [{ event_type: 'sponsored_call', center_id: unknown }, 'Treatment center not found.'],
      [{ event_type: 'sponsored_click', center_id: stoppedCenter }, 'Treatment center not found.'],
    ] as const) {
      const res = await book(viewer, body);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(error);
    }
  });

  it('names what is wrong with bad input (400), and needs a session (401)', async () => {
    const adId = await ad('Input', 'top');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ event_type: 'ad_view', ad_id: adId }, /event_type must be one of/],
      [{ event_type: 'ad_click' }, /ad_click needs ad_id/],
      [{ event_type: 'sponsored_call', ad_id: adId }, /sponsored_call needs center_id/],
      [{ event_type: 'ad_click', ad_id: 'x' }, /id is not valid/],
      [{ event_type: 'ad_click', ad_id: adId, amount: '5' }, /amount must be a number/],
      [{ event_type: 'ad_click', ad_id: adId, description: 'x'.repeat(301) }, /300 characters/],
    ];
    for (const [body, error] of cases) {
      const res = await book(viewer, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(error);
    }
    expect(
      (await server.client().post('/api/revenue-events', { event_type: 'ad_click' })).status,
    ).toBe(401);
  });
});

describe('demo data', () => {
  it('fills an empty Get Help once: three centers of different priorities, one logo, a top and a bottom ad', async () => {
    const fresh = await startTestServer();
    try {
      const h = helpService(
        fresh.db.models,
        engineSeam(fresh.db.conn, inject('dbEngine') as EngineName),
        'k',
      );
      expect(await loadDemoHelp(h, silentLogger)).toBe(true);
      expect(await loadDemoHelp(h, silentLogger)).toBe(false);
      const centers = await h.centers();
      expect(centers.map((c) => c.priority_level)).toEqual([3, 2, 1]);
      expect(centers.filter((c) => c.logo_url.startsWith('/media/'))).toHaveLength(1);
      // A center without a website (stored as '') answers none, like one never given any.
      expect(centers.map((c) => c.website).sort()).toEqual(
        DEMO_CENTERS.map((c) => c.website).sort(),
      );
      expect(centers.filter((c) => c.website === '')).toHaveLength(1);
      expect(await h.ad('top')).not.toBeNull();
      expect(await h.ad('bottom')).not.toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe('the request log', () => {
  it("never names the person on Get Help's calls, and does elsewhere", async () => {
    const lines: string[] = [];
    const logged = await startTestServer(
      { LOG_REQUESTS: '1' },
      { log: createLogger(true, (line) => lines.push(line)) },
    );
    try {
      const who = await factory(logged).user();
      await who.client.get('/api/sponsored-treatment-centers');
      await who.client.get('/api/advertisements?placement=top');
      await who.client.post('/api/support-requests', { message: 'hello' });
      await who.client.get('/api/users/me');
      const requests = lines
        .map((l) => JSON.parse(l) as { msg: string; path?: string; user?: string })
        .filter((l) => l.msg === 'request');
      const on = (path: string) => requests.filter((r) => r.path === path);
      for (const path of [
        '/api/sponsored-treatment-centers',
        '/api/advertisements',
        '/api/support-requests',
      ]) {
        expect(on(path).length, path).toBeGreaterThan(0);
        expect(
          on(path).every((r) => r.user === undefined),
          path,
        ).toBe(true);
      }
      expect(on('/api/users/me').some((r) => r.user === who.id)).toBe(true);
      expect(lines.join('\n')).not.toContain('"hello"');
    } finally {
      await logged.close();
    }
  });
});

describe('stopping', () => {
  it('a stopped ad or center leaves its listing and can no longer be billed', async () => {
    const adId = await ad('Stops', 'bottom');
    const centerId = await center('Stops Place', 2);
    await help.setLive('ad', adId, false);
    await help.setLive('center', centerId, false);
    expect((await book(viewer, { event_type: 'ad_click', ad_id: adId })).status).toBe(404);
    expect((await book(viewer, { event_type: 'sponsored_call', center_id: centerId })).status).toBe(
      404,
    );
    const centers = await viewer.client.get<CentersResponse>('/api/sponsored-treatment-centers');
    expect(centers.body.centers.map((c) => c.id)).not.toContain(centerId);
  });
});
