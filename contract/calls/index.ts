/** Calls from a conversation (docs/product.md, Calls: POST /api/calls/start -> call_id). */
export type { StartCall } from './schemas';

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

export interface CallStarted {
  call_id: string;
}

/** 'Starting {type} call... (Call ID: {id})' (docs/product.md, Calls). */
export const callStartingText = (type: CallType, id: string) =>
  `Starting ${type} call... (Call ID: ${id})`;
