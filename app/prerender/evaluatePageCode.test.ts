import { afterEach, describe, expect, it } from 'vitest';
import { evaluatePageCode } from './evaluatePageCode';

declare global {
  var evaluated: string[] | undefined;
}

let made = 0;

/** A chunk the page names: a module that records its evaluation (a new module each time). */
function chunk(name: string, code = `globalThis.evaluated.push(${JSON.stringify(name)});`) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = `data:text/javascript,${encodeURIComponent(`${code}\n// ${name} ${made++}`)}`;
  document.head.append(link);
}

afterEach(() => {
  document.head.replaceChildren();
  globalThis.evaluated = undefined;
});

describe('evaluatePageCode', () => {
  it("evaluates the page's chunks in the order it names them, each in a task of its own", async () => {
    globalThis.evaluated = [];
    // The first chunk, once evaluated, leaves a task waiting (a tap, say): it runs before the
    // next chunk is evaluated.
    chunk(
      'react',
      `globalThis.evaluated.push('react');
       const channel = new MessageChannel();
       channel.port1.onmessage = () => { globalThis.evaluated.push('tap'); channel.port1.close(); };
       channel.port2.postMessage(null);`,
    );
    chunk('start');
    chunk('screens');
    await evaluatePageCode();
    expect(globalThis.evaluated).toEqual(['react', 'tap', 'start', 'screens']);
  });

  it('rejects when a chunk does not load, and evaluates nothing after it', async () => {
    globalThis.evaluated = [];
    chunk('react');
    chunk('broken', 'throw new Error("the chunk did not load");');
    chunk('screens');
    await expect(evaluatePageCode()).rejects.toThrow('the chunk did not load');
    expect(globalThis.evaluated).toEqual(['react']);
  });

  it('does nothing on a page that names no code', async () => {
    await expect(evaluatePageCode()).resolves.toBeUndefined();
  });
});
