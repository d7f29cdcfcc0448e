import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHttpServer,
  FIRST_REQUEST_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  listen,
} from './listen';

/**
 * The BFF's HTTP server (bff/listen.ts): a connection that never sends a request is closed, a
 * kept-alive one between requests is not, and one address cannot hold more than its cap of
 * connections. The first-request limit is shortened here; its real value is checked against the
 * keep-alive promise of the deployment notes.
 */
const app = new Koa().use((ctx) => {
  ctx.body = 'ok';
});
let server: Server | undefined;
const sockets: Socket[] = [];

afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  const s = server;
  server = undefined;
  if (!s) return;
  s.closeAllConnections();
  await new Promise((r) => s.close(r));
});

async function start(maxPerAddress: number, firstRequestMs: number) {
  server = await listen(app, 0, '127.0.0.1', { maxPerAddress, firstRequestMs });
  return (server.address() as { port: number }).port;
}

/** Opens a connection; resolves once connected. Records when the server closes it. */
function open(port: number) {
  return new Promise<{ socket: Socket; closed: Promise<void>; data: () => string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      let received = '';
      socket.on('data', (d) => (received += d.toString()));
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      socket.once('error', () => {});
      socket.once('connect', () => resolve({ socket, closed, data: () => received }));
      socket.once('error', reject);
    },
  );
}

const REQUEST = 'GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n';
const answered = async (c: { data: () => string }, n: number) => {
  while ((c.data().match(/HTTP\/1\.1 200/g) ?? []).length < n) {
    await new Promise((r) => setTimeout(r, 10));
  }
};
const isOpen = (s: Socket) => !s.destroyed && s.readyState === 'open';

describe('connections that never speak', () => {
  it('are closed once the first-request limit passes', async () => {
    const port = await start(0, 300);
    const silent = await open(port);
    const started = Date.now();
    await silent.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('a connection that sent a request is kept alive between requests', async () => {
    const port = await start(0, 300);
    const talker = await open(port);
    talker.socket.write(REQUEST);
    await answered(talker, 1);
    // Well past the first-request limit: idle between requests is the keep-alive's to end.
    const silent = await open(port);
    await silent.closed;
    expect(isOpen(talker.socket)).toBe(true);
    talker.socket.write(REQUEST);
    await answered(talker, 2);
  });

  it('the real limits keep the keep-alive promise and are bounded', () => {
    const real = createHttpServer(app, { maxPerAddress: 0 });
    expect(real.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(real.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(FIRST_REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
    expect(FIRST_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(70_000);
    expect(real.requestTimeout).toBeGreaterThan(real.headersTimeout);
    expect(real.requestTimeout).toBeLessThanOrEqual(120_000);
  });
});

describe('open connections per address', () => {
  it('past the cap a new connection is closed at once; one freed makes room', async () => {
    const port = await start(3, 60_000);
    const held = [await open(port), await open(port), await open(port)];
    const extra = await open(port);
    await extra.closed;
    expect(held.every((c) => isOpen(c.socket))).toBe(true);
    // The held ones still answer.
    held[0]!.socket.write(REQUEST);
    await answered(held[0]!, 1);
    held[1]!.socket.destroy();
    await held[1]!.closed;
    // The server counts the close on its side a moment later.
    let next = await open(port);
    for (let tries = 0; tries < 50; tries++) {
      next.socket.write(REQUEST);
      const outcome = await Promise.race([
        answered(next, 1).then(() => 'answered' as const),
        next.closed.then(() => 'closed' as const),
      ]);
      if (outcome === 'answered') break;
      next = await open(port);
    }
    await answered(next, 1);
  });

  it('0 is no cap', async () => {
    const port = await start(0, 60_000);
    const many = await Promise.all(Array.from({ length: 20 }, () => open(port)));
    for (const c of many) c.socket.write(REQUEST);
    await Promise.all(many.map((c) => answered(c, 1)));
  });
});
