/** Calls from a conversation (spec, Calls: POST /api/calls/start -> call_id). */
export type { StartCall } from './schemas';

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export interface CallStarted {
  call_id: string;
}

/** Spec point 8: 'Starting {type} call... (Call ID: {id})'. */
export const callStartingText = (type: CallType, id: string) =>
  `Starting ${type} call... (Call ID: ${id})`;
