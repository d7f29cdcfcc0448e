import { PassThrough } from 'node:stream';
import { outsideBudget } from '../../db/deadline';

/** Where each part of a streamed JSON file goes: a value, or items of an array one at a time. */
export interface JsonSink {
  /** `"key": value` at the top level. */
  field(key: string, value: unknown): Promise<void>;
  /** `"key": [ ...items ]` at the top level, items written as `items` yields them. */
  array(key: string, items: AsyncIterable<unknown>): Promise<void>;
  /**
   * `"key": [ { ...fields, "<listKey>": [ ...items ] }, ... ]`: groups whose own lists are long
   * too (a conversation's messages), each item written as it comes.
   */
  groups(key: string, groups: AsyncIterable<JsonGroup>): Promise<void>;
}

export interface JsonGroup {
  fields: Record<string, unknown>;
  listKey: string;
  items: AsyncIterable<unknown>;
}

/**
 * A JSON object written to a stream part by part, waiting whenever the reader is behind (the
 * stream's buffer is full), so a file of any size costs the server one part's worth of memory.
 * `write` fills it; the stream ends when it is done. A failure half-way is logged by `onError` and
 * ends the stream without the closing `"complete": true`, so a reader can tell the file is cut.
 * It runs outside the request's time limit (an export of years of messages takes longer), and
 * stops at the next part once the reader has gone.
 */
export function streamJsonObject(
  write: (sink: JsonSink) => Promise<void>,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  let gone = false;
  out.once('close', () => {
    gone = true;
  });
  let first = true;

  async function put(text: string): Promise<void> {
    if (gone) throw new ReaderGone();
    if (!out.write(text))
      await new Promise<void>((resolve) => {
        const done = () => {
          out.off('drain', done);
          out.off('close', done);
          resolve();
        };
        out.once('drain', done);
        out.once('close', done);
      });
  }
  const key = (k: string) => `${first ? '' : ','}\n  ${JSON.stringify(k)}: `;

  const sink: JsonSink = {
    async field(k, value) {
      await put(key(k) + indent(JSON.stringify(value, null, 2)));
      first = false;
    },
    async array(k, items) {
      await put(`${key(k)}[`);
      first = false;
      let n = 0;
      for await (const item of items) {
        await put(`${n === 0 ? '' : ','}\n    ${indent(JSON.stringify(item), 4)}`);
        n++;
      }
      await put(n === 0 ? ']' : '\n  ]');
    },
    async groups(k, groups) {
      await put(`${key(k)}[`);
      first = false;
      let g = 0;
      for await (const group of groups) {
        const head = JSON.stringify(group.fields).slice(1, -1);
        await put(
          `${g === 0 ? '' : ','}\n    {${head}${head ? ',' : ''}${JSON.stringify(group.listKey)}: [`,
        );
        let n = 0;
        for await (const item of group.items) {
          await put(`${n === 0 ? '' : ','}\n      ${JSON.stringify(item)}`);
          n++;
        }
        await put(n === 0 ? ']}' : '\n    ]}');
        g++;
      }
      await put(g === 0 ? ']' : '\n  ]');
    },
  };

  outsideBudget(() => {
    void (async () => {
      try {
        await put('{');
        await write(sink);
        await sink.field('complete', true);
        await put('\n}\n');
        out.end();
      } catch (error) {
        if (!(error instanceof ReaderGone)) onError(error);
        out.end();
      }
    })();
  });
  return out;
}

class ReaderGone extends Error {}

const indent = (json: string, by = 2) => json.replace(/\n/g, `\n${' '.repeat(by)}`);
