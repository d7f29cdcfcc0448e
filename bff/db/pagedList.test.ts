import { randomBytes } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PAGE_SIZE, pageId, pagedLists, type Ref } from './pagedList';
import { findsSent } from '../test/findsSent';
import { engineSeam, type EngineName } from './seam';
import { itNeedsAtomicUpdates } from '../test/strategy';

interface Item {
  n: number;
}

let conns: Connection[] = [];
const dbName = `test_lists_${randomBytes(4).toString('hex')}`;
const engine = inject('dbEngine') as EngineName;

/** `monitorCommands`: the driver reports every command the connection sends (commandStarted). */
async function connect(opts: { monitorCommands?: boolean } = {}) {
  const conn = await mongoose.createConnection(inject('mongoUri'), { dbName, ...opts }).asPromise();
  conns.push(conn);
  return pagedLists(conn, engineSeam(conn, engine));
}

const keepAll = async (refs: Ref<Item>[]) => refs.map((r) => ({ pos: r.pos, item: r.n }));

beforeAll(async () => {
  conns = [];
});
afterAll(async () => {
  await conns[0]?.dropDatabase().catch(() => {});
  await Promise.all(conns.map((c) => c.close()));
});

describe('pages of references', () => {
  it('pages a list of 250 newest first, by cursor, with nothing missed or repeated', async () => {
    const lists = await connect();
    for (let n = 0; n < 250; n++) await lists.append<Item>('feed-a', { n });
    expect(await lists.count('feed-a')).toBe(250);

    const first = await lists.collect('feed-a', { limit: 20, keep: keepAll });
    expect(first.items).toEqual(Array.from({ length: 20 }, (_, i) => 249 - i));
    expect(first.next).toBe(230);

    const seen: number[] = [...first.items];
    let cursor = first.next;
    while (cursor !== null) {
      const page = await lists.collect('feed-a', { before: cursor, limit: 20, keep: keepAll });
      seen.push(...page.items);
      cursor = page.next;
    }
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => 249 - i));
  });

  it('a made-up cursor far past the end reads from the end, not through empty pages', async () => {
    const lists = await connect({ monitorCommands: true });
    for (let n = 0; n < 5; n++) await lists.append<Item>('feed-huge', { n });
    const { result: page, finds: reads } = await findsSent(conns[conns.length - 1]!, () =>
      lists.collect('feed-huge', { before: 999_999_999_999_999, limit: 20, keep: keepAll }),
    );
    expect(page.items).toEqual([4, 3, 2, 1, 0]);
    expect(page.next).toBeNull();
    // The head (how many there are) and the last page or two: no walk through empty pages.
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.length).toBeLessThanOrEqual(3);
  });

  it('a view reads the count and each page once for every collect of one answer', async () => {
    const lists = await connect({ monitorCommands: true });
    for (let n = 0; n < 130; n++) await lists.append<Item>('feed-view', { n });
    const view = lists.view('feed-view');
    const evens = async (refs: Ref<Item>[]) =>
      refs.filter((r) => r.n % 2 === 0).map((r) => ({ pos: r.pos, item: r.n }));
    const { result, finds: reads } = await findsSent(conns[conns.length - 1]!, async () => {
      const [page, many, total] = await Promise.all([
        view.collect({ limit: 3, keep: keepAll }),
        view.collect({ limit: 50, keep: evens }),
        view.count(),
      ]);
      // Appended after the view read the list: the same answer does not see it.
      await lists.append<Item>('feed-view', { n: 130 });
      const again = await view.collect({ limit: 1, keep: keepAll });
      return { page, many, total, again };
    });
    const { page, many, total, again } = result;
    expect(page.items).toEqual([129, 128, 127]);
    expect(many.items).toHaveLength(50);
    expect(many.items[0]).toBe(128);
    expect(many.items[49]).toBe(30);
    expect(total).toBe(130);
    expect(again.items).toEqual([129]);
    // The head once, the newest (incomplete) page once; the complete page 0 at most once.
    const ids = reads.map((f) => String(f._id));
    expect(ids.filter((id) => id === 'feed-view:head')).toHaveLength(1);
    expect(ids.filter((id) => id === pageId('feed-view', 1))).toHaveLength(1);
    expect(ids.filter((id) => id === pageId('feed-view', 0)).length).toBeLessThanOrEqual(1);
    // Outside the view, the new one is there.
    expect((await lists.collect('feed-view', { limit: 1, keep: keepAll })).items).toEqual([130]);
  });

  it('a hot view reads the head and the newest page only after a write changed them', async () => {
    const lists = await connect({ monitorCommands: true });
    const conn = conns[conns.length - 1]!;
    for (let n = 0; n < 105; n++) await lists.append<Item>('feed-hot', { n });
    // Each time a new view, as each request makes one.
    const read = () =>
      findsSent(conn, async () => {
        const view = lists.view('feed-hot', { hot: true });
        const { items } = await view.collect({ limit: 3, keep: keepAll });
        return { items, count: await view.count() };
      });
    expect((await read()).result).toEqual({ items: [104, 103, 102], count: 105 });
    // On FerretDB from this process's hot reads; MongoDB reads the head and the newest page again
    // (the complete page before it is kept on either engine).
    const again = await read();
    expect(again.result).toEqual({ items: [104, 103, 102], count: 105 });
    expect(again.finds).toHaveLength(engine === 'ferretdb' ? 0 : 2);

    // Every write is seen by the next hot read, one from another app instance too.
    await lists.append<Item>('feed-hot', { n: 105 });
    expect((await read()).result).toEqual({ items: [105, 104, 103], count: 106 });
    await lists.appendMany<Item>('feed-hot', [{ n: 106 }, { n: 107 }]);
    expect((await read()).result).toEqual({ items: [107, 106, 105], count: 108 });
    await lists.rewrite<Item>('feed-hot', (r) => (r.n === 107 ? { n: 1107 } : null));
    expect((await read()).result.items).toEqual([1107, 106, 105]);
    await lists.rebuild<Item>('feed-hot', [{ n: 0 }, { n: 1 }]);
    expect((await read()).result).toEqual({ items: [1, 0], count: 2 });
    await lists.remove('feed-hot');
    expect((await read()).result).toEqual({ items: [], count: 0 });
    await (await connect()).append<Item>('feed-hot', { n: 7 });
    expect((await read()).result).toEqual({ items: [7], count: 1 });
  });

  it('stops after a bounded number of pages even when they are empty (crash holes)', async () => {
    const lists = await connect();
    // 30 pages' worth of positions reserved, none ever written (each append crashed).
    await lists.rebuild<Item>('feed-holes', []);
    const conn = conns[conns.length - 1]!;
    await conn
      .collection('list_pages')
      .updateOne({ _id: 'feed-holes:head' as never }, { $set: { count: 30 * PAGE_SIZE } });
    const page = await lists.collect('feed-holes', { limit: 20, keep: keepAll, maxScan: 500 });
    expect(page.items).toEqual([]);
    // It says where to resume instead of reading on.
    expect(page.next).toBeGreaterThan(0);
    expect(page.next).toBeLessThan(30 * PAGE_SIZE);
  });

  it('keeps what the filter keeps and bounds the references one call looks at', async () => {
    const lists = await connect();
    for (let n = 0; n < 3 * PAGE_SIZE; n++) await lists.append<Item>('feed-b', { n });
    const evens = async (refs: Ref<Item>[]) =>
      refs.filter((r) => r.n % 2 === 0).map((r) => ({ pos: r.pos, item: r.n }));
    const page = await lists.collect('feed-b', { limit: 5, keep: evens });
    expect(page.items).toEqual([298, 296, 294, 292, 290]);

    // keep reads an item per reference, so it is handed only what may still be needed.
    const seen: number[] = [];
    const counting = async (refs: Ref<Item>[]) => {
      seen.push(refs.length);
      return keepAll(refs);
    };
    const first = await lists.collect('feed-b', { limit: 25, keep: counting });
    expect(first.items).toHaveLength(25);
    expect(first.next).toBe(275);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(26);

    // Nothing is kept: the call stops after maxScan references and says where to resume.
    const none = async () => [];
    const cut = await lists.collect<Item, number>('feed-b', { limit: 5, keep: none, maxScan: 150 });
    expect(cut).toEqual({ items: [], next: 150 });
    const rest = await lists.collect<Item, number>('feed-b', {
      before: cut.next,
      limit: 5,
      keep: none,
      maxScan: 150,
    });
    expect(rest).toEqual({ items: [], next: null });
  });

  it('answers an empty list and a cursor past the start', async () => {
    const lists = await connect();
    expect(await lists.collect('nothing-here', { limit: 20, keep: keepAll })).toEqual({
      items: [],
      next: null,
    });
    await lists.append<Item>('feed-c', { n: 1 });
    expect(await lists.collect('feed-c', { before: 0, limit: 20, keep: keepAll })).toEqual({
      items: [],
      next: null,
    });
  });

  itNeedsAtomicUpdates('each append claims its position with an atomic $inc of the list head')(
    'gives 60 concurrent appends from two app instances 60 distinct positions',
    async () => {
      const [a, b] = [await connect(), await connect()];
      const writes = Array.from({ length: 60 }, (_, n) =>
        (n % 2 ? a : b).append<Item>('feed-d', { n }),
      );
      const positions = await Promise.all(writes);
      expect(new Set(positions).size).toBe(60);
      expect(Math.max(...positions)).toBe(59);
      const all = await a.collect('feed-d', { limit: 100, keep: keepAll });
      expect(all.items.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    },
  );

  it('appends in bulk after single appends, keeping positions in order', async () => {
    const lists = await connect();
    await lists.append<Item>('feed-f', { n: 0 });
    const positions = await lists.appendMany<Item>(
      'feed-f',
      Array.from({ length: 250 }, (_, i) => ({ n: i + 1 })),
    );
    expect(positions[0]).toBe(1);
    expect(positions[249]).toBe(250);
    const all = await lists.collect('feed-f', { limit: 300, keep: keepAll, maxScan: 1000 });
    expect(all.items).toEqual(Array.from({ length: 251 }, (_, i) => 250 - i));
  });

  it('rebuilds a list from items, replacing what was there', async () => {
    const lists = await connect();
    for (let n = 0; n < 130; n++) await lists.append<Item>('feed-e', { n: -1 });
    // Read once, so the complete first page is remembered: the rebuild must not serve it again.
    await lists.collect('feed-e', { limit: 200, keep: keepAll });
    await lists.rebuild<Item>(
      'feed-e',
      Array.from({ length: 120 }, (_, n) => ({ n })),
    );
    expect(await lists.count('feed-e')).toBe(120);
    const all = await lists.collect('feed-e', { limit: 200, keep: keepAll });
    expect(all.items).toEqual(Array.from({ length: 120 }, (_, i) => 119 - i));
    const stale = await conns[0]!
      .collection('list_pages')
      .findOne({ _id: pageId('feed-e', 1) as never });
    expect((stale?.refs as unknown[]).length).toBe(20);
  });

  it('reads pages written with references as objects (before they were text) alike', async () => {
    const lists = await connect();
    await conns[0]!.collection('list_pages').insertMany([
      { _id: 'feed-g:head', count: 2 },
      {
        _id: pageId('feed-g', 0),
        refs: [
          { n: 10, pos: 0 },
          { n: 11, pos: 1 },
        ],
      },
    ] as never);
    await lists.append<Item>('feed-g', { n: 12 });
    const stored = await conns[0]!
      .collection('list_pages')
      .findOne({ _id: pageId('feed-g', 0) as never });
    expect(typeof (stored?.refs as unknown[])[2]).toBe('string');
    const all = await lists.collect('feed-g', { limit: 20, keep: keepAll });
    expect(all.items).toEqual([12, 11, 10]);
  });
});
