import type { Connection, Types } from 'mongoose';
import type { EngineSeam } from '../db/seam';
import type { Models } from '../models';
import { sessionListKey } from './sessions';

const MARKER = 'session-lists-1';

/**
 * Once, at start (a migration; docs/architecture.md, Sessions): the sessions stored before each
 * person had a list of them join their person's list, so they can be seen and ended. The one scan
 * of `sessions`; later sign-ins add themselves. Safe to run again after a crash: `$addToSet` adds
 * nothing twice, and the marker is written last.
 */
export async function backfillSessionLists(
  models: Models,
  conn: Connection,
  seam: Pick<EngineSeam, 'serialize'>,
): Promise<void> {
  const markers = conn.collection<{ _id: string; at?: Date }>('migrations');
  if (await markers.findOne({ _id: MARKER })) return;
  const { Session, SessionList } = models;
  const rows = await Session.find({}, { _id: 1, user_id: 1 }).lean<
    { _id: string; user_id: Types.ObjectId }[]
  >();
  const byPerson = new Map<string, string[]>();
  for (const row of rows) {
    const userId = String(row.user_id);
    const hashes = byPerson.get(userId) ?? [];
    hashes.push(row._id);
    byPerson.set(userId, hashes);
  }
  // One write per person, serialised with their sign-ins and sign-outs (bff/services/sessions.ts).
  for (const [userId, hashes] of byPerson)
    await seam.serialize(sessionListKey(userId), () =>
      SessionList.updateOne(
        { _id: userId },
        { $addToSet: { hashes: { $each: hashes } } },
        { upsert: true },
      ),
    );
  await markers.updateOne({ _id: MARKER }, { $set: { at: new Date() } }, { upsert: true });
}
