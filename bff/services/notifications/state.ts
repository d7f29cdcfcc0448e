import type { EngineSeam } from '../../db/seam';
import type { Models } from '../../models';

/**
 * A person's notification state (bff/models/notification.ts) is read by every page and unread
 * count of their notifications, the header's badge on every signed-in page, so those reads take
 * it from the hot reads (bff/db/seam.ts): on FerretDB a copy never older than this process's last
 * write of it. That holds only while every write of it goes through `write`, which forgets the
 * copy before and after; a missing state (most people's until they save preferences or mark all
 * read) is remembered as missing too.
 */
export function notificationStates<S extends { _id: string }>(
  NotificationState: Models['NotificationState'],
  seam: EngineSeam,
) {
  return {
    /** The state as this process last saw it (null: there is none). */
    async hot(owner: string): Promise<S | null> {
      const found = await seam.findHotByIds<S>(NotificationState, [owner], { absentToo: true });
      return found.get(owner) ?? null;
    },

    /** Runs a write of `owner`'s state: every write of a state must go through here. */
    async write<T>(owner: string, work: () => Promise<T>): Promise<T> {
      seam.forget(NotificationState, owner);
      try {
        return await work();
      } finally {
        seam.forget(NotificationState, owner);
      }
    },
  };
}
