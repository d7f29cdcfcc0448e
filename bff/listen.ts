import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';

/**
 * Keep-alive: load balancers and proxies keep idle connections to us for about 60 s (AWS ALB,
 * nginx upstream keepalive, Cloudflare) and reuse them; if Node (default 5 s) closes one first,
 * the next request on it is reset (ECONNRESET). So we keep idle connections longer than any of
 * them, and allow headers a moment longer still (README, Deployment notes).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;
/**
 * A new connection must have sent its first request's headers within this time, as a request on
 * a kept-alive connection must (Node's header time limit counts only from a request's first byte,
 * so a connection that never sends one would otherwise stay open for good).
 */
export const FIRST_REQUEST_TIMEOUT_MS = HEADERS_TIMEOUT_MS;
/** A whole request, body included, must have arrived within this time (Node's default: 300 s). */
export const REQUEST_RECEIVE_TIMEOUT_MS = 120_000;
/** How often Node checks the two limits above (its default, 30 s, would let one run 30 s over). */
const CHECK_EVERY_MS = 5_000;

export interface ConnectionLimits {
  /** Open connections one peer address may hold at once; 0: no cap. */
  maxPerAddress: number;
  /** @default FIRST_REQUEST_TIMEOUT_MS */
  firstRequestMs?: number;
}

/** The BFF's HTTP server for app, with the time limits above and the cap per address. */
export function createHttpServer(app: Koa, limits: ConnectionLimits): Server {
  const server = createServer({ connectionsCheckingInterval: CHECK_EVERY_MS }, app.callback());
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_RECEIVE_TIMEOUT_MS;
  guardConnections(server, limits);
  return server;
}

/**
 * Closes a connection that sends no request in time, and any connection past the cap of its peer
 * address. Behind proxies every connection has the proxy's address: the cap is off there by
 * default (bff/config.ts) and the proxy keeps its own per client.
 */
function guardConnections(server: Server, limits: ConnectionLimits) {
  const firstRequestMs = limits.firstRequestMs ?? FIRST_REQUEST_TIMEOUT_MS;
  const open = new Map<string, number>();
  const waiting = new Map<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      clearTimeout(waiting.get(socket));
      waiting.delete(socket);
    });
    if (limits.maxPerAddress > 0 && count > limits.maxPerAddress) {
      socket.destroy();
      return;
    }
    waiting.set(
      socket,
      setTimeout(() => socket.destroy(), firstRequestMs),
    );
  });
  // The first request's headers arrived: from here Node's own limits apply.
  server.on('request', (req: IncomingMessage) => {
    const timer = waiting.get(req.socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    waiting.delete(req.socket);
  });
}

/** Listens on port and host (undefined: every interface); resolves once listening. */
export function listen(
  app: Koa,
  port: number,
  host: string | undefined,
  limits: ConnectionLimits,
): Promise<Server> {
  const server = createHttpServer(app, limits);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
