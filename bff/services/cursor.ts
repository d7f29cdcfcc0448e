import { Types } from 'mongoose';
import { badRequest } from '../errors';

/** A keyset position in a list sorted by (created_at desc, _id desc). */
export interface Cursor {
  createdAt: Date;
  id: Types.ObjectId;
}

export const encodeCursor = (c: { created_at: Date; _id: Types.ObjectId }) =>
  Buffer.from(`${c.created_at.getTime()}_${String(c._id)}`).toString('base64url');

export function decodeCursor(raw: string): Cursor {
  const [ms, id] = Buffer.from(raw, 'base64url').toString('utf8').split('_');
  const time = Number(ms);
  if (
    !Number.isSafeInteger(time) ||
    !id ||
    !Types.ObjectId.isValid(id) ||
    String(new Types.ObjectId(id)) !== id
  ) {
    throw badRequest('cursor is not valid.', 'cursor_invalid');
  }
  return { createdAt: new Date(time), id: new Types.ObjectId(id) };
}
