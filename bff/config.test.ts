import path from 'node:path';
import { expect, it } from 'vitest';
import {
  ConfigError,
  databaseChoice,
  dbPool,
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  loadConfig,
} from './config';

it('has development defaults', () => {
  const c = loadConfig({}, '/srv/app');
  expect(c).toMatchObject({
    nodeEnv: 'development',
    port: 3000,
    mongodbUri: undefined,
    dbEngine: undefined,
    dataDir: path.resolve('/srv/app/data'),
    adminEmails: ['admin@example.com'],
    googleClientId: undefined,
  });
});

it('reads every setting', () => {
  const c = loadConfig(
    {
      PORT: '8080',
      MONGODB_URI: 'mongodb://x/y',
      DB_ENGINE: 'ferretdb',
      DATA_DIR: '/var/peers',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      PUBLIC_URL: 'https://peers.example.org/',
      ADMIN_EMAILS: ' A@x.org, b@y.org ,',
    },
    '/srv',
  );
  expect(c).toMatchObject({
    port: 8080,
    mongodbUri: 'mongodb://x/y',
    dbEngine: 'ferretdb',
    dataDir: '/var/peers',
    googleClientId: 'id',
    publicUrl: 'https://peers.example.org',
    adminEmails: ['a@x.org', 'b@y.org'],
  });
});

it('production without Google credentials refuses to start', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's' })).toThrow(
    /NODE_ENV=production needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
  );
});

it('production needs a session secret', () => {
  expect(() =>
    loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b' }),
  ).toThrow(/SESSION_SECRET/);
});

it('production needs PUBLIC_URL', () => {
  const prod = {
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'a',
    GOOGLE_CLIENT_SECRET: 'b',
    SESSION_SECRET: 's',
  };
  expect(() => loadConfig(prod)).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
  expect(loadConfig({ ...prod, PUBLIC_URL: 'https://peers.example.org' }).publicUrl).toBe(
    'https://peers.example.org',
  );
});

it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1');
  expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  const prod = loadConfig({
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'a',
    GOOGLE_CLIENT_SECRET: 'b',
    SESSION_SECRET: 's',
    PUBLIC_URL: 'https://peers.example.org',
  });
  expect(prod.host).toBeUndefined(); // every interface, behind the proxy
});

it('gives every request 15 s unless REQUEST_TIMEOUT_MS says otherwise', () => {
  expect(loadConfig({}).requestTimeoutMs).toBe(15_000);
  expect(loadConfig({ REQUEST_TIMEOUT_MS: '500' }).requestTimeoutMs).toBe(500);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(
    /REQUEST_TIMEOUT_MS must be at least 1/,
  );
});

it('names bad values', () => {
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  expect(() => loadConfig({ DB_ENGINE: 'postgres' })).toThrow(
    /DB_ENGINE must be mongod or ferretdb/,
  );
  expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be a URL/);
});

it('bounds the database pool by engine unless DB_POOL_SIZE and DB_QUEUE_TIMEOUT_MS say otherwise', () => {
  const defaults = loadConfig({});
  expect(defaults).toMatchObject({ dbPoolSize: undefined, dbQueueTimeoutMs: undefined });
  expect(dbPool(defaults, 'ferretdb')).toEqual({ maxPoolSize: 4, waitQueueTimeoutMS: 5000 });
  expect(dbPool(defaults, 'external')).toEqual({ maxPoolSize: 100, waitQueueTimeoutMS: 0 });
  expect(dbPool(defaults, 'mongod')).toEqual({ maxPoolSize: 100, waitQueueTimeoutMS: 0 });

  const set = loadConfig({ DB_POOL_SIZE: '2', DB_QUEUE_TIMEOUT_MS: '250' });
  expect(dbPool(set, 'ferretdb')).toEqual({ maxPoolSize: 2, waitQueueTimeoutMS: 250 });
  expect(dbPool(set, 'external')).toEqual({ maxPoolSize: 2, waitQueueTimeoutMS: 250 });
  expect(loadConfig({ DB_POOL_SIZE: ' ', DB_QUEUE_TIMEOUT_MS: '' }).dbPoolSize).toBeUndefined();

  expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE must be at least 1/);
  expect(() => loadConfig({ DB_POOL_SIZE: 'many' })).toThrow(/DB_POOL_SIZE must be a number/);
  expect(() => loadConfig({ DB_QUEUE_TIMEOUT_MS: '-1' })).toThrow(/DB_QUEUE_TIMEOUT_MS must be 0/);
});

it('takes the map tiles from MAP_TILE_URL, OpenStreetMap by default, and refuses one without {z}, {x} and {y}', () => {
  expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
    'https://tiles.example.org/{z}/{x}/{y}.png',
  );
  expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(
    /MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/,
  );
  expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles/{z}/{x}/{y}' })).toThrow(
    /MAP_TILE_URL must be an http/,
  );
});

it('loads the sample places in development only, unless SEED_DEMO=false', () => {
  expect(loadConfig({}).seedDemo).toBe(true);
  expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
  const production = {
    NODE_ENV: 'production',
    GOOGLE_CLIENT_ID: 'id',
    GOOGLE_CLIENT_SECRET: 'secret',
    SESSION_SECRET: 's',
    PUBLIC_URL: 'https://peers.example.org',
  };
  expect(loadConfig(production).seedDemo).toBe(false);
  expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(ConfigError);
});

it('the tools and the test runs read MONGODB_URI and DB_ENGINE as the BFF does', () => {
  expect(databaseChoice({})).toEqual({ mongodbUri: undefined, dbEngine: undefined });
  expect(databaseChoice({ DB_ENGINE: 'ferretdb', MONGODB_URI: '' })).toEqual({
    mongodbUri: undefined,
    dbEngine: 'ferretdb',
  });
  expect(databaseChoice({ MONGODB_URI: 'mongodb://db.example.org/peers' }).mongodbUri).toBe(
    'mongodb://db.example.org/peers',
  );
  expect(() => databaseChoice({ DB_ENGINE: 'postgres' })).toThrow(
    'DB_ENGINE: DB_ENGINE must be mongod or ferretdb',
  );
});

it('MONGODB_DB names the database; the path of MONGODB_URI never does', () => {
  const withPath = loadConfig({ MONGODB_URI: 'mongodb://db.example.org:27017/test' });
  expect(withPath.mongodbDb).toBeUndefined();
  expect(loadConfig({ MONGODB_DB: 'peers_staging' }).mongodbDb).toBe('peers_staging');
  expect(() => loadConfig({ MONGODB_DB: 'no/slashes' })).toThrow(
    'MONGODB_DB: MONGODB_DB must be 1-63 letters, digits, _ or -',
  );
});

it('trusts one proxy when PUBLIC_URL is set, none otherwise, unless TRUSTED_PROXY_HOPS says', () => {
  expect(loadConfig({}).trustedProxyHops).toBe(0);
  expect(loadConfig({ PUBLIC_URL: 'https://peers.example.org' }).trustedProxyHops).toBe(1);
  expect(
    loadConfig({ PUBLIC_URL: 'https://peers.example.org', TRUSTED_PROXY_HOPS: '2' })
      .trustedProxyHops,
  ).toBe(2);
  expect(
    loadConfig({ PUBLIC_URL: 'https://peers.example.org', TRUSTED_PROXY_HOPS: '0' })
      .trustedProxyHops,
  ).toBe(0);
  expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(
    /TRUSTED_PROXY_HOPS must be 0 \(no proxy\) or more/,
  );
  expect(() => loadConfig({ TRUSTED_PROXY_HOPS: 'one' })).toThrow(
    /TRUSTED_PROXY_HOPS must be a number/,
  );
});

it('caps connections per address without a proxy; behind one the proxy does, unless told', () => {
  expect(loadConfig({}).maxConnectionsPerAddress).toBe(DEFAULT_CONNECTIONS_PER_ADDRESS);
  expect(loadConfig({ PUBLIC_URL: 'https://peers.example.org' }).maxConnectionsPerAddress).toBe(0);
  expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '10' }).maxConnectionsPerAddress).toBe(10);
  expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '-5' })).toThrow(
    /MAX_CONNECTIONS_PER_ADDRESS must be 0 \(no cap\) or more/,
  );
});

it('takes the ICE servers for calls from ICE_SERVERS (none by default), and refuses what a browser could not use', () => {
  expect(loadConfig({}).iceServers).toEqual([]);
  const servers = [
    { urls: 'stun:stun.example.org:3478' },
    { urls: ['turn:turn.example.org:3478?transport=udp'], username: 'u', credential: 'p' },
  ];
  expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).iceServers).toEqual(servers);
  expect(() => loadConfig({ ICE_SERVERS: '[{urls:' })).toThrow(/ICE_SERVERS must be JSON/);
  expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"https://x.example.org"}]' })).toThrow(
    /ICE_SERVERS urls must start with stun:, stuns:, turn: or turns:/,
  );
  expect(() => loadConfig({ ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(
    /ICE_SERVERS must be a JSON list/,
  );
});

it('takes TURN_URLS and TURN_SECRET together, or neither', () => {
  expect(loadConfig({}).turn).toBeNull();
  expect(loadConfig({ TURN_URLS: 'turn:t.example.org:3478', TURN_SECRET: 's' }).turn).toEqual({
    urls: ['turn:t.example.org:3478'],
    secret: 's',
  });
  expect(() => loadConfig({ TURN_URLS: 'turn:t.example.org:3478' })).toThrow(/go together/);
  expect(() => loadConfig({ TURN_SECRET: 's' })).toThrow(/go together/);
  expect(() => loadConfig({ TURN_URLS: 'stun:t.example.org', TURN_SECRET: 's' })).toThrow(
    /TURN_URLS must be turn: or turns: addresses/,
  );
});

it('takes VAPID keys all three together, each checked, or none', () => {
  const keys = {
    VAPID_PUBLIC_KEY: 'B'.repeat(87),
    VAPID_PRIVATE_KEY: 'p'.repeat(43),
    VAPID_SUBJECT: 'mailto:ops@peers.example.org',
  };
  expect(loadConfig(keys).vapid).toEqual({
    publicKey: 'B'.repeat(87),
    privateKey: 'p'.repeat(43),
    subject: 'mailto:ops@peers.example.org',
  });
  expect(loadConfig({}).vapid).toBeNull();
  expect(() => loadConfig({ ...keys, VAPID_SUBJECT: '' })).toThrow(/go together/);
  expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'ops@example.org' })).toThrow(
    /VAPID_SUBJECT must be a mailto: or https: address/,
  );
  expect(() => loadConfig({ ...keys, VAPID_PUBLIC_KEY: 'short' })).toThrow(
    /VAPID_PUBLIC_KEY must be a base64url P-256 public key/,
  );
});
