import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SESSIONS } from '../../ui/account/fixtures';
import { saveFile } from '../api/saveFile';
import { accountHandlers, completeProfile, fakeApi, member } from '../test/renderApp';
import { ACCOUNT_DELETED_NOTICE, useAccountStore } from './accountStore';
import { useNoticeStore } from './noticeStore';
import { useSessionStore } from './sessionStore';

// jsdom cannot download: the file handed to the browser is what is checked.
vi.mock('../api/saveFile', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  useSessionStore.setState({ status: 'signedIn', user: member, profile: completeProfile });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
});

const account = () => useAccountStore.getState();
const [current, phone, tablet] = SESSIONS as [
  (typeof SESSIONS)[0],
  (typeof SESSIONS)[0],
  (typeof SESSIONS)[0],
];

it('loads the sessions; a failure is said, and trying again loads them', async () => {
  let down = true;
  fakeApi({
    'GET /api/account/sessions': () =>
      down
        ? {
            status: 503,
            body: { error: 'The database is restarting. Please try again in a moment.' },
          }
        : { status: 200, body: { sessions: SESSIONS } },
  });
  const loading = account().loadSessions();
  expect(account().sessionsStatus).toBe('loading');
  await loading;
  expect(account()).toMatchObject({
    sessionsStatus: 'error',
    sessionsLoadError: 'The database is restarting. Please try again in a moment.',
  });
  down = false;
  await account().loadSessions();
  expect(account()).toMatchObject({ sessionsStatus: 'ready', sessionsLoadError: null });
  expect(account().sessions.map((s) => s.device)).toEqual(SESSIONS.map((s) => s.device));
});

it('ends one other session: it leaves the list, and this browser stays signed in', async () => {
  const { calls } = fakeApi(accountHandlers(SESSIONS));
  await account().loadSessions();
  const ending = account().endSession(phone.id);
  expect(account().ending).toBe(phone.id);
  await ending;
  expect(calls.at(-1)).toMatchObject({
    method: 'DELETE',
    path: `/api/account/sessions/${phone.id}`,
  });
  expect(account().ending).toBeNull();
  expect(account().sessions.map((s) => s.id)).toEqual([current.id, tablet.id]);
  expect(useSessionStore.getState().status).toBe('signedIn');
});

it('a session already gone is said (404) and leaves the list', async () => {
  fakeApi({
    ...accountHandlers(SESSIONS),
    [`DELETE /api/account/sessions/${phone.id}`]: () => ({
      status: 404,
      body: { error: 'No such session.' },
    }),
  });
  await account().loadSessions();
  await account().endSession(phone.id);
  expect(account().sessionsError).toBe('No such session.');
  expect(account().sessions.map((s) => s.id)).toEqual([current.id, tablet.id]);
});

it('a failed sign-out keeps the session listed and says why', async () => {
  fakeApi({
    ...accountHandlers(SESSIONS),
    [`DELETE /api/account/sessions/${phone.id}`]: () => ({
      status: 500,
      body: { error: 'Something went wrong on our side. Please try again.' },
    }),
  });
  await account().loadSessions();
  await account().endSession(phone.id);
  expect(account().sessionsError).toBe('Something went wrong on our side. Please try again.');
  expect(account().sessions).toHaveLength(3);
});

it('ending the current session signs this browser out, as logout does', async () => {
  fakeApi({
    ...accountHandlers(SESSIONS),
    [`DELETE /api/account/sessions/${current.id}`]: () => ({ status: 204 }),
  });
  await account().loadSessions();
  await account().endSession(current.id);
  expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
});

it('ends every other session, keeping this one', async () => {
  const { calls } = fakeApi(accountHandlers(SESSIONS));
  await account().loadSessions();
  const ending = account().endOtherSessions();
  expect(account().endingOthers).toBe(true);
  await ending;
  expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/account/sessions' });
  expect(account().endingOthers).toBe(false);
  expect(account().sessions).toEqual([current]);
  expect(useSessionStore.getState().status).toBe('signedIn');
});

it('downloads the export under the name the server gave it', async () => {
  const { calls } = fakeApi({
    'GET /api/account/export': () => ({
      status: 200,
      body: { format: 'peer-support-account-export', complete: true },
      headers: {
        'Content-Disposition': 'attachment; filename="peer-support-data-2026-11-26.json"',
      },
    }),
  });
  const exporting = account().exportData();
  expect(account()).toMatchObject({ exporting: true, exported: false });
  await exporting;
  expect(account()).toMatchObject({ exporting: false, exported: true, exportError: null });
  expect(calls).toEqual([{ method: 'GET', path: '/api/account/export', body: undefined }]);
  const [file, name] = vi.mocked(saveFile).mock.calls[0]!;
  expect(name).toBe('peer-support-data-2026-11-26.json');
  expect(JSON.parse(await new Response(file).text())).toEqual({
    format: 'peer-support-account-export',
    complete: true,
  });
});

it('a file cut off on its way is refused with a clear message, and nothing is saved', async () => {
  fakeApi({
    'GET /api/account/export': () => ({
      status: 200,
      body: { format: 'peer-support-account-export', posts: [] },
    }),
  });
  await account().exportData();
  expect(account()).toMatchObject({
    exporting: false,
    exported: false,
    exportError: 'Your file was cut off on its way. Please try again.',
  });
  expect(saveFile).not.toHaveBeenCalled();
});

it('sends the app header the export route needs', async () => {
  const { fetchMock } = fakeApi(accountHandlers(SESSIONS));
  await account().exportData();
  const init = fetchMock.mock.calls[0]![1] as RequestInit;
  expect(init).toMatchObject({
    credentials: 'include',
    headers: { 'X-Requested-With': 'peer-support-app' },
  });
});

it('names the file for today when the server gave no usable name', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
  try {
    fakeApi({
      'GET /api/account/export': () => ({
        status: 200,
        body: { complete: true },
        headers: { 'Content-Disposition': 'attachment; filename="../../etc/passwd"' },
      }),
    });
    await account().exportData();
  } finally {
    vi.useRealTimers();
  }
  expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('peer-support-data-2026-11-26.json');
});

it('the daily limit (429) is said in the server’s words, and no file is saved', async () => {
  fakeApi({
    'GET /api/account/export': () => ({
      status: 429,
      body: { error: 'You have downloaded your data 3 times today. Please try again in 9 hours.' },
      headers: { 'Retry-After': '32400' },
    }),
  });
  await account().exportData();
  expect(account()).toMatchObject({
    exporting: false,
    exported: false,
    exportError: 'You have downloaded your data 3 times today. Please try again in 9 hours.',
  });
  expect(saveFile).not.toHaveBeenCalled();
});

it('an export that never reached the server says so', async () => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
  await account().exportData();
  expect(account().exportError).toBe(
    'That did not reach the server. Please check your connection and try again.',
  );
});

it('deleting sends the word, signs out and tells the landing page', async () => {
  const { calls } = fakeApi(accountHandlers(SESSIONS));
  account().openDelete();
  const deleting = account().deleteAccount();
  expect(account().deleting).toBe(true);
  expect(await deleting).toBe(true);
  expect(calls).toEqual([{ method: 'DELETE', path: '/api/account', body: { confirm: 'DELETE' } }]);
  expect(useSessionStore.getState()).toMatchObject({
    status: 'signedOut',
    user: null,
    profile: null,
  });
  expect(useNoticeStore.getState().notice).toMatchObject({
    severity: 'success',
    message: ACCOUNT_DELETED_NOTICE,
  });
  expect(ACCOUNT_DELETED_NOTICE).toBe('Your account was deleted.');
  expect(account()).toMatchObject({ deleting: false, deleteOpen: false });
});

it('a refused deletion (400) keeps everything and says why in the dialog', async () => {
  fakeApi({
    'DELETE /api/account': () => ({
      status: 400,
      body: { error: 'confirm must be the word DELETE' },
    }),
  });
  account().openDelete();
  expect(await account().deleteAccount()).toBe(false);
  expect(account()).toMatchObject({
    deleting: false,
    deleteOpen: true,
    deleteError: 'confirm must be the word DELETE',
  });
  expect(useSessionStore.getState().status).toBe('signedIn');
  expect(useNoticeStore.getState().notice).toBeNull();
});

it('the dialog does not close while the deletion runs; closing forgets its failure', async () => {
  let answer: ((ok: boolean) => void) | undefined;
  fakeApi({
    'DELETE /api/account': () =>
      new Promise((r) => {
        answer = (ok) =>
          r(ok ? { status: 200, body: { deleted: true } } : { status: 500, body: { error: 'x' } });
      }),
  });
  account().openDelete();
  const deleting = account().deleteAccount();
  account().closeDelete();
  expect(account().deleteOpen).toBe(true);
  await vi.waitFor(() => expect(answer).toBeDefined());
  answer!(false);
  await deleting;
  expect(account().deleteError).toBe('x');
  account().closeDelete();
  expect(account()).toMatchObject({ deleteOpen: false, deleteError: null });
  account().openDelete();
  expect(account().deleteError).toBeNull();
});
