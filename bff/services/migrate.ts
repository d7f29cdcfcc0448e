import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';
import type { PagedLists } from '../db/pagedList';
import type { Models } from '../models';
import { reactionId } from '../models/reaction';
import type { PostRecord } from '../presenters/social';
import type { ViewerReactions } from './social/viewerReactions';

/** Set once the data is in the shape that is read by `_id` (the lists of references). */
const MARKER = 'reads-by-id-v1';

type Loose = Record<string, unknown> & { _id: string | Types.ObjectId };

const OLD_INDEXES: [string, string][] = [
  ['sessions', 'token_hash_1'],
  ['sessions', 'user_id_1'],
  ['login_codes', 'code_hash_1'],
  ['profiles', 'user_id_1'],
  ['threads', 'pair_key_1'],
  ['posts', 'status_1_created_at_-1__id_-1'],
  ['posts', 'author_id_1_created_at_-1__id_-1'],
  ['comments', 'post_id_1_created_at_1__id_1'],
  ['reactions', 'post_id_1_user_id_1'],
  ['reactions', 'user_id_1_post_id_1'],
  ['reports', 'post_id_1_reporter_id_1'],
];

/**
 * Data written before reads went by `_id` (a developer's ./data): runs once at start, before the
 * first feed read or post write, and is marked done. Each step scans its collection once, only
 * here. The feed list goes last, so a crash part-way repeats the whole (idempotent) run.
 */
export async function migrateToReadsById(
  conn: Connection,
  models: Models,
  lists: PagedLists,
  feed: { list: string; refOf: (p: PostRecord) => object },
): Promise<void> {
  const markers = conn.collection<{ _id: string; at?: Date }>('migrations');
  if (await markers.findOne({ _id: MARKER })) return;

  // Indexes of the old lookups: useless now, and the unique ones would refuse a second document
  // without the field (a second session, a second thread).
  for (const [collection, index] of OLD_INDEXES) {
    await conn
      .collection(collection)
      .dropIndex(index)
      .catch((err: unknown) => {
        // Absent (no such index, or no such collection): nothing to drop. Anything else is real.
        const code = (err as { codeName?: string }).codeName;
        if (code !== 'IndexNotFound' && code !== 'NamespaceNotFound') throw err;
      });
  }

  // Documents that were found by a field now live under that key as `_id`.
  const rekey = async (name: string, keyOf: (d: Loose) => string | Types.ObjectId | null) => {
    const col = conn.collection<Loose>(name);
    if (!(await col.findOne({}))) return [];
    const moved: Loose[] = [];
    for (const doc of await col.find({}).toArray()) {
      const key = keyOf(doc);
      if (key === null || String(key) === String(doc._id)) continue;
      const { _id: oldId, ...rest } = doc;
      await col.updateOne(
        { _id: key },
        { $setOnInsert: rest },
        {
          upsert: true,
        },
      );
      await col.deleteOne({ _id: oldId });
      moved.push({ ...rest, _id: key });
    }
    return moved;
  };
  const field = (name: string) => (d: Loose) => (d[name] ? (d[name] as Types.ObjectId) : null);
  await rekey('profiles', field('user_id'));
  await rekey('threads', (d) => (typeof d.pair_key === 'string' ? d.pair_key : null));
  await rekey('reports', (d) =>
    typeof d._id === 'string' ? null : reactionId(String(d.post_id), String(d.reporter_id)),
  );
  const reactions = await rekey('reactions', (d) =>
    typeof d._id === 'string' ? null : reactionId(String(d.post_id), String(d.user_id)),
  );
  await appendGrouped(lists, reactions, 'r');

  const comments = await conn.collection<Loose>('comments').find({}).toArray();
  const listed = new Set<string>();
  for (const c of comments) {
    const list = `c:${String(c.post_id)}`;
    if (!listed.has(list) && (await lists.count(list)) > 0) listed.add(list); // already a list
  }
  await appendGrouped(
    lists,
    comments.filter((c) => !listed.has(`c:${String(c.post_id)}`)),
    'c',
  );

  // The feed: only when posts exist but the list does not.
  if ((await lists.count(feed.list)) === 0 && (await models.Post.findOne().lean())) {
    const posts = await models.Post.find({}, { author_id: 1, privacy: 1, created_at: 1 }).lean<
      PostRecord[]
    >();
    posts.sort(byTime);
    await lists.rebuild(feed.list, posts.map(feed.refOf));
  }
  await markers.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true });
}

const byTime = (a: { created_at?: unknown; _id: unknown }, b: typeof a) =>
  new Date(a.created_at as Date).getTime() - new Date(b.created_at as Date).getTime() ||
  (String(a._id) < String(b._id) ? -1 : 1);

/** Appends `{id}` references per post, oldest first, to the lists `<prefix>:<postId>`. */
async function appendGrouped(lists: PagedLists, docs: Loose[], prefix: string) {
  const byPost = new Map<string, Loose[]>();
  for (const d of docs) {
    const group = byPost.get(String(d.post_id)) ?? [];
    group.push(d);
    byPost.set(String(d.post_id), group);
  }
  for (const [postId, group] of byPost) {
    group.sort(byTime);
    await lists.appendMany(
      `${prefix}:${postId}`,
      group.map((d) => ({ id: String(d._id) })),
    );
  }
}

/** Set once every post knows its feed position and the viewer reactions are grouped by it. */
const VIEWER_REACTIONS_MARKER = 'viewer-reactions-v1';

/**
 * Posts written before they kept their feed position, and their reactions, brought into the
 * shape the feed reads (bff/services/social/viewerReactions.ts): runs once at start after
 * migrateToReadsById, scanning posts and reactions once. A database with no posts yet is simply
 * marked done, so a new database never pays for it.
 */
export async function migrateViewerReactions(
  conn: Connection,
  models: Models,
  lists: PagedLists,
  byViewer: ViewerReactions,
  feedList: string,
): Promise<void> {
  const markers = conn.collection<{ _id: string; at?: Date }>('migrations');
  if (await markers.findOne({ _id: VIEWER_REACTIONS_MARKER })) return;
  if (await models.Post.findOne({}, { _id: 1 }).lean()) {
    const total = await lists.count(feedList);
    const { items } = await lists.collect<{ id: string }, { id: string; pos: number }>(feedList, {
      limit: total,
      maxScan: total,
      keep: async (refs) => refs.map((r) => ({ pos: r.pos, item: { id: r.id, pos: r.pos } })),
    });
    const posOf = new Map(items.map((r) => [r.id, r.pos]));
    for (const p of await models.Post.find({}, { feed_pos: 1 }).lean()) {
      const pos = posOf.get(String(p._id));
      if (pos !== undefined && p.feed_pos !== pos)
        await models.Post.updateOne({ _id: p._id }, { $set: { feed_pos: pos } });
    }
    const reactions = await models.Reaction.find(
      {},
      { post_id: 1, user_id: 1, reaction: 1 },
    ).lean();
    await byViewer.addAll(
      reactions.flatMap((r) => {
        const feedPos = posOf.get(String(r.post_id));
        return feedPos === undefined
          ? []
          : [
              {
                userId: String(r.user_id),
                feedPos,
                postId: String(r.post_id),
                reaction: r.reaction,
              },
            ];
      }),
    );
  }
  await markers.updateOne(
    { _id: VIEWER_REACTIONS_MARKER },
    { $set: { at: new Date() } },
    { upsert: true },
  );
}
