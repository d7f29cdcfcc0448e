import type { Collection, Connection } from 'mongoose';
import { RequestAbandonedError, requestAbandoned } from './deadline';
import { deepFreeze } from './hotDocuments';
import type { EngineSeam } from './seam';

/**
 * Long lists (the feed, a post's comments, a person's threads, a conversation) kept as pages of
 * references (docs/architecture.md, Pages of references): a head document `<list>:head` with the
 * running count, and page documents `<list>:p:0000000123` holding up to PAGE_SIZE references each.
 * Every read and write goes by `_id`, the only filter FerretDB 1.24 hands to SQLite, so a page of
 * any list costs the same at 100 or 100,000 items on either engine.
 *
 * A reference's position is its place in the list (0 = oldest). Positions only grow, so a cursor
 * is just a position: "everything older than 123" never shifts when new items arrive.
 */
export const PAGE_SIZE = 100;
const COLLECTION = 'list_pages';
/** Complete pages kept in memory per connection (about 20 kB each, so up to 40 MB): they never change. */
const CACHED_PAGES = 2_000;
/** The fewest references handed to `keep` at once, so a list of mostly dropped items is not read a few at a time. */
const MIN_KEEP_BATCH = 10;

export type Ref<R> = R & { pos: number };

interface HeadDoc {
  _id: string;
  count: number;
}
/**
 * A reference is stored as its JSON text: FerretDB keeps a type schema beside every embedded
 * object, which made a page of 100 object references cost 12 ms to read against 4 ms as strings
 * (measured on this machine). Pages written before hold objects; readers take both.
 */
type StoredRef<R> = string | Ref<R>;
interface PageDoc<R> {
  _id: string;
  refs: StoredRef<R>[];
}
const encodeRef = <R extends object>(ref: R, pos: number): string =>
  JSON.stringify({ ...ref, pos });
const decodeRef = <R>(stored: StoredRef<R>): Ref<R> =>
  typeof stored === 'string' ? (JSON.parse(stored) as Ref<R>) : stored;

export const headId = (list: string) => `${list}:head`;
export const pageId = (list: string, page: number) => `${list}:p:${String(page).padStart(10, '0')}`;
/** The page a position lives on: other per-page data (a viewer's reactions) shares the number. */
export const pageOf = (pos: number) => Math.floor(pos / PAGE_SIZE);
/** A page holding every position it covers: appends never touch it again. */
const isComplete = (page: number, refs: readonly { pos: number }[]) =>
  refs.length === PAGE_SIZE &&
  new Set(refs.map((r) => r.pos)).size === PAGE_SIZE &&
  refs.every((r) => pageOf(r.pos) === page);

export interface CollectOptions<R, T> {
  /** Only references older than this position (a cursor); the newest when absent. */
  before?: number | null;
  /** How many kept items to return. */
  limit: number;
  /** Decides, for a batch of references (newest first), which become items, in order. */
  keep: (refs: Ref<R>[]) => Promise<{ pos: number; item: T }[]>;
  /** At most this many references are looked at per call; the cursor resumes after them. */
  maxScan?: number;
}

export interface CollectResult<T> {
  items: T[];
  /** Pass as `before` for the next (older) items; null when the list has no more. */
  next: number | null;
}

const cachesByConnection = new WeakMap<Connection, Map<string, Ref<unknown>[]>>();

/** Lists of references in one collection, with the engine seam deciding how writes serialise. */
export function pagedLists(conn: Connection, seam: EngineSeam) {
  // The native collection: references are plain data, so mongoose casting would only cost time.
  // Heads and pages share it; each is typed as what it holds, so the driver checks every update.
  const heads = () => conn.collection<HeadDoc>(COLLECTION) as unknown as Collection<HeadDoc>;
  const pages = () =>
    conn.collection<PageDoc<unknown>>(COLLECTION) as unknown as Collection<PageDoc<unknown>>;

  // Lists only grow and a complete page is never written again (rebuild, which rewrites pages,
  // runs at start before any read, and an erasure's rewrite or remove empty it), so a complete
  // page read once is kept. One cache per connection, shared by every service's lists, so a
  // rewrite drops the copies all of them hold in this process.
  const complete = cachesByConnection.get(conn) ?? new Map<string, Ref<unknown>[]>();
  cachesByConnection.set(conn, complete);

  // The head and the pages still filling change with every append: on FerretDB a hot view
  // (`view(list, { hot: true })`) keeps them in this process's hot reads (bff/db/seam.ts), and
  // every write below forgets what it changes, before and after, so none is served stale.
  const forget = (id: string) => seam.forgetIn(COLLECTION, id);
  const readDoc = <D extends object>(id: string, hot: boolean, read: () => Promise<D | null>) =>
    hot ? seam.readHot<D>(COLLECTION, id, read) : read();

  async function readPage<R>(list: string, page: number, hot = false): Promise<Ref<R>[]> {
    const id = pageId(list, page);
    const cached = complete.get(id);
    if (cached) {
      complete.delete(id); // most recently used goes last
      complete.set(id, cached);
      return cached as Ref<R>[];
    }
    // Kept decoded: a hot page is parsed once, not on every read.
    const decoded = await readDoc(id, hot, async () => {
      const doc = (await pages().findOne({ _id: id })) as PageDoc<R> | null;
      return doc && { refs: doc.refs.map((r) => decodeRef<R>(r)) };
    });
    const refs = decoded?.refs ?? [];
    if (isComplete(page, refs)) {
      complete.set(id, deepFreeze(refs));
      if (complete.size > CACHED_PAGES) complete.delete(complete.keys().next().value!);
    }
    return refs;
  }

  async function count(list: string, hot = false): Promise<number> {
    const id = headId(list);
    const head = await readDoc(id, hot, () => heads().findOne({ _id: id }));
    return head?.count ?? 0;
  }

  /** Where a collect reads a list's count and pages. */
  interface ListSource {
    count(): Promise<number>;
    page<R>(page: number): Promise<Ref<R>[]>;
  }
  const sourceOf = (list: string): ListSource => ({
    count: () => count(list),
    page: (page) => readPage(list, page),
  });
  function viewOf(list: string, hot: boolean): ListSource {
    let counted: Promise<number> | null = null;
    const pagesRead = new Map<number, Promise<Ref<unknown>[]>>();
    return {
      count: () => (counted ??= count(list, hot)),
      page<R>(page: number) {
        const read = pagesRead.get(page) ?? readPage<unknown>(list, page, hot);
        pagesRead.set(page, read);
        return read as Promise<Ref<R>[]>;
      },
    };
  }

  /** `collect`, reading the count and pages through `source`. */
  async function collectFrom<R, T>(
    source: ListSource,
    opts: CollectOptions<R, T>,
  ): Promise<CollectResult<T>> {
    const maxScan = opts.maxScan ?? 10 * PAGE_SIZE;
    // A cursor past the end starts at the end: a made-up huge cursor must not walk millions
    // of empty pages.
    const total = await source.count();
    const start = Math.min(opts.before ?? total, total);
    const found: { pos: number; item: T }[] = [];
    let page = pageOf(start - 1);
    let scanned = 0;
    // Pages read count too, so pages left empty by crashes cannot make a read unbounded.
    let pagesLeft = Math.ceil(maxScan / PAGE_SIZE) + 2;
    let lowest = start;
    let cutShort = false;
    while (page >= 0 && found.length <= opts.limit && !cutShort) {
      if (requestAbandoned()) throw new RequestAbandonedError();
      if (pagesLeft <= 0) {
        cutShort = true;
        lowest = (page + 1) * PAGE_SIZE;
        break;
      }
      // The page before too when this one holds few references below the start (the newest
      // page of a list is often nearly empty), so a short page costs no second round trip.
      const onPage = Math.min(start, (page + 1) * PAGE_SIZE) - page * PAGE_SIZE;
      const wanted = 2 * (opts.limit + 1 - found.length);
      const batchPages = (onPage < wanted ? [page, page - 1] : [page]).filter((p) => p >= 0);
      const read = await Promise.all(batchPages.map((p) => source.page<R>(p)));
      page -= batchPages.length;
      pagesLeft -= batchPages.length;
      const all = read
        .flat()
        .filter((r) => r.pos < start)
        .sort((a, b) => b.pos - a.pos);
      const refs = all.slice(0, maxScan - scanned);
      // `keep` reads an item per reference, so it gets only as many as may still be needed
      // (at least MIN_KEEP_BATCH): a page of 25 from a queue whose items are all still there
      // costs 26 reads, not the 100 of the whole page.
      let used = 0;
      while (used < refs.length && found.length <= opts.limit) {
        const slice = refs.slice(
          used,
          used + Math.max(MIN_KEEP_BATCH, opts.limit + 1 - found.length),
        );
        used += slice.length;
        lowest = slice[slice.length - 1]!.pos;
        found.push(...(await opts.keep(slice)).sort((a, b) => b.pos - a.pos));
      }
      scanned += used;
      cutShort = scanned >= maxScan && (used < all.length || page >= 0);
    }
    const items = found.slice(0, opts.limit);
    // One item beyond the page proves there is more; a scan cut short resumes where it stopped.
    let next: number | null = null;
    if (found.length > opts.limit) next = items[items.length - 1]!.pos;
    else if (cutShort && lowest > 0) next = lowest;
    return { items: items.map((f) => f.item), next };
  }

  return {
    /** How many references were ever appended (holes and dropped items included). */
    count,

    /** The reference at a position (one page read by `_id`, none for a complete cached page). */
    async at<R>(list: string, pos: number): Promise<Ref<R> | null> {
      if (!Number.isSafeInteger(pos) || pos < 0) return null;
      return (await readPage<R>(list, pageOf(pos))).find((r) => r.pos === pos) ?? null;
    },

    /**
     * Appends a reference and returns its position. The position is reserved first, then the
     * reference is pushed onto its page; a crash in between leaves an empty position, which
     * readers skip. Write the reference BEFORE the item it points to: a reference whose item is
     * missing is dropped by readers, while an item without a reference would be lost to them.
     */
    async append<R extends object>(list: string, ref: R): Promise<number> {
      return seam.serialize(`list:${list}`, async () => {
        forget(headId(list));
        const head = await heads()
          .findOneAndUpdate(
            { _id: headId(list) },
            { $inc: { count: 1 } },
            { upsert: true, returnDocument: 'after' },
          )
          .finally(() => forget(headId(list)));
        if (!head) throw new Error(`list ${list}: the head was not written`);
        const pos = head.count - 1;
        const id = pageId(list, pageOf(pos));
        forget(id);
        await pages()
          .updateOne({ _id: id }, { $push: { refs: encodeRef(ref, pos) } }, { upsert: true })
          .finally(() => forget(id));
        return pos;
      });
    },

    /**
     * Appends many references at once, in order (bulk loads such as the seed command): one
     * reservation of positions, then one push per page touched.
     */
    async appendMany<R extends object>(list: string, refs: readonly R[]): Promise<number[]> {
      if (refs.length === 0) return [];
      return seam.serialize(`list:${list}`, async () => {
        forget(headId(list));
        const head = await heads()
          .findOneAndUpdate(
            { _id: headId(list) },
            { $inc: { count: refs.length } },
            { upsert: true, returnDocument: 'after' },
          )
          .finally(() => forget(headId(list)));
        if (!head) throw new Error(`list ${list}: the head was not written`);
        const first = head.count - refs.length;
        const byPage = new Map<number, string[]>();
        refs.forEach((r, i) => {
          const pos = first + i;
          const group = byPage.get(pageOf(pos)) ?? [];
          group.push(encodeRef(r, pos));
          byPage.set(pageOf(pos), group);
        });
        for (const [page, group] of byPage) {
          const id = pageId(list, page);
          forget(id);
          await pages()
            .updateOne({ _id: id }, { $push: { refs: { $each: group } } }, { upsert: true })
            .finally(() => forget(id));
        }
        return refs.map((_, i) => first + i);
      });
    },

    /**
     * Replaces a whole list with these references, oldest first (a rebuild from the items
     * themselves: the first start on data written before lists existed, or a repair).
     */
    async rebuild<R extends object>(list: string, refs: readonly R[]): Promise<void> {
      await seam.serialize(`list:${list}`, async () => {
        for (const id of complete.keys()) if (id.startsWith(`${list}:p:`)) complete.delete(id);
        const old = await count(list);
        for (let page = 0; page * PAGE_SIZE < Math.max(old, refs.length); page++) {
          const chunk = refs
            .slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
            .map((r, i) => encodeRef(r, page * PAGE_SIZE + i));
          const id = pageId(list, page);
          forget(id);
          await pages()
            .replaceOne({ _id: id }, { refs: chunk }, { upsert: true })
            .finally(() => forget(id));
        }
        forget(headId(list));
        await heads()
          .replaceOne({ _id: headId(list) }, { count: refs.length }, { upsert: true })
          .finally(() => forget(headId(list)));
      });
    },

    /**
     * Newest-first items of a list: reads pages by `_id` from the cursor back, lets `keep` turn
     * references into items (visibility, items deleted since), and stops at `limit` items or after
     * `maxScan` references, so no request does unbounded work.
     */
    async collect<R, T>(list: string, opts: CollectOptions<R, T>): Promise<CollectResult<T>> {
      return collectFrom(sourceOf(list), opts);
    },

    /**
     * One list as one answer sees it: its count and each page read once however many collects
     * run over it (a page of notifications and its unread count read the same newest page).
     * For one request only: what is appended after the first read is not seen. `hot`: on
     * FerretDB the head and the pages still filling come from this process's hot reads, so a
     * list read on every request (a person's notifications, behind the header's badge) costs no
     * read until it changes.
     */
    view(list: string, { hot = false }: { hot?: boolean } = {}) {
      const source = viewOf(list, hot);
      return {
        count: () => source.count(),
        collect: <R, T>(opts: CollectOptions<R, T>) => collectFrom<R, T>(source, opts),
      };
    },

    /**
     * Every reference, oldest first, a page at a time: for work that must see a whole list (a
     * person's data export, an account's erasure), never for a request's answer.
     */
    async *eachPage<R>(list: string): AsyncGenerator<Ref<R>[]> {
      const total = await count(list);
      for (let page = 0; page * PAGE_SIZE < total; page++) {
        const refs = await readPage<R>(list, page);
        yield [...refs].sort((a, b) => a.pos - b.pos);
      }
    },

    /**
     * Rewrites the references `change` returns a replacement for, in place (same position), on
     * every page: each one is its own `$set` of one array element, so an append running at the
     * same time is never lost. The cached copies of the list's pages are dropped. Returns how many
     * changed. Safe to run again: `change` sees what the last run wrote.
     */
    async rewrite<R extends object>(
      list: string,
      change: (ref: Ref<R>) => R | null,
    ): Promise<number> {
      return seam.serialize(`list:${list}`, async () => {
        for (const id of complete.keys()) if (id.startsWith(`${list}:p:`)) complete.delete(id);
        const total = await count(list);
        let changed = 0;
        for (let page = 0; page * PAGE_SIZE < total; page++) {
          const doc = (await pages().findOne({ _id: pageId(list, page) })) as PageDoc<R> | null;
          const sets: Record<string, string> = {};
          (doc?.refs ?? []).forEach((stored, i) => {
            const ref = decodeRef<R>(stored);
            const next = change(ref);
            if (next) sets[`refs.${i}`] = encodeRef(next, ref.pos);
          });
          if (Object.keys(sets).length === 0) continue;
          const id = pageId(list, page);
          forget(id);
          await pages()
            .updateOne({ _id: id }, { $set: sets })
            .finally(() => forget(id));
          changed += Object.keys(sets).length;
        }
        return changed;
      });
    },

    /** Removes a whole list: its pages, then its head (a list without a head reads as empty). */
    async remove(list: string): Promise<void> {
      await seam.serialize(`list:${list}`, async () => {
        for (const id of complete.keys()) if (id.startsWith(`${list}:p:`)) complete.delete(id);
        const total = await count(list);
        for (let page = 0; page * PAGE_SIZE < total; page++) {
          const id = pageId(list, page);
          forget(id);
          await pages()
            .deleteOne({ _id: id })
            .finally(() => forget(id));
        }
        forget(headId(list));
        await heads()
          .deleteOne({ _id: headId(list) })
          .finally(() => forget(headId(list)));
      });
    },
  };
}
export type PagedLists = ReturnType<typeof pagedLists>;
