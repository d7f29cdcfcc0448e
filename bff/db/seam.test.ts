import { randomBytes } from 'node:crypto';
import mongoose, { Schema, type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import './connect'; // the time limit every query of a request carries (deadlinePlugin)
import { RequestAbandonedError, withBudget } from './deadline';
import { engineSeam, type EngineName } from './seam';
import { findsSent } from '../test/findsSent';

const engine = inject('dbEngine') as EngineName;
let conn: Connection;

beforeAll(async () => {
  conn = await mongoose
    .createConnection(inject('mongoUri'), {
      dbName: `test_seam_${randomBytes(4).toString('hex')}`,
      monitorCommands: true,
    })
    .asPromise();
});
afterAll(async () => {
  await conn.dropDatabase().catch((err: unknown) => {
    // This file's own database, named at random: left behind only if the engine is already gone.
    console.warn('seam.test: could not drop its database', err);
  });
  await conn.close();
});

/** How many finds `work` sends. */
const findsDuring = async (work: () => Promise<unknown>) =>
  (await findsSent(conn, work)).finds.length;

describe('hot reads by _id', () => {
  const Doc = () =>
    conn.models.SeamDoc ??
    conn.model('SeamDoc', new Schema({ _id: String, n: Number }, { versionKey: false }));

  it('remembers a missing document only when asked to, until a write forgets it', async () => {
    const seam = engineSeam(conn, engine);
    const model = Doc();
    const hot = engine === 'ferretdb';

    // Missing, remembered: asking again reads nothing on FerretDB (MongoDB always reads).
    expect((await seam.findHotByIds(model, ['a'], { absentToo: true })).size).toBe(0);
    const again = await findsDuring(() => seam.findHotByIds(model, ['a'], { absentToo: true }));
    expect(again).toBe(hot ? 0 : 1);

    // Missing, not remembered: read every time.
    await seam.findHotByIds(model, ['b']);
    expect(await findsDuring(() => seam.findHotByIds(model, ['b']))).toBe(1);

    // Created with the forget every such write makes: found at once.
    seam.forget(model, 'a');
    await model.create({ _id: 'a', n: 1 });
    seam.forget(model, 'a');
    const found = await seam.findHotByIds<{ _id: string; n: number }>(model, ['a'], {
      absentToo: true,
    });
    expect(found.get('a')?.n).toBe(1);

    // Deleted with its forget: missing again.
    seam.forget(model, 'a');
    await model.deleteOne({ _id: 'a' });
    seam.forget(model, 'a');
    expect((await seam.findHotByIds(model, ['a'], { absentToo: true })).size).toBe(0);
  });

  it('reads a document once for readers that miss it at the same moment', async () => {
    const seam = engineSeam(conn, engine);
    const model = Doc();
    await model.create({ _id: 'c', n: 3 });
    seam.forget(model, 'c');
    let all: Map<string, { n: number }>[] = [];
    const finds = await findsDuring(async () => {
      all = await Promise.all(
        Array.from({ length: 10 }, () =>
          seam.findHotByIds<{ _id: string; n: number }>(model, ['c']),
        ),
      );
    });
    expect(all.map((found) => found.get('c')?.n)).toEqual(Array(10).fill(3));
    expect(finds).toBe(engine === 'ferretdb' ? 1 : 10);
  });

  it('a reader that joined a read which failed for its first reader reads for itself', async () => {
    const seam = engineSeam(conn, engine);
    const model = Doc();
    await model.create({ _id: 'd', n: 4 });
    seam.forget(model, 'd');
    // The first reader's request is already over: its read is refused before it is sent.
    const over = withBudget({ deadline: 0, abandoned: true }, () =>
      seam.findHotByIds(model, ['d']),
    );
    const joined = seam.findHotByIds<{ _id: string; n: number }>(model, ['d']);
    await expect(over).rejects.toThrow(RequestAbandonedError);
    expect((await joined).get('d')?.n).toBe(4);
  });
});
