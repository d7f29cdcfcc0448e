import { describe, expect, inject, it } from 'vitest';
import type { NotificationsPage } from '../../../contract/notifications';
import type { EngineName } from '../../db/seam';
import type { TestUser } from '../../test/factory';
import { findsSent, type CommandSent } from '../../test/findsSent';
import { serverForFile } from '../../test/serverForFile';

/**
 * What a person's notifications cost to read (docs/notifications.md, Unread count): the page, the
 * unread count and 'Mark all as read' read the person's state and list from this process's hot
 * reads on FerretDB, so asking again reads neither, and nothing written since is missed.
 */
const { server, make } = await serverForFile({}, { monitorCommands: true });
const hot = (inject('dbEngine') as EngineName) === 'ferretdb';

const newPost = (author: TestUser) => make.published(author);
const comment = (who: TestUser, postId: string) => make.comment(who, postId);

/** What `work` sent of the person's state and list: reads and writes, by collection. */
async function stateAndListSent<T>(who: TestUser, work: () => Promise<T>) {
  const { result, commands } = await findsSent(server.db.conn, work);
  const ofTheirs = (c: CommandSent) =>
    c.collection === 'notification_states' ||
    (c.collection === 'list_pages' && String(c.filter?._id).startsWith(`notifications:${who.id}`));
  return { result, sent: commands.filter(ofTheirs).map((c) => `${c.name} ${c.collection}`) };
}

const page = async (who: TestUser) => {
  const res = await who.client.get<NotificationsPage>('/api/notifications');
  expect(res.status).toBe(200);
  return res.body;
};
const unread = async (who: TestUser) =>
  (await who.client.get<{ unread_count: number }>('/api/notifications/unread')).body.unread_count;
const markAll = async (who: TestUser) =>
  (await who.client.post<{ unread_count: number }>('/api/notifications/read', { all: true })).body
    .unread_count;

describe('reading notifications again', () => {
  it('reads neither the state nor the list until they change, and misses nothing written', async () => {
    const [ana, bo] = await make.users(2);
    const postId = await newPost(ana!);
    await comment(bo!, postId);
    expect((await page(ana!)).unread_count).toBe(1);

    // Asked again: on FerretDB from the hot reads; MongoDB reads every time.
    const again = await stateAndListSent(ana!, async () => [await page(ana!), await unread(ana!)]);
    expect(again.result[0]).toMatchObject({ unread_count: 1 });
    expect(again.result[1]).toBe(1);
    if (hot) expect(again.sent).toEqual([]);
    else expect(again.sent.length).toBeGreaterThan(0);

    // A new entry is placed: the next page has it at once.
    await comment(bo!, postId);
    const next = await page(ana!);
    expect(next.notifications).toHaveLength(2);
    expect(next.unread_count).toBe(2);

    // Marked all read: the state written is the one read next.
    expect(await markAll(ana!)).toBe(0);
    expect(await unread(ana!)).toBe(0);
    expect((await page(ana!)).notifications.map((n) => n.read)).toEqual([true, true]);

    // A second tap with nothing new writes nothing, and on FerretDB reads nothing of them.
    const second = await stateAndListSent(ana!, () => markAll(ana!));
    expect(second.result).toBe(0);
    expect(second.sent.filter((c) => !c.startsWith('find'))).toEqual([]);
    if (hot) expect(second.sent).toEqual([]);

    // Something new after it is unread, and marking it read writes the state again.
    await comment(bo!, postId);
    expect(await unread(ana!)).toBe(1);
    expect(await markAll(ana!)).toBe(0);
    expect((await page(ana!)).unread_count).toBe(0);
  });
});
