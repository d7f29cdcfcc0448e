import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRIVACIES, type ModerationStatus } from '../../contract/social';
import { connectDatabase, type Database } from '../db/connect';
import { pairKey } from '../models/thread';
import type { SignedInUser } from '../services/sessions';
import { canViewPost, visiblePostsFilter } from './posts';

/**
 * The predicate (one post) and the query filter (the feed) must select the same posts: every
 * viewer kind x author relation (self, peer, stranger) x privacy x moderation status, with the
 * filter run by the real database.
 */
const MODERATION_STATUSES: ModerationStatus[] = ['published', 'pending', 'rejected'];
const me = new Types.ObjectId();
const peer = new Types.ObjectId();
const stranger = new Types.ObjectId();
const authors = { self: me, peer, stranger } as const;
const viewers: Record<string, SignedInUser> = {
  member: { id: String(me), email: 'me@example.com', is_admin: false },
  admin: { id: String(me), email: 'admin@example.com', is_admin: true },
};

let db: Database;
const postIds = new Map<string, Types.ObjectId>();
const key = (author: string, privacy: string, status: string) => `${author}/${privacy}/${status}`;

beforeAll(async () => {
  db = await connectDatabase(inject('mongoUri'), `test_${randomBytes(6).toString('hex')}`);
  await db.models.Thread.create({
    pair_key: pairKey(String(me), String(peer)),
    user_ids: [me, peer],
  });
  for (const [author, authorId] of Object.entries(authors)) {
    for (const privacy of PRIVACIES) {
      for (const status of MODERATION_STATUSES) {
        const doc = await db.models.Post.create({
          author_id: authorId,
          content: key(author, privacy, status),
          privacy,
          status,
        });
        postIds.set(key(author, privacy, status), doc._id);
      }
    }
  }
});
afterAll(async () => {
  await db.conn.dropDatabase().catch(() => {});
  await db.close();
});

const rows = Object.keys(viewers).flatMap((viewer) =>
  Object.keys(authors).flatMap((author) =>
    PRIVACIES.flatMap((privacy) =>
      MODERATION_STATUSES.map((status) => ({ viewer, author, privacy, status })),
    ),
  ),
);

describe('post visibility: predicate and query filter agree', () => {
  it.each(rows)('$viewer sees $author/$privacy/$status alike in both', async (row) => {
    const viewer = viewers[row.viewer]!;
    const id = postIds.get(key(row.author, row.privacy, row.status))!;
    const post = { author_id: authors[row.author as keyof typeof authors], ...row };
    const byPredicate = canViewPost(post, viewer, row.author === 'peer');
    const filter = visiblePostsFilter(viewer, [peer]);
    const byQuery = (await db.models.Post.countDocuments({ $and: [{ _id: id }, filter] })) === 1;
    expect(byQuery).toBe(byPredicate);
  });

  it('covers the cases that matter', () => {
    const member = viewers.member!;
    const at = (author: keyof typeof authors, privacy: string, status: string) =>
      canViewPost({ author_id: authors[author], privacy, status }, member, author === 'peer');
    expect(at('stranger', 'public', 'published')).toBe(true);
    expect(at('stranger', 'friends', 'published')).toBe(false);
    expect(at('peer', 'friends', 'published')).toBe(true);
    expect(at('peer', 'private', 'published')).toBe(false);
    expect(at('peer', 'public', 'pending')).toBe(false);
    expect(at('self', 'private', 'pending')).toBe(true);
    expect(at('self', 'public', 'rejected')).toBe(false);
  });
});
