/**
 * Pushes in the service worker (docs/notifications.md, On the phone): shows what the server
 * pushed and, on a tap, brings the app to the entry's link. The generated worker loads this file
 * with importScripts (vite.config.ts builds it to /push-sw.js), so it runs as a classic script:
 * it may import types only, and must not export.
 */
import type { PushMessage } from '../../contract/notifications';

/** The parts of the worker's scope used here (the project's types are the page's, not a worker's). */
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends WaitingEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickLike extends WaitingEvent {
  notification: { data?: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushScope {
  location: { origin: string };
  registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; icon: string; badge: string; data: { link: string } },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
}

{
  const scope = self as unknown as PushScope;
  const FALLBACK = { title: 'Peer Recovery Network', body: 'You have a new notification' };

  /** What was pushed, or a neutral notification for anything else (never nothing: browsers
   * punish a push that shows nothing). */
  const messageOf = (event: PushEventLike): PushMessage => {
    try {
      const data = event.data?.json() as Partial<PushMessage> | undefined;
      if (data && typeof data.title === 'string' && typeof data.body === 'string')
        return {
          title: data.title,
          body: data.body,
          link: typeof data.link === 'string' ? data.link : '/notifications',
          tag: typeof data.tag === 'string' ? data.tag : 'notification',
        };
    } catch {
      // Not JSON: shown as the neutral notification below, so the push is not lost.
    }
    return { ...FALLBACK, link: '/notifications', tag: 'notification' };
  };

  /**
   * Only a page of this app is opened: a push cannot send the person elsewhere. Decided on the
   * URL as the browser resolves it ('/\\evil.example' is another site's).
   */
  const safeLink = (link: unknown): string => {
    if (typeof link !== 'string' || !link.startsWith('/')) return '/notifications';
    const url = new URL(link, scope.location.origin);
    return url.origin === scope.location.origin ? url.pathname + url.search : '/notifications';
  };

  scope.addEventListener('push', (event) => {
    const message = messageOf(event);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        data: { link: safeLink(message.link) },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | undefined;
    const url = new URL(safeLink(data?.link), scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const open = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const ours = open.find((c) => new URL(c.url).origin === scope.location.origin);
        if (!ours) return scope.clients.openWindow(url);
        await ours.focus();
        // A tab the worker does not control cannot be navigated from here: a new one opens.
        return ours.navigate(url).catch(() => scope.clients.openWindow(url));
      })(),
    );
  });
}
