import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { inject } from 'vitest';
import type { ModerationStatus, Privacy } from '../../contract/social';
import { hashSecret } from '../secrets';
import { pagedLists } from '../db/pagedList';
import { engineSeam, type EngineName } from '../db/seam';
import { FEED_LIST, feedRefOf } from '../services/social/lists';
import { pairKey } from '../models/thread';
import type { TestClient, TestServer } from './harness';

/** A person in a test: their account id, email and a client holding their session cookie. */
export interface TestUser {
  id: string;
  email: string;
  name: string;
  client: TestClient;
}

export interface UserOptions {
  /** Default: a unique address, so tests never share an account by accident. */
  email?: string;
  name?: string;
  /** Signs in as the ADMIN_EMAILS account of the test server (admin@example.com). */
  admin?: boolean;
  /** Completes Profile Setup (default true); false leaves the profile as after first sign-in. */
  profile?: boolean | Record<string, unknown>;
}

export interface PostOptions {
  content?: string;
  privacy?: Privacy;
  status?: ModerationStatus;
  created_at?: Date;
}

const NAME_LETTERS = 'bcdfghjkmnpqrstvwxz';

/**
 * Builds what a BFF test needs on its own test server: people signed in through the real sign-in
 * flow, complete profiles, posts and peer pairs (a message thread). Every user is new, so tests do
 * not depend on each other's state.
 */
export function factory(server: TestServer) {
  const { models, conn } = server.db;
  const lists = pagedLists(conn, engineSeam(conn, inject('dbEngine') as EngineName));
  const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;
  // A random display name must never read as a staff word (domain/profile/staffNames.ts reads
  // digits as letters: hex such as '574ff' is 'staff'). Every staff word has a vowel: these
  // letters have none and read as none.
  const uniqueName = () =>
    `user-${[...randomBytes(10)].map((b) => NAME_LETTERS[b % NAME_LETTERS.length]).join('')}`;

  return {
    /** A new person with a session (grant -> local provider -> one-time code -> cookie). */
    async user(options: UserOptions = {}): Promise<TestUser> {
      const name = options.name ?? uniqueName();
      const email = options.admin
        ? 'admin@example.com'
        : (options.email ?? `${unique('user')}@example.com`);
      const client = server.client();
      const profile = options.profile ?? true;
      if (profile) {
        const fields = typeof profile === 'object' ? profile : {};
        return { id: await client.signUp(email, name, fields), email, name, client };
      }
      await client.signIn(email, name);
      const me = await client.get<{ id: string }>('/api/users/me');
      return { id: me.body.id, email, name, client };
    },

    /** Several new people at once. */
    async users(count: number, options: Omit<UserOptions, 'email' | 'admin'> = {}) {
      const made: TestUser[] = [];
      for (let i = 0; i < count; i++) made.push(await this.user(options));
      return made;
    },

    /**
     * A post stored as the service stores it (its reference in the feed list first, then the
     * post), in any moderation state (the API only makes published ones). Returns its id.
     */
    async post(author: TestUser, options: PostOptions = {}): Promise<string> {
      const _id = new Types.ObjectId();
      const created_at = options.created_at ?? new Date();
      const privacy = options.privacy ?? 'public';
      const feed_pos = await lists.append(
        FEED_LIST,
        feedRefOf({ _id, created_at, author_id: new Types.ObjectId(author.id), privacy }),
      );
      const doc = await models.Post.create({
        _id,
        created_at,
        author_id: new Types.ObjectId(author.id),
        display_name: author.name,
        content: options.content ?? unique('post'),
        privacy,
        status: options.status ?? 'published',
        feed_pos,
      });
      return String(doc._id);
    },

    /**
     * A post published through the API, as the app makes one (its notifications, lists and limits
     * with it). Returns its id; fails the test when the post is refused.
     */
    async published(
      author: TestUser,
      options: { content?: string; privacy?: Privacy } = {},
    ): Promise<string> {
      const res = await author.client.post<{ post?: { id: string }; error?: string }>(
        '/api/social/posts',
        { content: options.content ?? 'Thirty days.', privacy: options.privacy ?? 'public' },
      );
      if (res.status !== 201 || !res.body.post)
        throw new Error(`publishing a post failed (${res.status}): ${res.body.error ?? ''}`);
      return res.body.post.id;
    },

    /** A comment written through the API, answered as the app answers it. */
    comment(who: TestUser, postId: string, content = 'Well done') {
      return who.client.post<{ comment?: { id: string }; error?: string }>(
        `/api/social/posts/${postId}/comments`,
        { content },
      );
    },

    /** Makes two people peers: a thread where both wrote ('friends' privacy). */
    async peers(a: TestUser, b: TestUser): Promise<void> {
      await models.Thread.create({
        _id: pairKey(a.id, b.id),
        user_ids: [new Types.ObjectId(a.id), new Types.ObjectId(b.id)],
        wrote_0: true,
        wrote_1: true,
      });
    },

    /** Makes an account look `hours` old (reports count toward holds only from established ones). */
    async ageAccount(user: TestUser, hours = 25): Promise<void> {
      await models.User.updateOne(
        { _id: new Types.ObjectId(user.id) },
        { $set: { created_at: new Date(Date.now() - hours * 3600_000) } },
      );
    },

    /** Records that moderators dismissed `count` of this person's reports. */
    async dismissedReports(user: TestUser, count: number): Promise<void> {
      await models.User.updateOne(
        { _id: new Types.ObjectId(user.id) },
        { $set: { reports_dismissed: count } },
      );
    },

    /** Lets this person's current session expire, and no one else's. */
    async expireSession(user: TestUser): Promise<string> {
      const token = user.client.jar.get('sid');
      if (!token) throw new Error(`${user.email} has no session cookie`);
      await models.Session.updateOne(
        { _id: hashSecret(token) },
        { $set: { expires_at: new Date(Date.now() - 1000) } },
      );
      return token;
    },

    /** Whether a session token is still stored. */
    async sessionExists(token: string): Promise<boolean> {
      return (await models.Session.findById(hashSecret(token)).lean()) !== null;
    },

    /** Lets one login code expire before it is exchanged. */
    async expireLoginCode(code: string): Promise<void> {
      await models.LoginCode.updateOne(
        { _id: hashSecret(code) },
        { $set: { expires_at: new Date(Date.now() - 1000) } },
      );
    },
  };
}
export type Factory = ReturnType<typeof factory>;
