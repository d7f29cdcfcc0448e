import { create } from './create';
import { notificationsApi } from '../api/notifications';
import { resettable } from './resetRegistry';
import { onSignOut } from './sessionStore';

interface ReminderPreferenceState {
  /** Whether the person's daily check-in reminder is on; null until known. */
  on: boolean | null;
  /** Asks the server (the toolkit does when it opens). */
  load: () => Promise<void>;
  /** What a save of the preferences answered. */
  set: (on: boolean) => void;
}

/**
 * Whether the daily check-in reminder is on, known before a check-in happens: the toolkit tells
 * the server of a check-in only while it is on (docs/notifications.md), and asking at the moment
 * of the check-in would tell the server, by its timing alone, that one probably happened.
 */
export const useReminderPreference = resettable(
  create<ReminderPreferenceState>((set) => ({
    on: null,
    load: () =>
      notificationsApi.preferences().then(
        ({ preferences }) => set({ on: preferences.reminders }),
        // Unknown, the check-in is not reported and the reminder simply comes: nothing is lost.
        (err: unknown) => console.warn('reminder preference not read', err),
      ),
    set: (on) => set({ on }),
  })),
);

// The person who signed out was the one whose preference this was.
onSignOut(() => useReminderPreference.setState({ on: null }));
