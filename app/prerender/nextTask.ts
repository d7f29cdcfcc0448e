/**
 * Resolves in a task of its own, once the browser has done what was waiting for the main thread (a
 * tap, a frame). The app starts in several short tasks instead of one long one: on a slow phone a
 * long task is what a tap waits behind (docs/performance.md, The main thread). A message, not a
 * timer: timers are held back (4 ms once nested, a second in a background tab).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
