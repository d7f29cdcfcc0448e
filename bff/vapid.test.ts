import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from './config';
import { silentLogger } from './logger';
import { VAPID_FILE, vapidKeys } from './vapid';

it('development generates a pair once and keeps it in the data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
  const first = vapidKeys(config, silentLogger);
  expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  expect(vapidKeys(config, silentLogger)).toEqual(first);
  const file = path.join(dataDir, VAPID_FILE);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  // Only the server's user may read the private key.
  expect(statSync(file).mode & 0o077).toBe(0);
});

it('configured keys win; production without them sends no pushes and says so', () => {
  const warned: string[] = [];
  const log = { ...silentLogger, warn: (msg: string) => void warned.push(msg) };
  const keys = {
    VAPID_PUBLIC_KEY: 'B'.repeat(87),
    VAPID_PRIVATE_KEY: 'p'.repeat(43),
    VAPID_SUBJECT: 'https://peers.example.org/contact',
  };
  expect(vapidKeys(loadConfig(keys), log)?.subject).toBe('https://peers.example.org/contact');
  const production = loadConfig({
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    SESSION_SECRET: 'a long secret',
    PUBLIC_URL: 'https://peers.example.org',
  });
  expect(vapidKeys(production, log)).toBeNull();
  expect(warned).toEqual(['push_off']);
});
