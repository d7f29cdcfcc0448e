import { describe, expect, it } from 'vitest';
import type { Post, Privacy } from '../../../contract/social';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/** GET /api/social/posts/{id}: one post, where a notification links (docs/notifications.md). */
const { server, make } = await serverForFile();

const newPost = (author: TestUser, privacy: Privacy = 'public') =>
  make.published(author, { content: 'Day forty, still here.', privacy });
const get = (who: TestUser, id: string) =>
  who.client.get<{ post?: Post; error?: string }>(`/api/social/posts/${id}`);

describe('GET /api/social/posts/{id}', () => {
  it('answers a post the viewer may see, with their own reaction', async () => {
    const [ana, bo] = await make.users(2);
    const id = await newPost(ana!);
    await bo!.client.post(`/api/social/posts/${id}/like`, { reaction: 'strong' });
    const res = await get(bo!, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.post).toMatchObject({
      id,
      user_id: ana!.id,
      content: 'Day forty, still here.',
      user_reaction_type: 'strong',
    });
    expect((await get(ana!, id)).body.post?.user_reaction_type).toBeNull();
  });

  it("answers 404 for someone else's private post, as for a post that does not exist", async () => {
    const [ana, bo] = await make.users(2);
    const id = await newPost(ana!, 'private');
    const res = await get(bo!, id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Post not found.');
    expect((await get(ana!, id)).status).toBe(200);
  });

  it('answers 404 across a block, for a deleted post, an unknown id and a malformed one', async () => {
    const [ana, bo] = await make.users(2);
    const id = await newPost(ana!);
    expect((await bo!.client.post(`/api/users/${ana!.id}/block`)).status).toBe(200);
    expect((await get(bo!, id)).status).toBe(404);
    expect((await ana!.client.delete(`/api/social/posts/${id}`)).status).toBe(200);
    expect((await get(ana!, id)).status).toBe(404);
    expect((await get(ana!, 'ffffffffffffffffffffffff')).status).toBe(404);
    const bad = await get(ana!, 'not-an-id');
    expect(bad.status).toBe(404);
    expect(bad.body.error).toBe('Post not found.');
  });

  it('needs a signed-in person', async () => {
    expect((await server.client().get('/api/social/posts/ffffffffffffffffffffffff')).status).toBe(
      401,
    );
  });
});
