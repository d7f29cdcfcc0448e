import type { Connection } from 'mongoose';
import type { Background } from '../background';
import type { EngineSeam } from '../db/seam';
import type { EventBus } from '../events/bus';
import { eventHub } from '../events/hub';
import type { Models } from '../models';
import { idsNotHidden } from '../policies/blocks';
import { seesPresence } from '../policies/presence';
import type { ThreadFacts } from '../policies/social';
import { pairKey } from '../models/thread';
import { blockService } from './blocks';
import { inboxService } from './inbox';
import { messageService } from './messages';
import { presenceService } from './presence';

/**
 * The messaging services wired together over one event bus: blocks, thread lists, presence and
 * messages (the app, the bench and the seed build them the same way).
 */
export function messaging(
  models: Models,
  conn: Connection,
  seam: EngineSeam,
  bus: EventBus,
  jobs: Background,
  /** How long a person's last stream is closed before they are 'offline' (tests shorten it). */
  offlineAfterMs?: number,
) {
  const blocks = blockService(models, seam);
  const inbox = inboxService(models, seam);
  const hub = eventHub(bus);
  // Presence goes to one's peers (a thread where both wrote), never across a block
  // (bff/policies/presence.ts).
  const peersOf = async (id: string) => {
    const [others, hidden] = await Promise.all([inbox.others(id), blocks.hiddenFor(id)]);
    const candidates = idsNotHidden(hidden, others);
    const threads = await seam.findByIds<ThreadFacts & { _id: string }>(
      models.Thread,
      candidates.map((o) => pairKey(id, o)),
      { wrote_0: 1, wrote_1: 1 },
    );
    return candidates.filter((o) => seesPresence(threads.get(pairKey(id, o)), false));
  };
  const presence = presenceService(models, seam, hub, peersOf, jobs, offlineAfterMs);
  const messages = messageService(models, conn, seam, { blocks, inbox, presence, hub, jobs });
  return { blocks, inbox, hub, presence, messages };
}
