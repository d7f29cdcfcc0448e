// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { expect, it, vi } from 'vitest';
import { pushWorkerScript } from './pushWorker';

/**
 * The service worker's push handling (app/sw/push.ts) as the browser runs it: the script the
 * build makes in a scope of its own, with the events a push and a tap bring. Runs in Node.
 */
type Listener = (event: unknown) => void;

async function worker(windows: { url: string; navigate?: () => Promise<unknown> }[] = []) {
  const code = await pushWorkerScript();
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async () => {}),
    navigate: vi.fn(w.navigate ?? (async () => {})),
  }));
  const self = {
    location: { origin: 'https://peers.example.org' },
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) =>
        void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => clients,
      openWindow: async (url: string) => void opened.push(url),
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(code, { self, URL });
  /** Dispatches an event and waits for what it asked to wait for. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { fire, shown, opened, clients };
}

const push = (payload: unknown) => ({
  data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
});

it('shows what was pushed, tagged so a newer push of the same thing replaces it', async () => {
  const w = await worker();
  await w.fire(
    'push',
    push({
      title: 'Peer Recovery Network',
      body: 'Someone commented on your post',
      link: '/social?post=abc',
      tag: 'u1:comment:c1',
    }),
  );
  expect(w.shown).toEqual([
    {
      title: 'Peer Recovery Network',
      options: expect.objectContaining({
        body: 'Someone commented on your post',
        tag: 'u1:comment:c1',
        data: { link: '/social?post=abc' },
      }),
    },
  ]);
});

it('shows a neutral notification for a push it cannot read, never nothing', async () => {
  const w = await worker();
  await w.fire('push', push('not json'));
  await w.fire('push', { data: null });
  expect(w.shown.map((s) => [s.title, s.options.body])).toEqual([
    ['Peer Recovery Network', 'You have a new notification'],
    ['Peer Recovery Network', 'You have a new notification'],
  ]);
});

it('a tap brings an open tab of the app to the link, or opens one', async () => {
  const tab = await worker([{ url: 'https://peers.example.org/help' }]);
  await tab.fire('notificationclick', {
    notification: { data: { link: '/social?post=abc' }, close: () => {} },
  });
  expect(tab.clients[0]!.focus).toHaveBeenCalled();
  expect(tab.clients[0]!.navigate).toHaveBeenCalledWith(
    'https://peers.example.org/social?post=abc',
  );

  const none = await worker([{ url: 'https://elsewhere.example.com/' }]);
  await none.fire('notificationclick', {
    notification: { data: { link: '/messages?with=u2' }, close: () => {} },
  });
  expect(none.opened).toEqual(['https://peers.example.org/messages?with=u2']);
});

it('never sends a tap off the site', async () => {
  const w = await worker();
  const links = [
    'https://evil.example.com/',
    '//evil.example.com/x',
    '/\\evil.example.com/x',
    '/\t/evil.example.com/x',
    42,
  ];
  for (const link of links)
    await w.fire('notificationclick', { notification: { data: { link }, close: () => {} } });
  expect(w.opened).toEqual(Array(links.length).fill('https://peers.example.org/notifications'));
});
