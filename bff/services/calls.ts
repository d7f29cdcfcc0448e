import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { CallType } from '../../contract/calls';
import type { MessageService } from './messages';
import type { SignedInUser } from '../viewer';

interface CallDoc {
  _id: string;
  caller_id: string;
  recipient_id: string;
  call_type: CallType;
  status: 'started';
  created_at: Date;
}

/**
 * POST /api/calls/start (answers call_id; docs/product.md, Calls). A call may reach only someone a
 * message may: the same checks (accept_messages, blocks, a complete profile). The call is recorded
 * under its id; ringing and media are not built yet.
 */
export function callService(conn: Connection, messages: Pick<MessageService, 'assertMayContact'>) {
  const calls = () => conn.collection<CallDoc>('calls');
  return {
    async start(viewer: SignedInUser, recipientId: string, type: CallType): Promise<string> {
      await messages.assertMayContact(viewer, recipientId);
      const id = randomUUID();
      await calls().insertOne({
        _id: id,
        caller_id: viewer.id,
        recipient_id: recipientId.toLowerCase(),
        call_type: type,
        status: 'started',
        created_at: new Date(),
      });
      return id;
    },
  };
}
export type CallService = ReturnType<typeof callService>;
