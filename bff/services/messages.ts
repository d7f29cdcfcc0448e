import { Types, type Connection } from 'mongoose';
import { DELETED_ACCOUNT_NAME } from '../../contract/account';
import { callEntryText, type CallEntry } from '../../contract/calls';
import {
  ACCOUNT_DELETED_TEXT,
  MESSAGES_PAGE_SIZE,
  NOT_ACCEPTING_TEXT,
  PREVIEW_MAX,
  THUMBS_UP,
  type ConversationPage,
  type Message,
  type MessageReaction,
  type MessageReactions,
  type MessageThread,
  type MessageType,
  type Presence,
} from '../../contract/messages';
import { shownName } from '../../domain/profile/displayName';
import { pageOf, pagedLists, type Ref } from '../db/pagedList';
import type { EngineSeam } from '../db/seam';
import type { Background } from '../background';
import type { EventHub } from '../events/hub';
import { outsideBudget } from '../db/deadline';
import {
  badRequest,
  forbidden,
  HttpError,
  messageNotFound,
  notFound,
  personNotFound,
  unauthorized,
} from '../errors';
import type { Models } from '../models';
import { assertProfileComplete, reachable } from '../policies/profile';
import { pairKey, sideOf } from '../models/thread';
import { idsNotHidden, isHidden } from '../policies/blocks';
import { isParticipant, mayMessage } from '../policies/messages';
import { seesPresence } from '../policies/presence';
import {
  groupReactions,
  parseMessageId,
  presentMessage,
  presentThread,
  type MessageRef,
} from '../presenters/message';
import { reportFiling } from './admin/reportFiling';
import type { BlockService } from './blocks';
import { cursorOf, decodeCursor } from './cursor';
import type { InboxService } from './inbox';
import type { PresenceService } from './presence';
import type { SignedInUser } from '../viewer';

/** A conversation's messages: the paged list `m:<pair>` (bff/db/pagedList.ts). */
const listOf = (pair: string) => `m:${pair}`;
const REACTIONS = 'message_reactions';

interface ThreadDoc {
  _id: string;
  read_0?: number;
  read_1?: number;
  wrote_0?: boolean;
  wrote_1?: boolean;
  hidden?: number[];
  gone_0?: boolean;
  gone_1?: boolean;
}
interface ProfileFacts {
  _id: Types.ObjectId;
  display_name?: string | null;
  support_status?: string | null;
  recovery_type?: string | null;
  accept_messages?: boolean | null;
}
interface ReactionsDoc {
  _id: string;
  /** `pos|userId|emoji` for each reaction on the page's messages. */
  r?: string[];
}

const oid = (id: string) => new Types.ObjectId(id);
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** The start of a message, cut between characters as people see them (never inside an emoji). */
function preview(content: string): string {
  if (content.length <= PREVIEW_MAX) return content;
  let out = '';
  for (const { segment } of graphemes.segment(content)) {
    if (out.length + segment.length > PREVIEW_MAX - 1) break;
    out += segment;
  }
  return `${out}…`;
}
const notAccepting = () => forbidden(NOT_ACCEPTING_TEXT, 'not_accepting_messages');
/**
 * Anything sent into a conversation whose other person deleted their account: 404 as for a person
 * who does not exist (docs/privacy-and-moderation.md, Delete my account), saying why, since the
 * viewer already sees 'Deleted account' there.
 */
const accountGone = () => notFound(ACCOUNT_DELETED_TEXT, 'person_not_found');
/** That side of the pair deleted their account (bff/services/account/eraseConversations.ts). */
const isGone = (thread: ThreadDoc | null | undefined, side: 0 | 1) =>
  thread?.[`gone_${side}`] === true;
/** What is shown of someone whose presence the viewer may not see (a block, closed messages). */
const HIDDEN_PRESENCE: Presence = { online: false, last_seen: null };

export interface MessageDeps {
  blocks: BlockService;
  inbox: InboxService;
  presence: PresenceService;
  hub: EventHub;
  /** Live delivery: a message is stored before it is told; a failed telling is logged. */
  jobs: Background;
}

/**
 * Direct messages (docs/product.md, Messages): sending, reading, read marks, reactions, typing and
 * reports. Every read goes by `_id`: the thread list is one inbox document, a conversation page one
 * or two list pages plus the page's reactions, a message is found from its id alone.
 */
export function messageService(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  deps: MessageDeps,
) {
  const { Thread, Profile } = models;
  const { blocks, inbox, presence, hub, jobs } = deps;
  const lists = pagedLists(conn, seam);
  const filing = reportFiling(models, conn, seam);
  const reactionDocs = () => conn.collection<ReactionsDoc>(REACTIONS);
  const reactionDocId = (pair: string, page: number) => `${pair}:${page}`;

  async function profilesOf(...ids: string[]) {
    return seam.findByIds<ProfileFacts>(Profile, ids.map(oid), {
      display_name: 1,
      support_status: 1,
      recovery_type: 1,
      accept_messages: 1,
      suspended: 1,
    });
  }

  async function reactionsOn(pair: string, pages: readonly number[]) {
    const docs = await Promise.all(
      [...new Set(pages)].map((p) => reactionDocs().findOne({ _id: reactionDocId(pair, p) })),
    );
    return groupReactions(docs.flatMap((d) => d?.r ?? []));
  }

  /**
   * The message an id names, if the viewer is one of its two people and its sender did not delete
   * their account; else 404. With its thread's flags, for the caller's own checks.
   */
  async function findMessage(viewer: SignedInUser, messageId: string) {
    const at = parseMessageId(messageId.toLowerCase());
    if (!at || !isParticipant(at.pair, viewer.id)) throw messageNotFound();
    const [ref, thread] = await Promise.all([
      lists.at<MessageRef>(listOf(at.pair), at.pos),
      // Never a hot copy: another BFF on the same database may have erased the sender just now.
      Thread.findById(at.pair, { gone_0: 1, gone_1: 1 }).lean<ThreadDoc>(),
    ]);
    // Erased with its sender's account (bff/services/account/eraseConversations.ts): the
    // tombstone (`g`) is only in pages written after the erasure, while the thread's flag is set
    // before the pages are rewritten and holds against a page this process cached earlier (a
    // complete page is kept, bff/db/pagedList.ts). No thread: a conversation both people left,
    // removed whole, or never written (as for the conversation's own read).
    if (!ref || ref.g || !thread || isGone(thread, ref.s)) throw messageNotFound();
    const other = at.pair.split(':').find((id) => id !== viewer.id)!;
    return { ...at, ref, other, thread };
  }

  /** Checks the rule and answers the one silent 403 when it refuses. */
  async function assertMayMessage(
    from: string,
    to: string,
    pair: string,
    toProfile: ProfileFacts | undefined,
    thread: ThreadDoc | null,
  ) {
    const blocked = await blocks.eitherBlocked(from, to);
    const recipientWrote = thread?.[`wrote_${sideOf(pair, to)}`] === true;
    if (
      !mayMessage({
        blocked,
        recipientAccepts: toProfile?.accept_messages !== false,
        recipientWrote,
      })
    )
      throw notAccepting();
  }

  /**
   * Stores a conversation entry (a message, or a call's entry) and tells both people: the list and
   * both inboxes under the pair's key, then the live events. `side` is who it is from.
   */
  async function deliver(
    pair: string,
    side: 0 | 1,
    ref: MessageRef,
    ctx: {
      myName: string;
      theirName: string;
      thread: ThreadDoc | null;
      last: string;
      /** False for a call's entry: only what a person writes makes them have written. */
      wrote?: boolean;
    },
  ): Promise<Message> {
    const ids = pair.split(':') as [string, string];
    const me = ids[side];
    const other = ids[1 - side]!;
    const t = ref.t;
    const { myName, theirName, thread, last } = ctx;
    // One send of a pair at a time on FerretDB, so the list and both inboxes agree on order.
    // Once begun the writes finish together, even if the sender's connection drops meanwhile
    // (outside the request's time limit): a stored message always reaches both thread lists.
    const { pos, unread } = await outsideBudget(() =>
      seam.serialize(`thread:${pair}`, async () => {
        // The thread first: it is what says the two are peers, and where 'wrote' is kept.
        const before = await Thread.findOneAndUpdate(
          { _id: pair },
          {
            $setOnInsert: { user_ids: pair.split(':').map(oid), created_at: new Date(t) },
            $set: {
              updated_at: new Date(t),
              ...(ctx.wrote === false ? {} : { [`wrote_${side}`]: true }),
            },
          },
          // No projection: FerretDB 1.24 does not run one on findAndModify.
          { upsert: true, returnDocument: 'before' },
        ).lean<ThreadDoc>();
        // Checked again in the same write: an account erased since the checks of the send
        // (bff/services/account/eraseConversations.ts marks its side under this same key) gets
        // nothing more, neither a message of theirs nor one to them, and no thread list of theirs
        // comes back; a refused send leaves only the thread's `updated_at` and `wrote_*` touched.
        // Exact on FerretDB, where this key orders the send and the erasure's mark.
        // On MongoDB nothing orders them: a send whose thread write came just before the mark
        // may still append and write both thread lists after the erasure passed them.
        if (isGone(before, side)) throw unauthorized();
        if (isGone(before, side === 0 ? 1 : 0)) throw accountGone();
        const at = await lists.append(listOf(pair), ref);
        const [, theirUnread] = await Promise.all([
          inbox.noteMessage(me, other, { last, at: t, mine: true }, theirName),
          inbox.noteMessage(other, me, { last, at: t, mine: false }, myName),
        ]);
        return { pos: at, unread: theirUnread };
      }),
    );

    const message = presentMessage({ ...ref, pos }, pair, false, {});
    // Presence decorates the live event only between peers: after this message, they are peers
    // when the other has written too (no block: the send was allowed).
    const wrote = thread ?? { wrote_0: false, wrote_1: false };
    const peers = seesPresence(
      ctx.wrote === false ? wrote : { ...wrote, [`wrote_${side}`]: true },
      false,
    );
    // Stored is what counts: presence only decorates the live event.
    const presences = await (
      peers ? presence.of([me, other]) : Promise.resolve(new Map<string, Presence>())
    ).catch(
      () =>
        new Map([
          [me, HIDDEN_PRESENCE],
          [other, HIDDEN_PRESENCE],
        ]),
    );
    const entry = { last, at: t };
    // Stored is what counts: a failed live delivery is logged, and the app falls back to polling.
    await jobs.run(
      'messages.live',
      Promise.all([
        hub.publish({
          to: [other],
          type: 'message',
          data: {
            message,
            thread: presentThread(
              { ...entry, mine: false, otherId: me, name: myName, unread },
              presences.get(me) ?? HIDDEN_PRESENCE,
              false,
            ),
          },
        }),
        hub.publish({
          to: [me],
          type: 'message',
          data: {
            message,
            thread: presentThread(
              { ...entry, mine: true, otherId: other, name: theirName, unread: 0 },
              presences.get(other) ?? HIDDEN_PRESENCE,
              false,
            ),
          },
        }),
      ]),
    );
    return message;
  }

  /** The checks of a send, for anything that reaches a person (a message, a call): throws why not. */
  async function assertMayContact(viewer: SignedInUser, otherId: string) {
    const other = otherId.toLowerCase();
    if (other === viewer.id) throw badRequest('You cannot contact yourself.', 'message_self');
    const pair = pairKey(viewer.id, other);
    const [profiles, thread] = await Promise.all([
      profilesOf(viewer.id, other),
      Thread.findById(pair).lean<ThreadDoc>(),
    ]);
    if (isGone(thread, sideOf(pair, other))) throw accountGone();
    if (!reachable(profiles.get(other))) throw personNotFound();
    assertProfileComplete(profiles.get(viewer.id), 'contactPeers');
    await assertMayMessage(viewer.id, other, pair, profiles.get(other), thread);
  }

  return {
    assertMayContact,

    /**
     * A call's entry in its conversation once it is over ('Missed video call', 'Audio call ·
     * 4 min'), from the caller's side; both people's thread lists and live events as a message.
     */
    async noteCall(callerId: string, recipientId: string, entry: CallEntry): Promise<Message> {
      const pair = pairKey(callerId, recipientId);
      const side = sideOf(pair, callerId);
      const text = callEntryText(entry);
      const [profiles, thread] = await Promise.all([
        profilesOf(callerId, recipientId),
        Thread.findById(pair).lean<ThreadDoc>(),
      ]);
      const ref: MessageRef = {
        s: side,
        c: text,
        t: Date.now(),
        k: 'c',
        call: {
          i: entry.call_id,
          v: entry.call_type === 'video' ? 1 : 0,
          o: entry.outcome,
          d: Math.round(entry.duration_s),
        },
      };
      return deliver(pair, side, ref, {
        myName: shownName(profiles.get(callerId)?.display_name),
        theirName: shownName(profiles.get(recipientId)?.display_name),
        thread,
        last: text,
        wrote: false,
      });
    },

    /** GET /api/messages/threads: the viewer's threads, most recent first. */
    async threads(viewer: SignedInUser): Promise<MessageThread[]> {
      const [entries, rel] = await Promise.all([
        inbox.read(viewer.id),
        blocks.relationsOf(viewer.id),
      ]);
      // Each thread's facts, read by `_id` (never a hot copy): whether both wrote, and whether
      // the other deleted their account. The thread's flag says so from the first step of the
      // erasure of their conversations, before their entry here is renamed, and whatever wrote
      // the entry later (bff/services/account/eraseConversations.ts).
      const facts = await seam.findByIds<ThreadDoc & { _id: string }>(
        Thread,
        entries.map((e) => pairKey(viewer.id, e.otherId)),
        { wrote_0: 1, wrote_1: 1, gone_0: 1, gone_1: 1 },
      );
      const gone = (otherId: string) => {
        const pair = pairKey(viewer.id, otherId);
        return isGone(facts.get(pair), sideOf(pair, otherId));
      };
      // Presence only for peers (both wrote), never across a block (bff/policies/presence.ts),
      // and nobody's once their account is gone.
      const candidates = idsNotHidden(
        rel.hidden,
        entries.map((e) => e.otherId),
      ).filter((o) => !gone(o));
      const presences = await presence.of(
        candidates.filter((o) => seesPresence(facts.get(pairKey(viewer.id, o)), false)),
      );
      return entries.map((e) =>
        gone(e.otherId)
          ? {
              // Only their messages could be unread, and those are erased; so are their words,
              // should a send of theirs have reached this entry after the erasure rewrote it.
              ...presentThread(
                { ...e, name: DELETED_ACCOUNT_NAME, unread: 0, last: e.mine ? e.last : '' },
                HIDDEN_PRESENCE,
                rel.blocked.has(e.otherId),
              ),
              deleted: true as const,
            }
          : presentThread(
              e,
              presences.get(e.otherId) ?? HIDDEN_PRESENCE,
              rel.blocked.has(e.otherId),
            ),
      );
    },

    /**
     * GET /api/messages/thread/{otherUserId}: the newest page (or, with a cursor, older ones),
     * oldest first. Opening the newest page marks the viewer's received messages read and tells
     * the sender at once.
     */
    async conversation(
      viewer: SignedInUser,
      otherUserId: string,
      opts: { cursor?: string },
    ): Promise<ConversationPage> {
      const other = otherUserId.toLowerCase();
      if (other === viewer.id) throw badRequest('You cannot message yourself.', 'message_self');
      const before = opts.cursor ? decodeCursor(opts.cursor) : null;
      const pair = pairKey(viewer.id, other);
      const side = sideOf(pair, viewer.id);
      const [thread, profiles, rel] = await Promise.all([
        Thread.findById(pair).lean<ThreadDoc>(),
        profilesOf(other),
        blocks.relationsOf(viewer.id),
      ]);
      const keptApart = isHidden(rel.hidden, other);
      const profile = profiles.get(other);
      const otherGone = isGone(thread, side === 0 ? 1 : 0);
      // A person without a profile cannot be written to; an existing conversation stays readable.
      if (!thread && !reachable(profile)) throw personNotFound();

      const { items, next } = thread
        ? await lists.collect<MessageRef, Ref<MessageRef>>(listOf(pair), {
            before,
            limit: MESSAGES_PAGE_SIZE,
            // A message a moderator hid is gone for both people (bff/services/admin/cases.ts).
            keep: async (refs) =>
              refs
                .filter((r) => !r.g && !thread.hidden?.includes(r.pos))
                // Erased with the account of its sender, even from a copy read before.
                .filter((r) => !thread[`gone_${r.s}` as 'gone_0'])
                .map((r) => ({ pos: r.pos, item: r })),
          })
        : { items: [], next: null };
      // Their presence only between peers, never across a block (bff/policies/presence.ts).
      const mayShowPresence = seesPresence(thread, keptApart);
      const [reactions, presences] = await Promise.all([
        reactionsOn(
          pair,
          items.map((r) => pageOf(r.pos)),
        ),
        mayShowPresence ? presence.of([other]) : Promise.resolve(new Map<string, Presence>()),
      ]);

      const theirRead = thread?.[`read_${1 - side}` as 'read_0'] ?? -1;
      const newest = items[0]?.pos ?? -1;
      if (thread && before === null && newest > (thread[`read_${side}` as 'read_0'] ?? -1)) {
        await seam.serialize(`thread:${pair}`, () =>
          Thread.updateOne({ _id: pair }, { $max: { [`read_${side}`]: newest } }),
        );
        await inbox.markRead(viewer.id, other);
        const upTo = new Date(items[0]!.t).toISOString();
        // The sender's ticks turn to 'read' (never across a block); the viewer's other tabs
        // clear the badge.
        await hub.publish({
          to: keptApart ? [viewer.id] : [other, viewer.id],
          type: 'read',
          data: { reader_id: viewer.id, other_user_id: other, up_to: upTo },
        });
      }

      return {
        messages: items
          .slice()
          .reverse()
          .map((r) =>
            presentMessage(r, pair, r.s === side ? r.pos <= theirRead : true, reactions.get(r.pos)),
          ),
        next_cursor: cursorOf(next),
        other_user: {
          id: other,
          display_name: otherGone ? DELETED_ACCOUNT_NAME : shownName(profile?.display_name),
          presence: presences.get(other) ?? HIDDEN_PRESENCE,
          blocked: rel.blocked.has(other),
          ...(otherGone ? { deleted: true } : {}),
        },
      };
    },

    /** POST /api/messages/send: 201 with the message, or why not. */
    async send(
      viewer: SignedInUser,
      input: { recipient_user_id: string; content: string; message_type?: MessageType },
    ): Promise<Message> {
      const me = viewer.id;
      const other = input.recipient_user_id.toLowerCase();
      if (other === me) throw badRequest('You cannot send a message to yourself.', 'message_self');
      const type = input.message_type ?? 'text';
      if (type === 'emoji' && input.content !== THUMBS_UP)
        throw badRequest(`content of an emoji message must be ${THUMBS_UP}.`);
      const pair = pairKey(me, other);
      const side = sideOf(pair, me);
      const [profiles, thread] = await Promise.all([
        profilesOf(me, other),
        Thread.findById(pair).lean<ThreadDoc>(),
      ]);
      const theirs = profiles.get(other);
      if (isGone(thread, side === 0 ? 1 : 0)) throw accountGone();
      if (!reachable(theirs)) throw personNotFound();
      assertProfileComplete(profiles.get(me), 'contactPeers');
      await assertMayMessage(me, other, pair, theirs, thread);

      const ref: MessageRef = {
        s: side,
        c: input.content,
        t: Date.now(),
        ...(type === 'emoji' ? { k: 'e' } : {}),
        ...(viewer.is_admin ? { m: 1 } : {}),
      };
      return deliver(pair, side, ref, {
        myName: shownName(profiles.get(me)?.display_name),
        theirName: shownName(theirs?.display_name),
        thread,
        last: preview(input.content),
      });
    },

    /** POST /api/messages/{id}/reactions: sets, changes or removes the viewer's reaction. */
    async react(
      viewer: SignedInUser,
      messageId: string,
      emoji: MessageReaction,
    ): Promise<{ reactions: MessageReactions }> {
      const { pair, pos, other, thread } = await findMessage(viewer, messageId);
      // The viewer's own message in a conversation with a deleted account: no one to tell.
      if (isGone(thread, sideOf(pair, other))) throw accountGone();
      if (await blocks.eitherBlocked(viewer.id, other)) throw notAccepting();
      const docId = reactionDocId(pair, pageOf(pos));
      const entry = `${pos}|${viewer.id}|${emoji}`;
      const mine = `${pos}|${viewer.id}|`;
      // One reaction per person per message (as on posts, domain/messages/reactions.ts): the
      // same emoji again removes it, another replaces it.
      await seam.serialize(`mreact:${docId}`, async () => {
        const doc = await reactionDocs().findOne({ _id: docId });
        const previous = (doc?.r ?? []).filter((e) => e.startsWith(mine));
        // One exact `$pull` each (usually one): FerretDB 1.24 does not apply `$pull` with `$in`.
        for (const old of previous)
          await reactionDocs().updateOne({ _id: docId }, { $pull: { r: old } });
        if (!previous.includes(entry))
          await reactionDocs().updateOne(
            { _id: docId },
            { $addToSet: { r: entry } },
            { upsert: true },
          );
      });
      const reactions = (await reactionsOn(pair, [pageOf(pos)])).get(pos) ?? {};
      const id = messageId.toLowerCase();
      await jobs.run(
        'messages.live',
        Promise.all([
          hub.publish({
            to: [other],
            type: 'reaction',
            data: { message_id: id, other_user_id: viewer.id, reactions },
          }),
          hub.publish({
            to: [viewer.id],
            type: 'reaction',
            data: { message_id: id, other_user_id: other, reactions },
          }),
        ]),
      );
      return { reactions };
    },

    /** POST /api/messages/typing: tells the recipient, if they may be written to. Silent otherwise. */
    async typing(viewer: SignedInUser, recipientId: string): Promise<void> {
      const other = recipientId.toLowerCase();
      if (other === viewer.id) throw badRequest('You cannot message yourself.', 'message_self');
      const pair = pairKey(viewer.id, other);
      const [profiles, thread] = await Promise.all([
        profilesOf(viewer.id, other),
        Thread.findById(pair).lean<ThreadDoc>(),
      ]);
      if (!reachable(profiles.get(viewer.id))) return;
      // Said plainly, unlike a block: the viewer already sees 'Deleted account' there.
      if (isGone(thread, sideOf(pair, other))) throw accountGone();
      try {
        await assertMayMessage(viewer.id, other, pair, profiles.get(other), thread);
      } catch (err) {
        // Not allowed to write to them: nothing to tell, and nothing that would reveal a block.
        if (err instanceof HttpError) return;
        throw err;
      }
      await hub.publish({ to: [other], type: 'typing', data: { user_id: viewer.id } });
    },

    /** POST /api/messages/{id}/report: the message's words reach the moderators. */
    async report(viewer: SignedInUser, messageId: string, reason: string): Promise<void> {
      const { pair, ref, other } = await findMessage(viewer, messageId);
      if (ref.s === sideOf(pair, viewer.id))
        throw badRequest('You cannot report your own message.', 'report_own_message');
      await filing.file({
        reportId: `message:${messageId.toLowerCase()}:${viewer.id}`,
        target_type: 'message',
        target_id: messageId.toLowerCase(),
        subject_user_id: other,
        reporter_id: viewer.id,
        content: ref.c,
        reason,
        duplicateMessage: 'You have already reported this message. Our moderators will review it.',
      });
    },
  };
}
export type MessageService = ReturnType<typeof messageService>;
