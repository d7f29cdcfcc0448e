import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { PRIVACIES } from '../../contract/social';
import type { SignedInUser } from '../viewer';
import { canViewPost, refVisibility, threadMakesPeers } from './social';

/**
 * The predicate on a post (the final word) and the reading of a feed reference (the feed's
 * pre-check) must agree: every viewer kind x author relation (self, peer, stranger) x privacy x
 * status. A reference never hides a post the predicate shows, and 'hide' means hidden whatever
 * the status.
 */
const STATUSES = ['published', 'pending', 'rejected', 'deleted'];
const me = new Types.ObjectId();
const peer = new Types.ObjectId();
const stranger = new Types.ObjectId();
const authors = { self: me, peer, stranger } as const;
const viewers: Record<string, SignedInUser> = {
  member: { id: String(me), email: 'me@example.com', is_admin: false },
  admin: { id: String(me), email: 'admin@example.com', is_admin: true },
};

const rows = Object.keys(viewers).flatMap((viewer) =>
  Object.keys(authors).flatMap((author) =>
    PRIVACIES.flatMap((privacy) => STATUSES.map((status) => ({ viewer, author, privacy, status }))),
  ),
);

describe('post visibility: predicate and reference agree', () => {
  it.each(rows)('$viewer sees $author/$privacy/$status alike in both', (row) => {
    const viewer = viewers[row.viewer]!;
    const authorId = authors[row.author as keyof typeof authors];
    const isPeer = row.author === 'peer';
    const byPredicate = canViewPost({ author_id: authorId, ...row }, viewer, isPeer);
    const byRef = refVisibility({ author: String(authorId), privacy: row.privacy }, viewer);
    const refAllows = byRef === 'show' || (byRef === 'ifPeer' && isPeer);
    // What the feed shows: the reference lets it through and the post's own check agrees.
    expect(refAllows && canViewPost({ author_id: authorId, ...row }, viewer, isPeer)).toBe(
      byPredicate,
    );
    if (byRef === 'hide') expect(byPredicate).toBe(false);
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
    // A rejected post stays with its author, marked removed by moderators; nobody else sees it.
    expect(at('self', 'public', 'rejected')).toBe(true);
    expect(at('peer', 'public', 'rejected')).toBe(false);
    expect(at('self', 'public', 'deleted')).toBe(false);
    expect(at('stranger', 'public', 'deleted')).toBe(false);
    const admin = viewers.admin!;
    const asAdmin = (author: keyof typeof authors, privacy: string, status: string) =>
      canViewPost({ author_id: authors[author], privacy, status }, admin, author === 'peer');
    expect(asAdmin('stranger', 'public', 'deleted')).toBe(false);
    // Held posts stay visible to admins (marked pending) until the admin queue handles them,
    // within their privacy; members other than the author still cannot see them.
    expect(asAdmin('stranger', 'public', 'pending')).toBe(true);
    expect(asAdmin('peer', 'friends', 'pending')).toBe(true);
    expect(asAdmin('stranger', 'friends', 'pending')).toBe(false);
    expect(asAdmin('stranger', 'private', 'pending')).toBe(false);
    expect(asAdmin('stranger', 'public', 'rejected')).toBe(false);
    expect(at('stranger', 'public', 'pending')).toBe(false);
  });
});

describe("peers by their thread ('friends' privacy)", () => {
  it('one unanswered side does not make peers', () => {
    expect(threadMakesPeers({ wrote_0: true, wrote_1: false })).toBe(false);
    expect(threadMakesPeers({ wrote_0: false, wrote_1: true })).toBe(false);
    expect(threadMakesPeers({ wrote_0: false, wrote_1: false })).toBe(false);
  });

  it('both having written makes peers', () => {
    expect(threadMakesPeers({ wrote_0: true, wrote_1: true })).toBe(true);
  });

  it('a thread from before messages (no wrote_* fields) makes peers; no thread does not', () => {
    expect(threadMakesPeers({})).toBe(true);
    expect(threadMakesPeers(null)).toBe(false);
    expect(threadMakesPeers(undefined)).toBe(false);
  });
});
