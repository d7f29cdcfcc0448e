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

// The engine and the process: a BFF whose database is down or frozen answers fast,
// serves the app shell without the database, and keeps serving health and static files.

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
  server = await listen(app, 0, '127.0.0.1');
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

async function timed<T>(work: Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work;
  return { ms: performance.now() - started, value };
}

it('while the engine restarts, the API answers 503 at once, health says degraded, the app shell loads', async () => {
  status.up = false;
  try {
    const me = await timed(person.get('/api/users/me'));
    expect(me.value.status).toBe(503);
    expect(me.value.body).toEqual({
      error: 'The database is restarting. Please try again in a moment.',
    });
    expect(me.ms).toBeLessThan(500);
    const health = await timed(person.get('/api/health'));
    expect(health.value.status).toBe(503);
    expect(health.value.body).toMatchObject({ status: 'degraded', database: 'restarting' });
    expect(health.ms).toBeLessThan(500);
    const shell = await person.raw('/social');
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(INDEX);
  } finally {
    status.up = true;
  }
  expect((await person.get('/api/health')).body).toMatchObject({ status: 'ok' });
  expect((await person.get('/api/users/me')).status).toBe(200);
});

it('a frozen engine: requests end 503 within the time limit; shell, static files and health stay responsive under 50 slow connections', async () => {
  const sockets: net.Socket[] = [];
  const drips: NodeJS.Timeout[] = [];
  process.kill(engine.pid!, 'SIGSTOP');
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
    // ...and 50 signed-in requests that need the frozen database.
    const hanging = Array.from({ length: 50 }, () => timed(person.get('/api/users/me')));

    const shell = await timed(person.raw('/social'));
    expect(shell.value.status).toBe(200);
    expect(shell.ms).toBeLessThan(1000);
    const asset = await timed(person.raw('/assets/app.js'));
    expect(asset.value.status).toBe(200);
    expect(asset.ms).toBeLessThan(1000);
    const health = await timed(person.get('/api/health'));
    expect(health.value.body).toMatchObject({ status: 'degraded', database: 'down' });
    expect(health.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);

    for (const { ms, value } of await Promise.all(hanging)) {
      expect(value.status).toBe(503);
      expect(value.body).toEqual({
        error: 'This took too long to answer. Please try again in a moment.',
      });
      expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
    }
  } finally {
    drips.forEach(clearInterval);
    sockets.forEach((s) => s.destroy());
    process.kill(engine.pid!, 'SIGCONT');
  }
  await vi.waitFor(
    async () => expect((await person.get('/api/health')).body).toMatchObject({ status: 'ok' }),
    { timeout: 15_000, interval: 200 },
  );
  expect((await person.get('/api/users/me')).status).toBe(200);
}, 60_000);

it('keeps idle connections longer than proxies do: one idle for 6 s is reused without error', async () => {
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
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6000));
    expect(await get()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 30_000);
