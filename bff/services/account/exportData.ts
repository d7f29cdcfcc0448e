import { Types, type Connection } from 'mongoose';
import type { ExportHeader } from '../../../contract/account';
import { shownName } from '../../../domain/profile/displayName';
import { pagedLists } from '../../db/pagedList';
import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';
import { pairKey, sideOf } from '../../models/thread';
import type { MessageRef } from '../../presenters/message';
import type { JsonSink } from './exportWriter';

const oid = (id: string) => new Types.ObjectId(id);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const TOOLKIT_NOTE =
  'Your toolkit (recovery date, check-ins, journal, usage, safety plan, habits) is kept only on your device and is not in this file. Use Save a copy in Privacy & account to keep it.';

interface ThreadFacts {
  _id: string;
  hidden?: number[];
  gone_0?: boolean;
  gone_1?: boolean;
}

/**
 * Everything the server keeps about one person, written section by section into a JSON file
 * (docs/privacy-and-moderation.md, Download my data): theirs in full, and of anyone else only what the app
 * already shows them (a display name). Lists are read a page or a cursor batch at a time, so a
 * person with 100,000 messages costs one page of memory. The scans by owner (posts, comments,
 * reactions, reports, calls) are the rare kind docs/architecture.md allows: one person asking for
 * their own data, a few times a day at most.
 */
export function accountExport(models: Models, conn: Connection, seam: EngineSeam) {
  const lists = pagedLists(conn, seam);

  async function namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
    const found = await seam.findByIds<{ _id: Types.ObjectId; display_name?: string | null }>(
      models.Profile,
      valid.map(oid),
      { display_name: 1 },
    );
    return new Map(valid.map((id) => [id, shownName(found.get(id)?.display_name)]));
  }

  /** One person's conversation, oldest first, without what they may not see. */
  async function* messagesOf(userId: string, otherId: string) {
    const pair = pairKey(userId, otherId);
    const side = sideOf(pair, userId);
    const thread = await models.Thread.findById(pair).lean<ThreadFacts>();
    for await (const page of lists.eachPage<MessageRef>(`m:${pair}`)) {
      for (const r of page) {
        if (r.g || thread?.[`gone_${r.s}` as 'gone_0']) continue;
        const mine = r.s === side;
        const hidden = thread?.hidden?.includes(r.pos) === true;
        // A moderator's hiding takes a message from both people; theirs is still theirs to know.
        if (hidden && !mine) continue;
        yield {
          sent_at: new Date(r.t).toISOString(),
          from: mine ? 'me' : 'them',
          type: r.k === 'e' ? 'emoji' : r.k === 'c' ? 'call' : 'text',
          text: r.c,
          ...(hidden ? { hidden_by_moderator: true } : {}),
        };
      }
    }
  }

  async function* fromCursor<T>(
    cursor: AsyncIterable<T>,
    shape: (doc: T) => unknown | Promise<unknown>,
  ) {
    for await (const doc of cursor) yield await shape(doc);
  }

  return {
    /** Whether the person still has an account (an export of nobody is a 404). */
    async exists(userId: string): Promise<boolean> {
      return (await models.User.exists({ _id: oid(userId) })) !== null;
    },

    async write(userId: string, sink: JsonSink, now = new Date()): Promise<void> {
      const id = oid(userId);
      const header: ExportHeader = {
        format: 'peer-support-account-export',
        version: 1,
        exported_at: now.toISOString(),
        note: TOOLKIT_NOTE,
      };
      await sink.field('about', header);

      const [user, profile] = await Promise.all([
        models.User.findById(id).lean(),
        models.Profile.findById(id).lean(),
      ]);
      await sink.field('account', {
        id: userId,
        email: user?.email ?? null,
        provider: user?.sub.split(':')[0] ?? null,
        name_from_provider: user?.provider_name ?? null,
        created_at: iso(user?.created_at),
        last_sign_in_at: iso(user?.last_login_at),
      });
      await sink.field(
        'profile',
        profile
          ? {
              display_name: profile.display_name,
              bio: profile.bio,
              support_status: profile.support_status,
              recovery_type: profile.recovery_type,
              support_radius_miles: profile.support_radius,
              location_visible: profile.location_visible,
              accept_messages: profile.accept_messages,
              updated_at: iso(profile.updated_at),
            }
          : null,
      );
      await sink.field(
        'location',
        profile?.area_latitude != null && profile.area_longitude != null
          ? {
              area_latitude: profile.area_latitude,
              area_longitude: profile.area_longitude,
              what_it_is: 'The centre of your area, about 1 km wide; never where you were exactly.',
            }
          : null,
      );

      const sessions = await models.Session.find({ user_id: id }).lean<
        { created_at: Date; expires_at: Date; device?: string; last_seen_at?: Date }[]
      >();
      await sink.field(
        'sessions',
        sessions.map((s) => ({
          device: s.device ?? 'Unknown browser',
          created_at: iso(s.created_at),
          last_seen_at: iso(s.last_seen_at ?? s.created_at),
          expires_at: iso(s.expires_at),
        })),
      );

      await sink.array(
        'posts',
        fromCursor(models.Post.find({ author_id: id }).lean().cursor(), (p) => ({
          id: String(p._id),
          content: p.content,
          privacy: p.privacy,
          post_type: p.post_type,
          milestone_type: p.milestone_type ?? null,
          milestone_days: p.milestone_days ?? null,
          status: p.status,
          created_at: iso(p.created_at),
          reactions: p.likes_count,
          comments: p.comments_count,
        })),
      );
      await sink.array(
        'comments',
        fromCursor(models.Comment.find({ user_id: id }).lean().cursor(), (c) => ({
          id: String(c._id),
          post_id: String(c.post_id),
          content: c.content,
          created_at: iso(c.created_at),
        })),
      );
      await sink.array(
        'reactions',
        fromCursor(models.Reaction.find({ user_id: id }).lean().cursor(), (r) => ({
          post_id: String(r.post_id),
          reaction: r.reaction,
          created_at: iso(r.created_at),
        })),
      );
      // A report names what it was about as the app showed it: a post by its id (in the app's own
      // links), a person by their display name; never another person's id (a message's id holds
      // both people's).
      const reportedPeople = await models.Report.find(
        { reporter_id: id, target_type: 'user' },
        { target_id: 1 },
      ).lean();
      const reportedNames = await namesOf(reportedPeople.map((r) => r.target_id ?? ''));
      await sink.array(
        'reports',
        fromCursor(models.Report.find({ reporter_id: id }).lean().cursor(), (r) => ({
          about: r.target_type,
          ...(r.target_type === 'post' ? { post_id: String(r.post_id) } : {}),
          ...(r.target_type === 'user' ? { person: reportedNames.get(r.target_id ?? '') } : {}),
          reason: r.reason,
          status: r.status,
          created_at: iso(r.created_at),
          ...(r.content ? { reported_words: r.content } : {}),
        })),
      );

      const blocks = await models.Block.findById(userId).lean();
      const blockedNames = await namesOf(blocks?.blocked ?? []);
      await sink.field(
        'blocks',
        (blocks?.blocked ?? []).map((b) => ({ display_name: blockedNames.get(b) })),
      );

      const inbox = await models.Inbox.findById(userId).lean<{
        names?: Record<string, string>;
        threads?: Record<string, string>;
      }>();
      const others = Object.keys(inbox?.threads ?? {});
      await sink.groups(
        'conversations',
        (async function* () {
          for (const other of others)
            yield {
              fields: { with: inbox?.names?.[other] ?? shownName(null) },
              listKey: 'messages',
              items: messagesOf(userId, other),
            };
        })(),
      );

      const calls = [
        ...(await models.Call.find({ caller_id: userId }).lean()),
        ...(await models.Call.find({ recipient_id: userId }).lean()),
      ].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
      const callNames = await namesOf(
        calls.map((c) => (c.caller_id === userId ? c.recipient_id : c.caller_id)),
      );
      await sink.field(
        'calls',
        calls.map((c) => {
          const other = c.caller_id === userId ? c.recipient_id : c.caller_id;
          return {
            with: callNames.get(other),
            direction: c.caller_id === userId ? 'outgoing' : 'incoming',
            call_type: c.call_type,
            outcome:
              c.outcome ?? (c.status === 'ended' || c.status === 'started' ? 'missed' : null),
            started_at: iso(c.created_at),
            answered_at: iso(c.answered_at),
            ended_at: iso(c.ended_at),
          };
        }),
      );

      await sink.array(
        'support_requests',
        fromCursor(models.SupportRequest.find({ requester_id: userId }).lean().cursor(), (r) => ({
          message: r.message,
          created_at: iso(r.created_at),
          expires_at: iso(r.expires_at),
          closed_at: iso(r.closed_at),
          peers_told: (r.targets ?? []).length,
          peers_answered: (r.responders ?? []).length,
        })),
      );
      // Only the person's choices: the entries themselves are what others did, kept for them.
      const notificationState = await models.NotificationState.findById(userId).lean<{
        preferences?: Record<string, unknown> | null;
      }>();
      await sink.field('notification_preferences', notificationState?.preferences ?? null);
      const interest = await models.ShopInterest.findById(userId).lean();
      await sink.field(
        'store_interest',
        interest ? { notify_when_store_opens: true, since: iso(interest.created_at) } : null,
      );
      await sink.array(
        'contact_messages',
        fromCursor(models.ContactMessage.find({ user_id: userId }).lean().cursor(), (m) => ({
          kind: m.kind,
          subject: m.subject,
          name: m.name,
          email: m.email,
          message: m.message,
          sent_at: iso(m.created_at),
        })),
      );
      await sink.array(
        'place_suggestions',
        fromCursor(models.Resource.find({ suggested_by: userId }).lean().cursor(), (r) => ({
          name: r.name,
          resource_type: r.resource_type,
          address: r.address,
          status: r.status,
          suggested_at: iso(r.created_at),
        })),
      );
    },
  };
}
export type AccountExport = ReturnType<typeof accountExport>;
