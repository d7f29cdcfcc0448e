import { threadMakesPeers, type ThreadFacts } from './social';

/**
 * Who may see a person online or when they were last seen: only their peers, the people with a
 * thread in which both have written (the rule of 'friends' posts, bff/policies/social.ts), and
 * never across a block either way. A stranger the person accepts messages from, or someone who
 * wrote once and was never answered, sees nothing: user ids are on every post, and presence would
 * tell a stalker when someone is awake.
 */
export const seesPresence = (thread: ThreadFacts | null | undefined, keptApart: boolean) =>
  !keptApart && threadMakesPeers(thread);
