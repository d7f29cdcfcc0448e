/** Blocking and reporting people (docs/privacy-and-moderation.md, Blocking). */

/** GET /api/users/blocked: the people the viewer blocked, most recent first. */
export interface BlockedPerson {
  user_id: string;
  display_name: string;
}
export interface BlockedList {
  blocked: BlockedPerson[];
}
