import { usersApi } from '../../api/users';
import { messagesApi } from '../../api/messages';
import { failure, notify } from './context';
import type { MessagesSlice, MessagesStore, SafetySlice } from './state';
import { inConversation, patchThread } from './updates';

const REPORT_SENT = 'Your report was sent to our moderators. Thank you for looking out for others.';

/** Marks the person of the open conversation blocked (or not) in the pane and in the list. */
function showBlocked(store: MessagesStore, userId: string, blocked: boolean) {
  inConversation(store, userId, (now) => ({
    ...now,
    other: now.other ? { ...now.other, blocked } : now.other,
  }));
  patchThread(store, userId, { blocked });
}

/** Blocking, unblocking and reports from the open conversation. */
export const createSafetySlice: MessagesSlice<SafetySlice> = (_set, get, store) => ({
  block: async () => {
    const c = get().conversation;
    if (!c) return;
    try {
      await usersApi.block(c.userId);
    } catch (err) {
      throw failure(err, 'Could not block this person. Please try again.');
    }
    showBlocked(store, c.userId, true);
    notify('success', `${c.other?.display_name ?? 'This person'} is blocked.`);
  },

  unblock: async () => {
    const c = get().conversation;
    if (!c) return;
    try {
      await usersApi.unblock(c.userId);
    } catch (err) {
      throw failure(err, 'Could not unblock this person. Please try again.');
    }
    showBlocked(store, c.userId, false);
    notify('success', `${c.other?.display_name ?? 'This person'} is unblocked.`);
  },

  reportMessage: async (messageId, reason) => {
    try {
      await messagesApi.report(messageId, reason);
    } catch (err) {
      throw failure(err, 'Could not send your report. Please try again.');
    }
    notify('success', REPORT_SENT);
  },

  reportPerson: async (reason) => {
    const c = get().conversation;
    if (!c) return;
    try {
      await usersApi.report(c.userId, reason);
    } catch (err) {
      throw failure(err, 'Could not send your report. Please try again.');
    }
    notify('success', REPORT_SENT);
  },
});
