import { createServer, type Server } from 'node:http';
import type Koa from 'koa';

/**
 * Keep-alive: load balancers and proxies keep idle connections to us for about 60 s (AWS ALB,
 * nginx upstream keepalive, Cloudflare) and reuse them; if Node (default 5 s) closes one first,
 * the next request on it is reset (ECONNRESET). So we keep idle connections longer than any of
 * them, and allow headers a moment longer still (README, Deployment notes).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

/** The BFF's HTTP server for app, with the keep-alive and header time limits above. */
export function createHttpServer(app: Koa): Server {
  const server = createServer(app.callback());
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}

/** Listens on port and host (undefined: every interface); resolves once listening. */
export function listen(app: Koa, port: number, host: string | undefined): Promise<Server> {
  const server = createHttpServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
