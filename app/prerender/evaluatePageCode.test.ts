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
    chunk('react');
    chunk('start');
    chunk('screens');
    // A task the browser has waiting (a tap, say) once the first chunk has been evaluated.
    const tapped = new Promise<void>((resolve) => {
      const wait = () => {
        if (globalThis.evaluated?.length) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            globalThis.evaluated?.push('tap');
            channel.port1.close();
            resolve();
          };
          channel.port2.postMessage(null);
        } else queueMicrotask(wait);
      };
      wait();
    });
    await evaluatePageCode();
    await tapped;
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
