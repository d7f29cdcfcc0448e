/** What every benchmark shares: serving an app on loopback and measuring one route. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type Koa from 'koa';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

export interface Figure {
  /** What the figure was measured at: posts in the feed, messages in the conversation. */
  size: number;
  route: string;
  connections: number;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

export function listen(app: Koa): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** p50/p99 (ms), requests per second and failures of one route for DURATION_S seconds. */
export async function measure(
  url: string,
  connections: number,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
) {
  const probe = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  if (!probe.ok) throw new Error(`${url}: ${probe.status} ${await probe.text()}`);
  const r = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    timeout: 30,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.headers,
  });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** Samples a process's resident memory (Linux /proc) and keeps the peak. */
export function memoryWatch(pid: number | undefined) {
  let peak = 0;
  const read = () => {
    if (!pid) return;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb * 1024);
    } catch {
      /* the engine is not a local process (MONGODB_URI) */
    }
  };
  const timer = setInterval(read, 200);
  timer.unref();
  return { peak: () => (read(), peak), stop: () => clearInterval(timer) };
}

/**
 * Prints a benchmark's figures as a table and writes them, with the engine, its peak memory so
 * far and `extra` facts, to `.cache/bench-<name>.json`.
 */
export function report(
  name: string,
  title: string,
  engine: string,
  figures: readonly Figure[],
  peakBytes: number,
  extra: Record<string, unknown> = {},
) {
  console.log(`\n${title} on ${engine}, ${DURATION_S} s per figure (ms)`);
  console.table(
    figures.map((f) => ({
      size: f.size,
      conn: f.connections,
      route: f.route,
      p50: f.p50,
      p99: f.p99,
      'req/s': f.rps,
      errors: f.errors,
      'non-2xx': f.non2xx,
    })),
  );
  mkdirSync('.cache', { recursive: true });
  writeFileSync(
    `.cache/bench-${name}.json`,
    JSON.stringify(
      { engine, seconds: DURATION_S, peakBytes, ...extra, figures, at: new Date() },
      null,
      2,
    ),
  );
}
