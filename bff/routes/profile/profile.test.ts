import { beforeAll, describe, expect, it } from 'vitest';
import { type TestClient } from '../../test/harness';
import { serverForFile } from '../../test/serverForFile';

const { server, make } = await serverForFile();
let client: TestClient;
beforeAll(async () => {
  client = (await make.user({ name: 'Pat', profile: false })).client;
});

const STAFF =
  'display_name must not look like a staff account: Admin, Administrator, Moderator, Support and Peer Recovery Network are reserved.';
const CONTROL = 'display_name must not contain invisible or text-direction control characters.';
const NO_LETTER =
  'display_name must contain at least one letter, or be left blank to appear as Anonymous User.';

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

  it("a new user's incomplete profile suggests only the first word of the provider's name", async () => {
    const { client: fresh } = await make.user({ name: 'Heidi RealSurname', profile: false });
    const res = await fresh.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      display_name: 'Heidi',
      support_status: null,
      recovery_type: null,
      support_radius: 10,
      bio: '',
      location_visible: true,
      accept_messages: true,
    });
  });

  it('suggests nothing when that first word could not be saved', async () => {
    const { client: fresh } = await make.user({ name: 'Admin Person', profile: false });
    expect((await fresh.get('/api/profile')).body).toMatchObject({ display_name: '' });
  });

  it("a saved blank display name stays blank: the provider's name never comes back", async () => {
    const { client: fresh } = await make.user({ name: 'Heidi RealSurname', profile: false });
    const saved = await fresh.post('/api/profile', { ...valid, display_name: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ display_name: '' });
    expect((await fresh.get('/api/profile')).body).toMatchObject({ display_name: '' });
  });
});

describe("others never see the identity provider's name", () => {
  const feedName = async (c: TestClient, postId: string) => {
    const feed = await c.get<{ posts: { id: string; display_name: string }[] }>(
      '/api/social/posts',
    );
    return feed.body.posts.find((p) => p.id === postId)?.display_name;
  };
  const commentNames = async (c: TestClient, postId: string) => {
    const page = await c.get<{ comments: { display_name: string }[] }>(
      `/api/social/posts/${postId}/comments`,
    );
    return page.body.comments.map((x) => x.display_name);
  };

  it("a person who saved a blank name posts, comments and reacts as 'Anonymous User'", async () => {
    const heidi = await make.user({ name: 'Heidi RealSurname', profile: { display_name: '' } });
    const reader = await make.user();
    const created = await heidi.client.post<{ post: { id: string } }>('/api/social/posts', {
      content: 'first day',
    });
    expect(created.status).toBe(201);
    const postId = created.body.post.id;
    await heidi.client.post(`/api/social/posts/${postId}/comments`, { content: 'me again' });
    await heidi.client.post(`/api/social/posts/${postId}/like`, { reaction: 'like' });
    expect(await feedName(reader.client, postId)).toBe('Anonymous User');
    expect(await commentNames(reader.client, postId)).toEqual(['Anonymous User']);
    const likes = await reader.client.get<{ display_name: string }[]>(
      `/api/social/posts/${postId}/likes`,
    );
    expect(JSON.stringify(likes.body)).not.toContain('RealSurname');
    expect(JSON.stringify(likes.body)).not.toContain('Heidi');
  });

  it("clearing the display name rewrites past posts as 'Anonymous User', never the provider's name", async () => {
    const heidi = await make.user({
      name: 'Heidi RealSurname',
      profile: { display_name: 'anon_h' },
    });
    const reader = await make.user();
    const created = await heidi.client.post<{ post: { id: string } }>('/api/social/posts', {
      content: 'a week',
    });
    const postId = created.body.post.id;
    await heidi.client.post(`/api/social/posts/${postId}/comments`, { content: 'thanks all' });
    expect(await feedName(reader.client, postId)).toBe('anon_h');

    const cleared = await heidi.client.post('/api/profile', { ...valid, display_name: '' });
    expect(cleared.status).toBe(200);
    expect(await feedName(reader.client, postId)).toBe('Anonymous User');
    expect(await commentNames(reader.client, postId)).toEqual(['Anonymous User']);
    const stored = await server.db.models.Post.findById(postId).lean();
    expect(stored!.display_name).toBe('Anonymous User');
  });
});

describe('POST /api/profile', () => {
  it('saves every field and returns the profile', async () => {
    const res = await client.post('/api/profile', valid);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(valid);
    expect((await client.get('/api/profile')).body).toEqual(valid);
  });

  it.each(["O'Brien", 'Badminton Fan', 'Brad Minor', 'Сергей', 'राहुल शर्मा', '田中太郎', 'فاطمة'])(
    'saves the real name %j',
    async (name) => {
      const res = await client.post('/api/profile', { ...valid, display_name: name });
      expect(res.status).toBe(200);
      expect((await client.get('/api/profile')).body).toMatchObject({ display_name: name });
    },
  );

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
    ['display_name Admin', { display_name: 'Admin' }, STAFF],
    ['display_name Moderator', { display_name: 'moderator' }, STAFF],
    ['display_name Administrator', { display_name: 'Administrator' }, STAFF],
    ['display_name Support', { display_name: 'SUPPORT' }, STAFF],
    ['the product name', { display_name: 'Peer Recovery Network' }, STAFF],
    ['a spaced-out staff word', { display_name: 'A d m i n' }, STAFF],
    ['a lookalike staff word', { display_name: 'Аdm1n' }, STAFF],
    ['a zero-width space', { display_name: 'Pa\u200bt' }, CONTROL],
    ['a right-to-left override', { display_name: '\u202eTap' }, CONTROL],
    ['a bidirectional isolate', { display_name: 'Pat\u2066' }, CONTROL],
    ['a staff word in small capitals', { display_name: 'ᴀᴅᴍɪɴ' }, STAFF],
    ['a staff word in Lisu letters', { display_name: 'ꓮꓓꓟꓲꓠ' }, STAFF],
    ['a staff word inside a word', { display_name: 'theadminteam' }, STAFF],
    ['a staff word with mixed case', { display_name: 'Pat AdMin' }, STAFF],
    ['the product name with an Armenian o', { display_name: 'Peer Recovery Netwօrk' }, STAFF],
    ['a musical format character', { display_name: 'Ad\u{1D173}min Pat' }, CONTROL],
    ['a shorthand format character', { display_name: 'Pat Ad\u{1BCA0}min' }, CONTROL],
    ['a variation selector', { display_name: '\u{E0100}x' }, CONTROL],
    ['no visible letter', { display_name: '\u2800' }, NO_LETTER],
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
