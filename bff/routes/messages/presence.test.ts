import { describe, expect, it } from 'vitest';
import type { ConversationPage, Message, MessageThread } from '../../../contract/messages';
import { openEventStream, type EventStream } from '../../test/eventStream';
import type { TestUser } from '../../test/factory';
import { serverForFile } from '../../test/serverForFile';

/**
 * Presence (online now, last seen) only for peers: people with a thread in which both have
 * written, never across a block (bff/policies/presence.ts). Not for a stranger the person accepts
 * messages from, nor for someone who wrote once and was never answered: user ids are on every
 * post, and presence would tell anyone when a person is awake.
 */
const { make } = await serverForFile();
const EVENT_MS = 10_000;
const ONLINE = { online: true, last_seen: null };
const HIDDEN = { online: false, last_seen: null };

const send = (from: TestUser, to: TestUser, content: string) =>
  from.client.post<{ message: Message }>('/api/messages/send', {
    recipient_user_id: to.id,
    content,
  });
const conversation = async (viewer: TestUser, other: TestUser) =>
  (await viewer.client.get<ConversationPage>(`/api/messages/thread/${other.id}`)).body;
const threadWith = async (viewer: TestUser, other: TestUser) =>
  (
    await viewer.client.get<{ threads: MessageThread[] }>('/api/messages/threads')
  ).body.threads.find((t) => t.other_user_id === other.id);

/** Puts `who` online: their stream is open and their own presence event has gone out. */
async function online(who: TestUser): Promise<EventStream> {
  const stream = await openEventStream(who.client);
  await stream.next('presence', EVENT_MS, (e) => e.data.user_id === who.id);
  return stream;
}

/**
 * The presence events `watcher` got about `target` up to now: a message from a third person is
 * published after them, so once it has arrived, any presence event before it has too.
 */
async function presenceHeard(watcher: TestUser, stream: EventStream, target: TestUser) {
  const marker = await make.user();
  await send(marker, watcher, 'marker');
  await stream.next('message', EVENT_MS, (e) => e.data.message.content === 'marker');
  return stream.received.filter(
    (e) => e.type === 'presence' && (e.data as { user_id: string }).user_id === target.id,
  );
}

describe('presence only for peers', () => {
  it('a stranger the person accepts messages from sees nothing', async () => {
    const [stranger, ben] = await make.users(2);
    const bens = await online(ben!);
    expect((await conversation(stranger!, ben!)).other_user.presence).toEqual(HIDDEN);
    await bens.close();
  });

  it('someone who wrote and was never answered sees nothing, and is not seen', async () => {
    const [writer, ben] = await make.users(2);
    await send(writer!, ben!, 'hello, are you around?');
    const writers = await openEventStream(writer!.client);
    const bens = await online(ben!);

    expect((await conversation(writer!, ben!)).other_user.presence).toEqual(HIDDEN);
    expect((await threadWith(writer!, ben!))!.presence).toEqual(HIDDEN);
    // Another message: its live thread entry carries no presence either.
    await send(writer!, ben!, 'still there?');
    const sent = await writers.next(
      'message',
      EVENT_MS,
      (e) => e.data.message.content === 'still there?',
    );
    expect(sent.data.thread.presence).toEqual(HIDDEN);
    expect(await presenceHeard(writer!, writers, ben!)).toEqual([]);
    // Nor does Ben see the writer's.
    expect((await threadWith(ben!, writer!))!.presence).toEqual(HIDDEN);
    await bens.close();
    await writers.close();
  });

  it('peers (both wrote) see each other online, in the list, the conversation and live', async () => {
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'hi');
    await send(ben!, ana!, 'hi back');
    const anas = await openEventStream(ana!.client);
    const bens = await online(ben!);
    const heard = await anas.next('presence', EVENT_MS, (e) => e.data.user_id === ben!.id);
    expect(heard.data.presence).toEqual(ONLINE);
    expect((await conversation(ana!, ben!)).other_user.presence).toEqual(ONLINE);
    expect((await threadWith(ana!, ben!))!.presence).toEqual(ONLINE);
    await send(ben!, ana!, 'I am here');
    const live = await anas.next(
      'message',
      EVENT_MS,
      (e) => e.data.message.content === 'I am here',
    );
    expect(live.data.thread.presence).toEqual(ONLINE);
    await bens.close();
    await anas.close();
  });

  it('a block ends it, whoever blocked', async () => {
    const [ana, ben] = await make.users(2);
    await send(ana!, ben!, 'hi');
    await send(ben!, ana!, 'hi back');
    expect((await ben!.client.post(`/api/users/${ana!.id}/block`)).status).toBe(200);
    const anas = await openEventStream(ana!.client);
    const bens = await online(ben!);
    expect((await conversation(ana!, ben!)).other_user.presence).toEqual(HIDDEN);
    expect((await threadWith(ana!, ben!))!.presence).toEqual(HIDDEN);
    expect(await presenceHeard(ana!, anas, ben!)).toEqual([]);
    await bens.close();
    await anas.close();
  });
});
