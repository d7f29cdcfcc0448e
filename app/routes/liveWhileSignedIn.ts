/**
 * The live stream and the stores it keeps live, held for as long as a signed-in layout is shown.
 *
 * Privacy & account shows the same layout from its own route (app/routes/AccountRoute.tsx), so
 * going between it and any other screen unmounts one layout and mounts the other in one commit.
 * Without the hold the stream would close and open again, and every store would ask again for
 * what it already knows (the unread count, the conversations). The last release stops everything
 * a microtask later, when no layout took the hold back meanwhile.
 */
let holders = 0;
let stop: (() => void) | null = null;

export function holdLive(start: () => () => void): () => void {
  holders += 1;
  stop ??= start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    queueMicrotask(() => {
      if (holders > 0 || !stop) return;
      const stopping = stop;
      stop = null;
      stopping();
    });
  };
}
