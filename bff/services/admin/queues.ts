/**
 * The console's queues, each a paged list of references (bff/db/pagedList.ts) read newest first.
 * A reference says which item and in which round it was queued; readers keep it only while the
 * item is still waiting in that round, so nothing is ever removed from a list.
 */
export const QUEUES = {
  /** Every report case: `{ id: '<type>:<target>', round }`. */
  cases: 'admin:cases',
  /** Report cases of posts (the Posts tab): `{ id: 'post:<postId>', round }`. */
  postCases: 'admin:post-cases',
  /** Posts held for review: `{ id: '<postId>' }`, listed first in the Posts tab. */
  held: 'admin:held',
  /** Suggested resources: `{ id: '<resourceId>' }`. */
  resources: 'admin:resources',
  /** Contact messages: `{ id: '<messageId>' }`. */
  contact: 'admin:contact',
  /** The audit log: `{ id: '<entryId>' }`. */
  audit: 'admin:audit',
} as const;

export interface CaseRef {
  id: string;
  round: number;
}

export interface ItemRef {
  id: string;
}
