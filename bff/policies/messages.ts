/**
 * Who may write to whom (docs/privacy-and-moderation.md, Accepting messages; Blocking). One owner
 * for the rule: the send, the reactions and the typing signal all ask here.
 */
export interface MessagingFacts {
  /** Either person blocked the other. */
  blocked: boolean;
  /** The recipient's accept_messages. */
  recipientAccepts: boolean;
  /** The recipient already wrote to the sender in this thread. */
  recipientWrote: boolean;
}

/**
 * Open unless a block stands between them; someone who turned messages off can still be answered
 * in a conversation they started.
 */
export const mayMessage = (f: MessagingFacts) =>
  !f.blocked && (f.recipientAccepts || f.recipientWrote);

/** A thread (`pairKey`) belongs to exactly its two people. */
export const isParticipant = (pair: string, userId: string) => pair.split(':').includes(userId);
