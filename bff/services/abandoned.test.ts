import { expect, it } from 'vitest';
import { inject } from 'vitest';
import { RequestAbandonedError, withBudget } from '../db/deadline';
import { engineSeam, type EngineName } from '../db/seam';
import { factory } from '../test/factory';
import { serverForFile } from '../test/serverForFile';
import { blockService } from './blocks';
import { messaging } from './messaging';
import { background } from '../background';
import { memoryBus } from '../events/memoryBus';
import { silentLogger } from '../logger';
import { socialService } from './social';

/**
 * A request whose client left (or that ran out of time) stops its work; what it started in
 * parallel fails quietly. An unhandled rejection here would stop the whole BFF process (Node's
 * default), which the bench once did when its 50 connections closed mid-request.
 */
const { server } = await serverForFile();

const abandoned = <T>(fn: () => Promise<T>) =>
  withBudget({ deadline: Date.now() + 60_000, abandoned: true }, fn);

it('an abandoned feed, thread list or conversation read rejects, leaving nothing unhandled', async () => {
  const make = factory(server);
  const [ana, ben] = await make.users(2);
  await make.post(ana!);
  const { db } = server;
  const seam = engineSeam(db.conn, inject('dbEngine') as EngineName);
  const posts = socialService(db.models, db.conn, seam, blockService(db.models, seam));
  await posts.ready();
  const { messages } = messaging(db.models, db.conn, seam, memoryBus(), background(silentLogger));
  const viewer = { id: ana!.id, email: ana!.email, is_admin: false };
  const unhandled: unknown[] = [];
  const note = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', note);
  try {
    await expect(abandoned(() => posts.feed(viewer, {}))).rejects.toBeInstanceOf(
      RequestAbandonedError,
    );
    await expect(abandoned(() => messages.threads(viewer))).rejects.toBeInstanceOf(
      RequestAbandonedError,
    );
    await expect(
      abandoned(() => messages.conversation(viewer, ben!.id, {})),
    ).rejects.toBeInstanceOf(RequestAbandonedError);
    // And the same reads work for a live request. Its queries go out after anything the
    // abandoned reads left running (which sends nothing new: bff/db/deadline.ts), so that has
    // failed by the time its answer is back.
    expect((await posts.feed(viewer, {})).posts.length).toBeGreaterThan(0);
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', note);
  }
});
