import { inject, it } from 'vitest';

/** True when the BFF under test takes the seam's MongoDB strategy (no in-process serialisation). */
const seamAsOnMongodb = () => inject('dbEngine') !== 'ferretdb';

/**
 * A test that needs the database itself to apply concurrent single-document updates atomically.
 * MongoDB does; FerretDB 1.24 applies them as read-modify-write without isolation, which the seam
 * makes up for by serialising only when it knows it talks to FerretDB. So such a test is skipped
 * only where the seam takes the MongoDB strategy over a FerretDB server (the second BFF run
 * offline); `reason` says what it needs, and is printed with the skip.
 */
export function itNeedsAtomicUpdates(reason: string) {
  const skip = seamAsOnMongodb() && inject('dbServer') === 'ferretdb';
  return (name: string, fn: () => Promise<void>, timeout?: number) =>
    skip
      ? it.skip(`${name} [skipped on the MongoDB strategy over FerretDB: ${reason}]`, fn)
      : it(name, fn, timeout);
}
