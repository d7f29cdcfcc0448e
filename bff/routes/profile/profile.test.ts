import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factory, type Factory } from '../../test/factory';
import { startTestServer, type TestClient, type TestServer } from '../../test/harness';

let server: TestServer;
let make: Factory;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  make = factory(server);
  client = (await make.user({ name: 'Pat', profile: false })).client;
});
afterAll(() => server.close());

const valid = {
  display_name: 'Pat R.',
  support_status: 'giving',
  recovery_type: 'mental_health',
  support_radius: 25,
  bio: 'Five years in recovery. Happy to listen.',
  location_visible: false,
  accept_messages: true,
};

describe('GET /api/profile', () => {
  it('401 without a session', async () => {
    const res = await server.client().get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Please sign in to continue.' });
  });

  it('a new user has an incomplete profile named after the provider', async () => {
    const { client: fresh } = await make.user({ name: 'Newcomer', profile: false });
    const res = await fresh.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      display_name: 'Newcomer',
      support_status: null,
      recovery_type: null,
      support_radius: 10,
      bio: '',
      location_visible: true,
      accept_messages: true,
    });
  });
});

describe('POST /api/profile', () => {
  it('saves every field and returns the profile', async () => {
    const res = await client.post('/api/profile', valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(valid);
    expect((await client.get('/api/profile')).body).toEqual(valid);
  });

  it('keeps stored fields that a request omits', async () => {
    await client.post('/api/profile', valid);
    const res = await client.post('/api/profile', {
      support_status: 'both',
      recovery_type: 'both',
    });
    expect(res.body).toEqual({ ...valid, support_status: 'both', recovery_type: 'both' });
  });

  it('drops unknown fields (no mass assignment)', async () => {
    const res = await client.post('/api/profile', {
      ...valid,
      user_id: '000000000000000000000000',
      is_admin: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('is_admin');
    expect((await client.get('/api/users/me')).body).toMatchObject({ is_admin: false });
  });

  it('401 without a session', async () => {
    const res = await server.client().post('/api/profile', valid);
    expect(res.status).toBe(401);
  });

  it('403 from a foreign Origin', async () => {
    const res = await client.post('/api/profile', valid, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing support_status', { support_status: undefined }, 'support_status is required.'],
    [
      'unknown support_status',
      { support_status: 'helping' },
      'support_status must be one of seeking, giving, both.',
    ],
    ['missing recovery_type', { recovery_type: undefined }, 'recovery_type is required.'],
    [
      'unknown recovery_type',
      { recovery_type: 'other' },
      'recovery_type must be one of substance_use, mental_health, both, family_member.',
    ],
    ['radius below 1', { support_radius: 0 }, 'support_radius must be between 1 and 50.'],
    ['radius above 50', { support_radius: 51 }, 'support_radius must be between 1 and 50.'],
    ['fractional radius', { support_radius: 2.5 }, 'support_radius must be a whole number.'],
    ['radius as text', { support_radius: '10' }, 'support_radius must be a number.'],
    [
      'display_name too long',
      { display_name: 'x'.repeat(51) },
      'display_name must be at most 50 characters.',
    ],
    ['display_name not text', { display_name: 5 }, 'display_name must be text.'],
    ['bio too long', { bio: 'x'.repeat(501) }, 'bio must be at most 500 characters.'],
    [
      'location_visible not boolean',
      { location_visible: 'yes' },
      'location_visible must be true or false.',
    ],
    [
      'accept_messages not boolean',
      { accept_messages: 1 },
      'accept_messages must be true or false.',
    ],
    [
      'operator injection',
      { support_status: { $ne: null } },
      'Field names starting with "$" are not allowed (found "$ne").',
    ],
    [
      'a dotted path',
      { bio: { 'a.b': 'x' } },
      'Field names containing "." are not allowed (found "a.b").',
    ],
  ];
  it.each(invalid)('400 for %s, naming the field', async (_name, change, message) => {
    await client.post('/api/profile', valid);
    const res = await client.post('/api/profile', { ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    // Nothing stored is lost or corrupted by a refused request.
    expect((await client.get('/api/profile')).body).toEqual(valid);
  });

  it('400 for a body that is not an object', async () => {
    const res = await client.json('POST', '/api/profile', '[1,2]', {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
  });
});
