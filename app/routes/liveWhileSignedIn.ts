/**
 * The live stream and the stores it keeps live, held for as long as a signed-in layout is shown.
 *
 * Privacy & account shows the same layout from its own route (app/routes/AccountRoute.tsx), so
 * going between it and any other screen unmounts one layout and mounts the other in one commit.
 * Without the hold the stream would close and open again, and every store would ask again for
 * what it already knows (the unread count, the conversations). The last release stops everything
 * a microtask later, when no layout took the hold back meanwhile.
 *
 * The start waits for a task of its own: the layout's first commit is the longest task a
 * signed-in page makes, and opening the stream and asking for the counts need not lengthen it
 * (docs/performance.md, The main thread).
 */
let holders = 0;
let stop: (() => void) | null = null;
let starting: ReturnType<typeof setTimeout> | null = null;

export function holdLive(start: () => () => void): () => void {
  holders += 1;
  if (!stop && !starting) {
    starting = setTimeout(() => {
      starting = null;
      if (holders > 0) stop = start();
    }, 0);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    queueMicrotask(() => {
      if (holders > 0) return;
      if (starting) clearTimeout(starting);
      starting = null;
      const stopping = stop;
      stop = null;
      stopping?.();
    });
  };
}
