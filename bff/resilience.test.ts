import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, type Database } from './db/connect';
import { startFerretdb } from './db/ferretdb';
import type { RunningEngine } from './db/types';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, listen } from './listen';
import { silentLogger } from './logger';
import { TestClient } from './test/harness';

// The engine and the process: a BFF whose database is down or frozen answers without waiting on
// it, serves the app shell without the database, and keeps serving health and static files.
// 'At once' is shown without a stopwatch: over a frozen engine (SIGSTOP) anything that waited on
// the database would be answered by the request's time limit instead ('This took too long...'),
// which bff/middleware/requestTimeout.test.ts times on a fake clock.

const INDEX = '<!doctype html><title>Peer Support</title><div id="root"></div>';
const REQUEST_TIMEOUT_MS = 3000; // above the health ping's 2 s
const dir = mkdtempSync(path.join(os.tmpdir(), 'peer-resilience-'));
const status = { up: true };
let engine: RunningEngine;
let db: Database;
let server: Server;
let url: string;
let person: TestClient;

beforeAll(async () => {
  const staticDir = path.join(dir, 'dist');
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1);');
  // An engine of its own: the tests freeze it.
  engine = await startFerretdb(dir, () => {});
  db = await connectDatabase(engine.uri, 'resilience');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) }),
    staticDir,
  };
  const app = createApp(config, { db, engine: 'ferretdb', log: silentLogger, dbStatus: status });
  server = await listen(app, 0, '127.0.0.1', { maxPerAddress: 0 });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  person = new TestClient(url);
  await person.signIn('resilient@example.com');
}, 240_000);

afterAll(async () => {
  if (engine?.pid) process.kill(engine.pid, 'SIGCONT');
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await db?.close().catch(() => {});
  await engine?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const TIMED_OUT = { error: 'This took too long to answer. Please try again in a moment.' };

/** Stops the engine's process (SIGSTOP) while fn runs: every query to it waits. */
async function frozen<T>(fn: () => Promise<T>): Promise<T> {
  process.kill(engine.pid!, 'SIGSTOP');
  try {
    return await fn();
  } finally {
    process.kill(engine.pid!, 'SIGCONT');
  }
}

/** Once thawed, the driver finds the engine again: health says ok. */
const healthOk = () =>
  vi.waitFor(
    async () => expect((await person.get('/api/health')).body).toMatchObject({ status: 'ok' }),
    { timeout: 15_000, interval: 200 },
  );

it('while the engine restarts, the API answers 503 without waiting on it, health says restarting, the app shell loads', async () => {
  status.up = false;
  try {
    // The restarting engine does not answer: had anything waited on it, the time limit would
    // have answered instead.
    await frozen(async () => {
      const me = await person.get('/api/users/me');
      expect(me.status).toBe(503);
      expect(me.body).toEqual({
        error: 'The database is restarting. Please try again in a moment.',
      });
      const health = await person.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'restarting' });
      const shell = await person.raw('/social');
      expect(shell.status).toBe(200);
      expect(await shell.text()).toBe(INDEX);
    });
  } finally {
    status.up = true;
  }
  await healthOk();
  expect((await person.get('/api/users/me')).status).toBe(200);
});

it('a frozen engine: requests end 503 by the time limit; shell, static files and health answer before it, under 50 slow connections', async () => {
  const sockets: net.Socket[] = [];
  const drips: NodeJS.Timeout[] = [];
  await frozen(async () => {
    try {
      // 50 connections that send their request slowly, a byte now and then (slowloris)...
      for (let i = 0; i < 50; i++) {
        const s = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
        s.on('error', () => {});
        s.write(
          i % 2
            ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n'
            : 'POST /api/posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
        );
        drips.push(setInterval(() => s.write(i % 2 ? 'X-Slow: 1\r\n' : ' '), 300));
        sockets.push(s);
      }
      // ...and 50 signed-in requests that need the frozen database: only the time limit ends them.
      let ended = 0;
      const hanging = Array.from({ length: 50 }, () =>
        person.get('/api/users/me').finally(() => ended++),
      );

      // The shell and a static file come while every one of those still waits: neither waits on
      // the database nor on the slow connections.
      const shell = await person.raw('/social');
      expect(shell.status).toBe(200);
      expect(ended).toBe(0);
      const asset = await person.raw('/assets/app.js');
      expect(asset.status).toBe(200);
      expect(ended).toBe(0);
      // Health answers by its own ping's time limit (2 s), within the request's: 'down', not
      // 'This took too long'.
      const health = await person.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: 'degraded', database: 'down' });

      for (const res of await Promise.all(hanging)) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual(TIMED_OUT);
      }
    } finally {
      drips.forEach(clearInterval);
      sockets.forEach((s) => s.destroy());
    }
  });
  await healthOk();
  expect((await person.get('/api/users/me')).status).toBe(200);
}, 60_000);

it('keeps idle connections longer than proxies do: an idle one is kept 65 s and reused without error', async () => {
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const req = http.get(`${url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });
  // The server's end of the connection once its answer is sent: Node then gives an idle
  // connection the server's keep-alive time to live (socket.setTimeout); with Node's default
  // it would close after 5 s, before a proxy reuses it.
  const idle = new Promise<net.Socket>((resolve) =>
    server.once('request', (req: http.IncomingMessage, res: http.ServerResponse) =>
      res.once('finish', () => resolve(req.socket)),
    ),
  );
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    expect((await idle).timeout).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
