import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { DELETED_ACCOUNT_NAME } from '../../../contract/account';
import {
  ACCOUNT_DELETED_TEXT,
  type ConversationPage,
  type Message,
  type MessageReactions,
  type MessageThread,
} from '../../../contract/messages';
import { pagedLists } from '../../db/pagedList';
import { engineSeam, type EngineName } from '../../db/seam';
import type { MessageRef } from '../../presenters/message';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * A conversation with someone who deleted their account (docs/privacy-and-moderation.md, Delete
 * my account): nothing reaches them, nothing of theirs can be found, and the thread list says so.
 */
const { server, make } = await serverForFile();
const { models, conn } = server.db;
const engine = inject('dbEngine') as EngineName;
/** A conversation's `_id` and the side of each person in it (bff/models/thread.ts). */
const pairKey = (a: string, b: string) => [a, b].sort().join(':');
const sideOf = (pair: string, id: string): 0 | 1 => (pair.startsWith(`${id}:`) ? 0 : 1);

const send = (from: TestUser, to: TestUser, content: string) =>
  from.client.post<{ message: Message; error?: string }>('/api/messages/send', {
    recipient_user_id: to.id,
    content,
  });
const react = (who: TestUser, messageId: string, emoji = '❤️') =>
  who.client.post<{ reactions: MessageReactions; error?: string }>(
    `/api/messages/${messageId}/reactions`,
    { emoji },
  );
const reportMessage = (who: TestUser, messageId: string) =>
  who.client.post<{ error?: string }>(`/api/messages/${messageId}/report`, { reason: 'Spam' });
const typing = (from: TestUser, to: TestUser) =>
  from.client.post<{ error?: string }>('/api/messages/typing', { recipient_user_id: to.id });
const threadsOf = async (person: TestUser) => {
  const res = await person.client.get<{ threads: MessageThread[] }>('/api/messages/threads');
  expect(res.status).toBe(200);
  return res.body.threads;
};
/** DELETE /api/account, then waits for the whole job (the answer may come before its end). */
async function deleteAccount(who: TestUser) {
  const res = await who.client.json('DELETE', '/api/account', { confirm: 'DELETE' });
  expect(res.status).toBe(200);
  await expect
    .poll(() => models.AccountDeletion.exists({ _id: who.id }), { timeout: 20_000 })
    .toBeNull();
}
/** Marks a side of the thread gone, as the erasure's first write does, and nothing else. */
const markGone = (pair: string, side: 0 | 1) =>
  models.Thread.updateOne({ _id: pair }, { $set: { [`gone_${side}`]: true } });
const listLength = (pair: string) => pagedLists(conn, engineSeam(conn, engine)).count(`m:${pair}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the thread list', () => {
  it("names a deleted account 'Deleted account' and marks it deleted, with no presence and nothing unread", async () => {
    const [ana, ben, cy] = await make.users(3);
    await send(ana!, ben!, 'ana-first');
    await send(ben!, ana!, 'ben-answer');
    await send(ana!, ben!, 'ana-unread');
    await send(cy!, ben!, 'cy-hello');
    await deleteAccount(ana!);

    const threads = await threadsOf(ben!);
    const gone = threads.find((t) => t.other_user_id === ana!.id);
    expect(gone).toMatchObject({
      other_user_name: DELETED_ACCOUNT_NAME,
      last_message: 'ben-answer',
      last_message_mine: true,
      unread_count: 0,
      presence: { online: false, last_seen: null },
      deleted: true,
    });
    // Everyone else's thread is as it was, with no flag.
    const other = threads.find((t) => t.other_user_id === cy!.id);
    expect(other).toMatchObject({ other_user_name: cy!.name, unread_count: 1 });
    expect(other).not.toHaveProperty('deleted');
  });

  it('says so from the thread’s mark, even where the entry still carries the old name', async () => {
    // The erasure marks the thread first and renames the entry later (or a late write of a send
    // put the name back): the list follows the mark.
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'ana-words');
    await send(ben!, ana!, 'ben-words');
    const pair = pairKey(ana!.id, ben!.id);
    await markGone(pair, sideOf(pair, ana!.id));
    const [thread] = await threadsOf(ben!);
    expect(thread).toMatchObject({
      other_user_id: ana!.id,
      other_user_name: DELETED_ACCOUNT_NAME,
      presence: { online: false, last_seen: null },
      unread_count: 0,
      deleted: true,
    });
  });

  it('never shows their words as the last message, even where the entry still has them', async () => {
    // A send of hers whose thread-list write came after the erasure rewrote his entry (possible
    // where nothing orders the two, bff/services/messages.ts, deliver).
    const [ana, ben] = await make.users(2);
    await send(ben!, ana!, 'ben-words');
    await send(ana!, ben!, 'ana-late-words');
    const pair = pairKey(ana!.id, ben!.id);
    await markGone(pair, sideOf(pair, ana!.id));
    const [thread] = await threadsOf(ben!);
    expect(thread).toMatchObject({
      other_user_name: DELETED_ACCOUNT_NAME,
      last_message: '',
      unread_count: 0,
      deleted: true,
    });
  });
});

describe('writing into a conversation with a deleted account', () => {
  it('refuses a message, a reaction, typing and a call with 404 and why, and stores nothing', async () => {
    const [ana, ben] = await make.users(2);
    const benMessage = (await send(ben!, ana!, 'ben-own-words')).body.message;
    await send(ana!, ben!, 'ana-words');
    const pair = pairKey(ana!.id, ben!.id);
    await deleteAccount(ana!);
    const before = await listLength(pair);

    const sent = await send(ben!, ana!, 'anyone there?');
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({ error: ACCOUNT_DELETED_TEXT });
    // A reaction to his own message would go to no one either.
    const reacted = await react(ben!, benMessage.id);
    expect(reacted.status).toBe(404);
    expect(reacted.body).toEqual({ error: ACCOUNT_DELETED_TEXT });
    const typed = await typing(ben!, ana!);
    expect(typed.status).toBe(404);
    expect(typed.body).toEqual({ error: ACCOUNT_DELETED_TEXT });

    // A call would ring no one (bff/services/calls.ts asks the same check).
    const call = await ben!.client.post<{ error?: string }>('/api/calls/start', {
      recipient_user_id: ana!.id,
      call_type: 'audio',
    });
    expect(call.status).toBe(404);
    expect(call.body).toEqual({ error: ACCOUNT_DELETED_TEXT });

    expect(await listLength(pair)).toBe(before);
    const conv = await ben!.client.get<ConversationPage>(`/api/messages/thread/${ana!.id}`);
    expect(conv.body.messages.map((m) => m.content)).toEqual(['ben-own-words']);
    expect(conv.body.messages[0]!.reactions).toEqual({});
  });

  it('a send whose checks ran before the mark is refused at its write, and reaches no thread list', async () => {
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'ana-words');
    await send(ben!, ana!, 'ben-words');
    const pair = pairKey(ana!.id, ben!.id);
    const asRead = await models.Thread.findById(pair).lean();
    await markGone(pair, sideOf(pair, ana!.id));
    // Ben's send read the thread (and Ana's profile) just before her erasure marked it.
    const findById = models.Thread.findById.bind(models.Thread);
    vi.spyOn(models.Thread, 'findById').mockImplementation(((id: unknown, ...rest: never[]) =>
      id === pair
        ? { lean: () => Promise.resolve(asRead) }
        : findById(id, ...rest)) as unknown as typeof models.Thread.findById);
    const before = await listLength(pair);

    const sent = await send(ben!, ana!, 'too late');
    expect(sent.status).toBe(404);
    expect(sent.body).toEqual({ error: ACCOUNT_DELETED_TEXT });
    vi.restoreAllMocks();
    expect(await listLength(pair)).toBe(before);
    const anaInbox = await models.Inbox.findById(ana!.id).lean<{ threads: object }>();
    expect(JSON.stringify(anaInbox)).not.toContain('too late');
    expect((await threadsOf(ben!))[0]).toMatchObject({ last_message: 'ben-words' });
  });

  it('her own send still in flight when her side was marked is refused at its write (401)', async () => {
    // Her account is gone by the time the conversations are erased, but a request that passed
    // the sign-in check before may still be running: its message must not land after the mark.
    const [ana, ben] = await make.users(2);
    await send(ben!, ana!, 'ben-words');
    const pair = pairKey(ana!.id, ben!.id);
    await markGone(pair, sideOf(pair, ana!.id));
    const before = await listLength(pair);

    const sent = await send(ana!, ben!, 'ana-late-words');
    expect(sent.status).toBe(401);
    expect(await listLength(pair)).toBe(before);
    const [thread] = await threadsOf(ben!);
    expect(thread).toMatchObject({ last_message: 'ben-words', last_message_mine: true });
  });
});

describe('a message of a deleted account', () => {
  it('is not found for reactions or reports, even while a page cached before still holds it', async () => {
    const [ana, ben] = await make.users(2);
    const { message } = (await send(ana!, ben!, 'ana-words')).body;
    const pair = pairKey(ana!.id, ben!.id);
    const list = `m:${pair}`;
    const benSide = sideOf(pair, ben!.id);
    // A complete page (100 references) is kept by every process that read it (bff/db/pagedList.ts).
    const filler: MessageRef[] = Array.from({ length: 99 }, (_, i) => ({
      s: benSide,
      c: `ben-${i}`,
      t: Date.now(),
    }));
    await pagedLists(conn, engineSeam(conn, engine)).appendMany(list, filler);
    expect((await react(ben!, message.id)).status).toBe(200);

    // Another BFF on the same database erases Ana's side: the mark, then her words.
    const elsewhere = conn.useDb(conn.name, { useCache: false });
    const anaSide = sideOf(pair, ana!.id);
    await elsewhere
      .collection<{ _id: string }>('threads')
      .updateOne({ _id: pair }, { $set: { [`gone_${anaSide}`]: true } });
    await pagedLists(elsewhere, engineSeam(elsewhere, engine)).rewrite<MessageRef>(list, (r) =>
      r.s === anaSide && !r.g ? { s: r.s, c: '', t: r.t, g: 1 } : null,
    );
    // This process still has the page as it read it.
    const cached = await pagedLists(conn, engineSeam(conn, engine)).at<MessageRef>(list, 0);
    expect(cached).toMatchObject({ c: 'ana-words' });
    expect(cached).not.toHaveProperty('g');

    const reacted = await react(ben!, message.id, '😮');
    expect(reacted.status).toBe(404);
    expect(reacted.body).toEqual({ error: 'Message not found.' });
    const reported = await reportMessage(ben!, message.id);
    expect(reported.status).toBe(404);
    expect(reported.body).toEqual({ error: 'Message not found.' });
    expect(await models.Report.exists({ target_id: message.id })).toBeNull();
  });

  it('is not found once her side is marked, before her words are erased from the pages', async () => {
    const [ana, ben] = await make.users(2);
    const { message } = (await send(ana!, ben!, 'ana-words')).body;
    const pair = pairKey(ana!.id, ben!.id);
    await markGone(pair, sideOf(pair, ana!.id));
    expect((await react(ben!, message.id)).status).toBe(404);
    expect((await reportMessage(ben!, message.id)).body).toEqual({ error: 'Message not found.' });
  });

  it('is not found in a conversation removed whole, wherever a page of it was kept', async () => {
    const [ana, ben] = await make.users(2);
    const { message } = (await send(ana!, ben!, 'ana-words')).body;
    await models.Thread.deleteOne({ _id: pairKey(ana!.id, ben!.id) });
    expect((await react(ben!, message.id)).body).toEqual({ error: 'Message not found.' });
  });
});
