import type { ModerationOutcome } from '../../presenters/notification';

/**
 * Tells a person what moderators decided about their post or their suggested place
 * (bff/services/notifications): run after the decision, its failure logged, never undoing it.
 */
export type ModerationNotice = (
  owner: string,
  subject: { post_id: string } | { resource_id: string },
  outcome: ModerationOutcome,
) => void;
