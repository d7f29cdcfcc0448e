import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminAd,
  AdminCenter,
  AdminCounts,
  AdminMeetingGroup,
  AdminResource,
  AuditEntry,
  ContactMessage,
  ImportReport,
  PendingPost,
  PendingResource,
  ReportCase,
  RevenueSummary,
} from '../../contract/admin';
import { fakeApi, type Handler } from '../test/renderApp';
import { useAdminStore } from './adminStore';

const counts: AdminCounts = { reports: 2, posts: 1, places: 1, messages: 1, ads_centers: 3 };

const reportCase = (id: string, over: Partial<ReportCase> = {}): ReportCase => ({
  id,
  target_type: 'post',
  target_id: id.split(':')[1] ?? id,
  subject_user_id: 'u9',
  subject_name: 'Robin',
  subject_suspended: false,
  subject_is_admin: false,
  preview: {
    kind: 'post',
    content: 'Buy now',
    created_at: '2026-11-20T10:00:00.000Z',
    post_status: 'published',
  },
  reporters_count: 2,
  reasons: [{ reason: 'Spam', count: 2 }],
  first_reported_at: '2026-11-20T11:00:00.000Z',
  last_reported_at: '2026-11-20T12:00:00.000Z',
  status: 'open',
  ...over,
});
const pendingPost = (id: string): PendingPost => ({
  id,
  user_id: 'u9',
  display_name: 'Robin',
  content: 'Buy now',
  created_at: '2026-11-20T10:00:00.000Z',
  held: true,
  reports_count: 3,
  hold_reports_count: 3,
  reports: [],
});
const pendingResource = (id: string): PendingResource => ({
  id,
  name: 'Harbor Clinic',
  resource_type: 'clinic',
  address: '1 Pier St',
  description: '',
  phone: '',
  website: '',
  latitude: 37.8,
  longitude: -122.4,
  services: [],
  created_at: '2026-11-20T10:00:00.000Z',
  suggested_by_name: 'Sam',
});
const contactMessage = (id: string): ContactMessage => ({
  id,
  kind: 'contact',
  subject: 'Hello',
  name: 'Sam',
  email: 'sam@example.com',
  message: 'A question.',
  created_at: '2026-11-20T10:00:00.000Z',
  is_read: false,
});
const auditEntry = (id: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  moderator_id: 'a1',
  moderator_email: 'admin@example.com',
  action: 'post.reject',
  target_type: 'post',
  target_id: 'p1',
  target_label: 'Buy now',
  before: { status: 'pending' },
  after: { status: 'rejected' },
  undoable: true,
  undoes: null,
  ...over,
});
const ad: AdminAd = {
  id: 'a'.repeat(24),
  advertiser_id: '',
  advertiser_name: 'Calm Pages',
  ad_title: 'A journal',
  ad_description: '',
  ad_image_url: '',
  ad_url: 'https://calm.example',
  placement: 'top',
  active_from: null,
  active_until: null,
  active: true,
};
const center: AdminCenter = {
  id: 'c'.repeat(24),
  name: 'Bayside',
  address: '',
  latitude: 37.8,
  longitude: -122.4,
  phone: '',
  website: '',
  logo_url: '',
  description: '',
  services: [],
  priority_level: 3,
  advertiser_id: '',
  active: true,
};

const ok = (body: unknown) => () => ({ status: 200, body });
const refused = (status: number, body: unknown) => () => ({ status, body });
const countsHandler = { 'GET /api/admin/counts': ok(counts) };

/** A fake response held until the test releases it. */
function held() {
  let release: (v: { status: number; body?: unknown }) => void = () => {};
  const promise = new Promise<{ status: number; body?: unknown }>((r) => (release = r));
  return { promise, release: (status: number, body?: unknown) => release({ status, body }) };
}

const state = () => useAdminStore.getState();
/** Lets the counts read that follows an action settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Admin data failures are only logged: the tests read the log instead of printing it.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lists', () => {
  it('load reads the first page; loadMore appends the next until there is none', async () => {
    const api = fakeApi({
      'GET /api/admin/reports': ok({ cases: [reportCase('post:p1')], next_cursor: 'c1' }),
      'GET /api/admin/reports?cursor=c1': ok({
        cases: [reportCase('post:p1'), reportCase('user:u2')],
        next_cursor: null,
      }),
    });
    expect(state().reports.status).toBe('loading');
    await state().load('reports');
    expect(state().reports).toMatchObject({ status: 'loaded', nextCursor: 'c1', error: null });
    await state().loadMore('reports');
    expect(state().reports.items.map((c) => c.id)).toEqual(['post:p1', 'user:u2']);
    expect(state().reports.nextCursor).toBeNull();
    await state().loadMore('reports');
    expect(api.calls).toHaveLength(2);
  });

  it('each list reads its own path', async () => {
    const api = fakeApi({
      'GET /api/admin/pending-posts': ok({ posts: [pendingPost('p1')], next_cursor: null }),
      'GET /api/admin/pending-resources': ok({
        resources: [pendingResource('r1')],
        next_cursor: null,
      }),
      'GET /api/admin/contact-messages': ok({
        messages: [contactMessage('m1')],
        next_cursor: null,
      }),
      'GET /api/admin/audit': ok({ entries: [auditEntry('e1')], next_cursor: null }),
    });
    await Promise.all([
      state().load('posts'),
      state().load('places'),
      state().load('messages'),
      state().load('audit'),
    ]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/contact-messages',
      'GET /api/admin/pending-posts',
      'GET /api/admin/pending-resources',
    ]);
    expect(state().posts.items[0]?.id).toBe('p1');
    expect(state().places.items[0]?.id).toBe('r1');
    expect(state().messages.items[0]?.id).toBe('m1');
    expect(state().audit.items[0]?.id).toBe('e1');
  });

  it('a failed load is logged and kept as the error for a retry, which can succeed', async () => {
    fakeApi({
      'GET /api/admin/pending-posts': refused(403, {
        error: 'Access Restricted: This area is for administrators only.',
      }),
    });
    await state().load('posts');
    expect(state().posts).toMatchObject({
      status: 'error',
      error: 'Access Restricted: This area is for administrators only.',
    });
    expect(warn).toHaveBeenCalledWith('admin: posts not loaded', expect.any(Error));

    fakeApi({
      'GET /api/admin/pending-posts': ok({ posts: [pendingPost('p1')], next_cursor: null }),
    });
    await state().load('posts');
    expect(state().posts).toMatchObject({ status: 'loaded', error: null });
  });

  it('a failed loadMore keeps the items shown and says why', async () => {
    fakeApi({
      'GET /api/admin/contact-messages': ok({
        messages: [contactMessage('m1')],
        next_cursor: 'c1',
      }),
    });
    await state().load('messages');
    await state().loadMore('messages');
    expect(state().messages).toMatchObject({
      status: 'loaded',
      loadingMore: false,
      moreError: 'Not found.',
      nextCursor: 'c1',
    });
    expect(state().messages.items).toHaveLength(1);
  });

  it('an older load answering last is dropped, and so is a page asked for before a reload', async () => {
    const first = held();
    const more = held();
    let n = 0;
    fakeApi({
      'GET /api/admin/audit': () =>
        n++ === 0
          ? { status: 200, body: { entries: [auditEntry('e1')], next_cursor: 'c1' } }
          : first.promise,
      'GET /api/admin/audit?cursor=c1': () => more.promise,
      'GET /api/admin/audit?action=undo': ok({ entries: [auditEntry('e9')], next_cursor: null }),
    });
    await state().load('audit');
    const paging = state().loadMore('audit');
    const stale = state().load('audit');
    await state().setAuditFilters({ action: 'undo' });
    first.release(200, { entries: [auditEntry('old')], next_cursor: null });
    more.release(200, { entries: [auditEntry('e2')], next_cursor: null });
    await Promise.all([paging, stale]);
    expect(state().audit.items.map((e) => e.id)).toEqual(['e9']);
    expect(state().audit.loadingMore).toBe(false);
  });
});

describe('actions on items', () => {
  it('a report case action posts to its encoded id, removes the case and reads the counts', async () => {
    for (const action of ['dismiss', 'hide', 'suspend'] as const) {
      const api = fakeApi({
        ...countsHandler,
        [`POST /api/admin/reports/post%3Ap1/${action}`]: ok({ success: true }),
      });
      useAdminStore.setState({
        counts: null,
        reports: {
          ...state().reports,
          items: [reportCase('post:p1'), reportCase('user:u9')],
          status: 'loaded',
        },
      });
      await expect(state().actOnCase('post:p1', action)).resolves.toBe(true);
      await settle();
      expect(state().reports.items.map((c) => c.id)).toEqual(['user:u9']);
      expect(state().reports.items[0]?.subject_suspended).toBe(action === 'suspend');
      expect(state().reports.busy).toEqual({});
      expect(state().counts).toEqual(counts);
      expect(api.calls.map((c) => c.path)).toEqual([
        `/api/admin/reports/post%3Ap1/${action}`,
        '/api/admin/counts',
      ]);
    }
  });

  it('while an action runs the item is busy; a second action on it is ignored; a failure stays on the item', async () => {
    const answer = held();
    const api = fakeApi({ 'POST /api/admin/posts/p1/approve': () => answer.promise });
    useAdminStore.setState({
      posts: { ...state().posts, items: [pendingPost('p1'), pendingPost('p2')], status: 'loaded' },
    });
    const first = state().decidePost('p1', 'approve');
    expect(state().posts.busy).toEqual({ p1: true });
    await expect(state().decidePost('p1', 'reject')).resolves.toBe(false);
    expect(api.calls.map((c) => c.path)).toEqual(['/api/admin/posts/p1/approve']);

    answer.release(409, { error: 'This post was already handled.' });
    await expect(first).resolves.toBe(false);
    expect(state().posts.busy).toEqual({});
    expect(state().posts.itemErrors).toEqual({ p1: 'This post was already handled.' });
    expect(state().posts.items.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(warn).toHaveBeenCalledWith('admin: approve of post p1 failed', expect.any(Error));
    // No count is read after a failure.
    expect(api.calls).toHaveLength(1);

    fakeApi({ ...countsHandler, 'POST /api/admin/posts/p1/reject': ok({ success: true }) });
    await expect(state().decidePost('p1', 'reject')).resolves.toBe(true);
    expect(state().posts.itemErrors).toEqual({});
    expect(state().posts.items.map((p) => p.id)).toEqual(['p2']);
  });

  it('a suggested resource is approved or rejected and leaves the list', async () => {
    const api = fakeApi({
      ...countsHandler,
      'POST /api/admin/resources/r1/approve': ok({ success: true }),
      'POST /api/admin/resources/r2/reject': ok({ success: true }),
    });
    useAdminStore.setState({
      places: {
        ...state().places,
        items: [pendingResource('r1'), pendingResource('r2'), pendingResource('r3')],
        status: 'loaded',
      },
    });
    await state().decidePlace('r1', 'approve');
    await state().decidePlace('r2', 'reject');
    await settle();
    expect(state().places.items.map((r) => r.id)).toEqual(['r3']);
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/resources/r1/approve',
      '/api/admin/resources/r2/reject',
    ]);
    expect(state().counts).toEqual(counts);
  });

  it('a contact message marked read stays in the list, read', async () => {
    fakeApi({
      ...countsHandler,
      'POST /api/admin/contact-messages/m1/read': ok({ success: true }),
    });
    useAdminStore.setState({
      messages: {
        ...state().messages,
        items: [contactMessage('m1'), contactMessage('m2')],
        status: 'loaded',
      },
    });
    await expect(state().markRead('m1')).resolves.toBe(true);
    expect(state().messages.items.map((m) => [m.id, m.is_read])).toEqual([
      ['m1', true],
      ['m2', false],
    ]);
  });

  it('suspending or unsuspending a person marks every case about them; a failure stays on them', async () => {
    fakeApi({
      ...countsHandler,
      'POST /api/admin/users/u9/suspend': ok({ success: true }),
      'POST /api/admin/users/u9/unsuspend': refused(404, { error: 'User not found.' }),
    });
    useAdminStore.setState({
      reports: {
        ...state().reports,
        items: [
          reportCase('post:p1'),
          reportCase('user:u9'),
          reportCase('post:p2', { subject_user_id: 'u3' }),
        ],
        status: 'loaded',
      },
    });
    await expect(state().setSuspended('u9', true)).resolves.toBe(true);
    expect(state().reports.items.map((c) => c.subject_suspended)).toEqual([true, true, false]);
    await expect(state().setSuspended('u9', false)).resolves.toBe(false);
    expect(state().users).toEqual({ busy: {}, errors: { u9: 'User not found.' } });
    expect(state().reports.items.map((c) => c.subject_suspended)).toEqual([true, true, false]);
  });

  it('a second suspend of one person while the first runs is ignored', async () => {
    const answer = held();
    const api = fakeApi({ 'POST /api/admin/users/u9/suspend': () => answer.promise });
    const first = state().setSuspended('u9', true);
    expect(state().users.busy).toEqual({ u9: true });
    await expect(state().setSuspended('u9', true)).resolves.toBe(false);
    answer.release(200, { success: true });
    await first;
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

describe('audit', () => {
  it('filters go into the query, and loadMore keeps them', async () => {
    const api = fakeApi({
      'GET /api/admin/audit?action=post.reject&moderator=a1&from=2026-11-01&to=2026-11-30': ok({
        entries: [auditEntry('e1')],
        next_cursor: 'c 1',
      }),
      'GET /api/admin/audit?action=post.reject&moderator=a1&from=2026-11-01&to=2026-11-30&cursor=c%201':
        ok({ entries: [auditEntry('e2')], next_cursor: null }),
    });
    await state().setAuditFilters({
      action: 'post.reject',
      moderator: 'a1',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await state().loadMore('audit');
    expect(state().audit.items.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(api.calls).toHaveLength(2);
  });

  it('undo posts, marks the entry done and reads the log, the loaded lists and the counts again', async () => {
    const api = fakeApi({
      ...countsHandler,
      'POST /api/admin/audit/e1/undo': ok({ success: true }),
      'GET /api/admin/audit': ok({
        entries: [
          auditEntry('e2', { action: 'undo', undoes: 'e1', undoable: false }),
          auditEntry('e1', { undoable: false }),
        ],
        next_cursor: null,
      }),
      'GET /api/admin/pending-posts': ok({ posts: [pendingPost('p1')], next_cursor: null }),
    });
    useAdminStore.setState({
      audit: { ...state().audit, items: [auditEntry('e1')], status: 'loaded' },
      posts: { ...state().posts, items: [], status: 'loaded' },
    });
    const undoing = state().undo('e1');
    expect(state().audit.busy).toEqual({ e1: true });
    await expect(undoing).resolves.toBe(true);
    await settle();
    expect(state().audit.items.map((e) => [e.id, e.undoable])).toEqual([
      ['e2', false],
      ['e1', false],
    ]);
    expect(state().posts.items.map((p) => p.id)).toEqual(['p1']);
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/counts',
      'GET /api/admin/pending-posts',
      'POST /api/admin/audit/e1/undo',
    ]);
  });

  it('a refused undo stays on its entry', async () => {
    fakeApi({
      'POST /api/admin/audit/e1/undo': refused(409, {
        error: 'This action can no longer be undone.',
      }),
    });
    useAdminStore.setState({
      audit: { ...state().audit, items: [auditEntry('e1')], status: 'loaded' },
    });
    await expect(state().undo('e1')).resolves.toBe(false);
    expect(state().audit.itemErrors).toEqual({ e1: 'This action can no longer be undone.' });
    expect(state().audit.items[0]?.undoable).toBe(true);
  });
});

describe('counts', () => {
  it('are read, and a failure is only logged', async () => {
    fakeApi(countsHandler);
    await state().loadCounts();
    expect(state().counts).toEqual(counts);
    fakeApi({ 'GET /api/admin/counts': refused(500, { error: 'Something went wrong.' }) });
    await state().loadCounts();
    expect(state().counts).toEqual(counts);
    expect(warn).toHaveBeenCalledWith('admin: counts not loaded', expect.any(Error));
  });
});

describe('ads and centers', () => {
  const adInput = {
    advertiser_name: 'Calm Pages',
    ad_title: 'A journal',
    ad_url: 'https://calm.example',
    placement: 'top' as const,
  };
  const centerInput = {
    name: 'Bayside',
    latitude: 37.8,
    longitude: -122.4,
    priority_level: 3 as const,
  };

  it('load both; a failure is kept for a retry', async () => {
    fakeApi({ 'GET /api/admin/ads-centers': ok({ ads: [ad], centers: [center] }) });
    await state().loadAdsCenters();
    expect(state().adsCenters).toEqual({
      ads: [ad],
      centers: [center],
      status: 'loaded',
      error: null,
    });
    fakeApi({});
    await state().loadAdsCenters();
    expect(state().adsCenters).toMatchObject({ status: 'error', error: 'Not found.', ads: [ad] });
  });

  it('a new ad is created and shown first; a change replaces it in place', async () => {
    const other = { ...ad, id: 'b'.repeat(24) };
    const api = fakeApi({
      ...countsHandler,
      'POST /api/admin/ads': ok({ ad: other }),
      [`PUT /api/admin/ads/${ad.id}`]: ok({ ad: { ...ad, ad_title: 'Renamed' } }),
    });
    useAdminStore.setState({
      adsCenters: { ads: [ad], centers: [], status: 'loaded', error: null },
    });
    await expect(state().saveAd(adInput)).resolves.toEqual(other);
    await state().saveAd({ ...adInput, ad_title: 'Renamed' }, ad.id);
    expect(state().adsCenters.ads.map((a) => [a.id, a.ad_title])).toEqual([
      [other.id, 'A journal'],
      [ad.id, 'Renamed'],
    ]);
    expect(state().adSave).toEqual({ saving: false, error: null, field: null });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...adInput,
      ad_title: 'Renamed',
    });
  });

  it('a refused save keeps the reason and the field it names, for the form', async () => {
    fakeApi({
      'POST /api/admin/ads': refused(400, {
        error: 'ad_url must be an https:// address.',
        field: 'ad_url',
      }),
      'POST /api/admin/centers': refused(400, { error: 'latitude must be between -90 and 90.' }),
    });
    await expect(state().saveAd(adInput)).resolves.toBeNull();
    expect(state().adSave).toEqual({
      saving: false,
      error: 'ad_url must be an https:// address.',
      field: 'ad_url',
    });
    // Without `field`, the input key the reason opens with.
    await expect(state().saveCenter(centerInput)).resolves.toBeNull();
    expect(state().centerSave.field).toBe('latitude');
    state().clearSave('ad');
    expect(state().adSave).toEqual({ saving: false, error: null, field: null });
    expect(state().centerSave.error).toBe('latitude must be between -90 and 90.');
  });

  it('a center is created or changed; a second save while one runs is ignored', async () => {
    const answer = held();
    const api = fakeApi({
      ...countsHandler,
      [`PUT /api/admin/centers/${center.id}`]: () => answer.promise,
    });
    useAdminStore.setState({
      adsCenters: { ads: [], centers: [center], status: 'loaded', error: null },
    });
    const saving = state().saveCenter({ ...centerInput, name: 'Bayside Two' }, center.id);
    expect(state().centerSave.saving).toBe(true);
    await expect(state().saveCenter(centerInput, center.id)).resolves.toBeNull();
    answer.release(200, { center: { ...center, name: 'Bayside Two' } });
    await saving;
    expect(state().adsCenters.centers.map((c) => c.name)).toEqual(['Bayside Two']);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

const placeResource = (id: string, over: Partial<AdminResource> = {}): AdminResource => ({
  ...pendingResource(id),
  status: 'approved',
  source: 'import',
  edited_by_moderator: false,
  ...over,
});
const meetingGroup = (id: string, over: Partial<AdminMeetingGroup> = {}): AdminMeetingGroup => ({
  id,
  name: 'Harbor Group',
  group_type: 'alcoholics_anonymous',
  address: '1 Pier St',
  meeting_days: ['Monday'],
  meeting_time: '7:00 PM',
  is_open: true,
  conference_url: '',
  latitude: 37.8,
  longitude: -122.4,
  removed: false,
  edited_by_moderator: false,
  ...over,
});

describe('places on the map', () => {
  const resourceInput = {
    name: 'Harbor Clinic',
    resource_type: 'rehab' as const,
    address: '1 Pier St',
    latitude: 37.8,
    longitude: -122.4,
  };
  const groupInput = {
    name: 'Harbor Group',
    group_type: 'alcoholics_anonymous',
    meeting_days: ['Monday' as const],
    meeting_time: '7:00 PM',
    latitude: 37.8,
    longitude: -122.4,
  };
  const showResources = (items: AdminResource[]) =>
    useAdminStore.setState({
      placeSearch: {
        ...state().placeSearch,
        resource: { ...state().placeSearch.resource, items, status: 'loaded' },
      },
    });

  it('each kind is searched on its own path, the words trimmed and encoded; none asks for the first ones', async () => {
    const api = fakeApi({
      'GET /api/admin/resources': ok({ resources: [placeResource('r1')], more: true }),
      'GET /api/admin/meeting-groups?q=pier%20%26%20dock': ok({
        meeting_groups: [meetingGroup('g1')],
        more: false,
      }),
    });
    expect(state().placeSearch.resource.status).toBe('idle');
    const searching = state().search('resource', '');
    expect(state().placeSearch.resource.status).toBe('loading');
    await searching;
    await state().search('meeting', '  pier & dock ');
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/admin/resources',
      '/api/admin/meeting-groups?q=pier%20%26%20dock',
    ]);
    expect(state().placeSearch.resource).toMatchObject({
      query: '',
      status: 'loaded',
      more: true,
      error: null,
    });
    expect(state().placeSearch.resource.items.map((r) => r.id)).toEqual(['r1']);
    expect(state().placeSearch.meeting).toMatchObject({
      query: 'pier & dock',
      status: 'loaded',
      more: false,
    });
    expect(state().placeSearch.meeting.items.map((g) => g.id)).toEqual(['g1']);
  });

  it('a failed search is kept for a retry; an older search answering last is dropped', async () => {
    fakeApi({ 'GET /api/admin/resources?q=x': refused(500, { error: 'Something went wrong.' }) });
    await state().search('resource', 'x');
    expect(state().placeSearch.resource).toMatchObject({
      status: 'error',
      error: 'Something went wrong.',
      query: 'x',
    });
    expect(warn).toHaveBeenCalledWith('admin: resource search failed', expect.any(Error));

    const slow = held();
    fakeApi({
      'GET /api/admin/resources?q=old': () => slow.promise,
      'GET /api/admin/resources?q=new': ok({ resources: [placeResource('r2')], more: false }),
    });
    const old = state().search('resource', 'old');
    await state().search('resource', 'new');
    slow.release(200, { resources: [placeResource('r1')], more: true });
    await old;
    expect(state().placeSearch.resource).toMatchObject({ query: 'new', more: false });
    expect(state().placeSearch.resource.items.map((r) => r.id)).toEqual(['r2']);
  });

  it('a new resource is saved and shown first; a change replaces it in place', async () => {
    const api = fakeApi({
      'POST /api/admin/resources': () => ({
        status: 201,
        body: { resource: placeResource('r9', { source: 'console' }) },
      }),
      'PUT /api/admin/resources/r1': ok({
        resource: placeResource('r1', { name: 'Renamed', edited_by_moderator: true }),
      }),
    });
    showResources([placeResource('r1'), placeResource('r2')]);
    await expect(state().saveResource(null, resourceInput)).resolves.toMatchObject({ id: 'r9' });
    await state().saveResource('r1', { ...resourceInput, name: 'Renamed' });
    expect(state().placeSearch.resource.items.map((r) => [r.id, r.name])).toEqual([
      ['r9', 'Harbor Clinic'],
      ['r1', 'Renamed'],
      ['r2', 'Harbor Clinic'],
    ]);
    expect(state().resourceSave).toEqual({ saving: false, error: null, field: null });
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/admin/resources', resourceInput],
      ['PUT', '/api/admin/resources/r1', { ...resourceInput, name: 'Renamed' }],
    ]);
  });

  it('a refused save keeps the reason and its field; a second save while one runs is ignored', async () => {
    const answer = held();
    const api = fakeApi({
      'POST /api/admin/resources': refused(400, {
        error: 'website must start with http:// or https://',
        field: 'website',
      }),
      'PUT /api/admin/meeting-groups/g1': () => answer.promise,
    });
    await expect(state().saveResource(null, resourceInput)).resolves.toBeNull();
    expect(state().resourceSave).toEqual({
      saving: false,
      error: 'website must start with http:// or https://',
      field: 'website',
    });
    expect(warn).toHaveBeenCalledWith('admin: resource not saved', expect.any(Error));

    const saving = state().saveMeetingGroup('g1', groupInput);
    expect(state().meetingGroupSave.saving).toBe(true);
    await expect(state().saveMeetingGroup('g1', groupInput)).resolves.toBeNull();
    answer.release(400, { error: 'meeting_time must look like 7:00 PM' });
    await expect(saving).resolves.toBeNull();
    // Without `field`, the input key the reason opens with.
    expect(state().meetingGroupSave).toEqual({
      saving: false,
      error: 'meeting_time must look like 7:00 PM',
      field: 'meeting_time',
    });
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    state().clearSave('meetingGroup');
    expect(state().meetingGroupSave).toEqual({ saving: false, error: null, field: null });
    expect(state().resourceSave.field).toBe('website');
  });

  it('a meeting group is added first or changed in place', async () => {
    fakeApi({
      'POST /api/admin/meeting-groups': () => ({
        status: 201,
        body: { meeting_group: meetingGroup('g9') },
      }),
      'PUT /api/admin/meeting-groups/g1': ok({
        meeting_group: meetingGroup('g1', { meeting_time: '8:00 PM' }),
      }),
    });
    useAdminStore.setState({
      placeSearch: {
        ...state().placeSearch,
        meeting: { ...state().placeSearch.meeting, items: [meetingGroup('g1')], status: 'loaded' },
      },
    });
    await state().saveMeetingGroup(null, groupInput);
    await state().saveMeetingGroup('g1', { ...groupInput, meeting_time: '8:00 PM' });
    expect(state().placeSearch.meeting.items.map((g) => [g.id, g.meeting_time])).toEqual([
      ['g9', '7:00 PM'],
      ['g1', '8:00 PM'],
    ]);
  });

  it('remove and restore replace the place with the server’s answer, and read no counts', async () => {
    const api = fakeApi({
      ...countsHandler,
      'POST /api/admin/resources/r1/remove': ok({
        resource: placeResource('r1', { status: 'removed' }),
      }),
      'POST /api/admin/meeting-groups/g1/remove': ok({
        meeting_group: meetingGroup('g1', { removed: true }),
      }),
      'POST /api/admin/meeting-groups/g1/restore': ok({ meeting_group: meetingGroup('g1') }),
    });
    showResources([placeResource('r0'), placeResource('r1')]);
    useAdminStore.setState({
      placeSearch: {
        ...state().placeSearch,
        meeting: { ...state().placeSearch.meeting, items: [meetingGroup('g1')], status: 'loaded' },
      },
    });
    await expect(state().removePlace('resource', 'r1')).resolves.toBe(true);
    expect(state().placeSearch.resource.items.map((r) => [r.id, r.status])).toEqual([
      ['r0', 'approved'],
      ['r1', 'removed'],
    ]);
    await state().removePlace('meeting', 'g1');
    expect(state().placeSearch.meeting.items[0]?.removed).toBe(true);
    await state().restorePlace('meeting', 'g1');
    expect(state().placeSearch.meeting.items[0]?.removed).toBe(false);
    await settle();
    expect(api.calls.map((c) => c.path)).toEqual([
      '/api/admin/resources/r1/remove',
      '/api/admin/meeting-groups/g1/remove',
      '/api/admin/meeting-groups/g1/restore',
    ]);
  });

  it('a refused removal stays on the place; a second action while one runs is ignored', async () => {
    const answer = held();
    const api = fakeApi({ 'POST /api/admin/resources/r1/remove': () => answer.promise });
    showResources([placeResource('r1', { status: 'pending' })]);
    const removing = state().removePlace('resource', 'r1');
    expect(state().placeSearch.resource.busy).toEqual({ r1: true });
    await expect(state().restorePlace('resource', 'r1')).resolves.toBe(false);
    answer.release(409, {
      error: 'This resource is not on the map: approve or reject it in Suggested places.',
    });
    await expect(removing).resolves.toBe(false);
    expect(state().placeSearch.resource.busy).toEqual({});
    expect(state().placeSearch.resource.itemErrors).toEqual({
      r1: 'This resource is not on the map: approve or reject it in Suggested places.',
    });
    expect(state().placeSearch.resource.items[0]?.status).toBe('pending');
    expect(api.calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('admin: remove of resource r1 failed', expect.any(Error));

    fakeApi({
      'POST /api/admin/resources/r1/restore': refused(404, { error: 'Resource not found.' }),
    });
    await state().restorePlace('resource', 'r1');
    expect(state().placeSearch.resource.itemErrors).toEqual({ r1: 'Resource not found.' });
  });

  it('a suggestion approved or rejected is marked so among the places found', async () => {
    fakeApi({
      ...countsHandler,
      'POST /api/admin/resources/r1/approve': ok({ success: true }),
      'POST /api/admin/resources/r2/reject': ok({ success: true }),
    });
    useAdminStore.setState({
      places: {
        ...state().places,
        items: [pendingResource('r1'), pendingResource('r2')],
        status: 'loaded',
      },
    });
    showResources([
      placeResource('r1', { status: 'pending' }),
      placeResource('r2', { status: 'pending' }),
      placeResource('r3', { status: 'pending' }),
    ]);
    await state().decidePlace('r1', 'approve');
    await state().decidePlace('r2', 'reject');
    await settle();
    expect(state().placeSearch.resource.items.map((r) => r.status)).toEqual([
      'approved',
      'rejected',
      'pending',
    ]);
  });

  it('an undo searches again the kinds already searched, with their words', async () => {
    const api = fakeApi({
      ...countsHandler,
      'POST /api/admin/audit/e1/undo': ok({ success: true }),
      'GET /api/admin/audit': ok({ entries: [], next_cursor: null }),
      'GET /api/admin/resources?q=harbor': ok({
        resources: [placeResource('r1', { status: 'approved' })],
        more: false,
      }),
    });
    useAdminStore.setState({
      audit: { ...state().audit, items: [auditEntry('e1')], status: 'loaded' },
      placeSearch: {
        ...state().placeSearch,
        resource: {
          ...state().placeSearch.resource,
          query: 'harbor',
          items: [placeResource('r1', { status: 'removed' })],
          status: 'loaded',
        },
      },
    });
    await state().undo('e1');
    await settle();
    expect(state().placeSearch.resource.items[0]?.status).toBe('approved');
    // Meeting groups were never searched: nothing is asked for them.
    expect(api.calls.map((c) => c.path)).not.toContain('/api/admin/meeting-groups');
  });
});

/** A fetch stub for raw bodies (fakeApi reads bodies as JSON): records what was sent. */
function rawApi(answer: { status: number; body: unknown }) {
  const sent: { path: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ path: String(input), init });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}
const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('uploads, imports and revenue', () => {
  it('an image is sent as itself with its type, and its address kept', async () => {
    const sent = rawApi({ status: 201, body: { id: 'm1', url: '/media/abcdefgh12' } });
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await expect(state().upload(image)).resolves.toEqual({ id: 'm1', url: '/media/abcdefgh12' });
    expect(sent[0]?.path).toBe('/api/admin/media');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe(image);
    expect(header(sent[0]!.init, 'Content-Type')).toBe('image/png');
    expect(state().media).toEqual({
      uploading: false,
      error: null,
      uploaded: { id: 'm1', url: '/media/abcdefgh12' },
    });
  });

  it('a refused image says why', async () => {
    rawApi({ status: 415, body: { error: 'The file must be a PNG, JPEG or WebP image.' } });
    await expect(state().upload(new Blob(['hello'], { type: 'text/plain' }))).resolves.toBeNull();
    expect(state().media).toEqual({
      uploading: false,
      error: 'The file must be a PNG, JPEG or WebP image.',
      uploaded: null,
    });
  });

  it('an import sends the file’s text and keeps the report, or the reason it failed', async () => {
    const report: ImportReport = {
      kind: 'treatment-csv',
      imported: 2,
      updated: 1,
      skipped: [{ line: 4, reason: 'latitude is missing' }],
    };
    const sent = rawApi({ status: 200, body: report });
    await expect(state().runImport('treatment-csv', 'name,latitude\nA,1')).resolves.toEqual(report);
    expect(sent[0]?.path).toBe('/api/admin/imports?kind=treatment-csv');
    expect(sent[0]?.init.body).toBe('name,latitude\nA,1');
    expect(header(sent[0]!.init, 'Content-Type')).toBe('text/plain; charset=utf-8');
    expect(state().importRun).toEqual({ running: false, report, error: null });

    rawApi({ status: 400, body: { error: 'The file is not a Meeting Guide feed.' } });
    await expect(state().runImport('meeting-guide', 'nope')).resolves.toBeNull();
    expect(state().importRun).toEqual({
      running: false,
      report: null,
      error: 'The file is not a Meeting Guide feed.',
    });
  });

  it('revenue is read; a failure is kept for a retry', async () => {
    const summary: RevenueSummary = {
      from: '2026-10-22',
      to: '2026-11-20',
      total_cents: 1200,
      by_type: [],
      by_advertiser: [],
      by_day: [],
    };
    fakeApi({ 'GET /api/admin/revenue': ok(summary) });
    await state().loadRevenue();
    expect(state().revenue).toEqual({ summary, status: 'loaded', error: null });
    const { fetchMock } = fakeApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await state().loadRevenue();
    expect(state().revenue).toMatchObject({
      summary,
      status: 'error',
      error: 'That did not reach the server. Please check your connection and try again.',
    });
  });
});

it('JSON calls still send JSON (the client change for raw bodies leaves them as they were)', async () => {
  const handler: Handler = ({ body }) => ({
    status: 200,
    body: { ad: { ...ad, ...(body as object) } },
  });
  const { fetchMock } = fakeApi({ 'POST /api/admin/ads': handler });
  await state().saveAd({
    advertiser_name: 'Calm Pages',
    ad_title: 'A journal',
    ad_url: 'https://calm.example',
    placement: 'top',
  });
  const init = fetchMock.mock.calls[0]![1]!;
  expect(header(init, 'Content-Type')).toBe('application/json');
  expect(typeof init.body).toBe('string');
});
