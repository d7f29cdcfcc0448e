import { create } from './create';
import { persist } from 'zustand/middleware';
import { type DateKey, dateKey } from '../../domain/toolkit/calendar';
import {
  JOURNAL_MAX,
  type Mood,
  type SafetyPlanSection,
  type WellnessHabit,
} from '../../domain/toolkit/content';
import { DEFAULT_RECOVERY_TYPE, type RecoveryType } from '../../domain/toolkit/recoveryDate';
import { type UsageKind, recordUsage } from '../../domain/toolkit/usage';
import { notificationsApi } from '../api/notifications';
import { useNoticeStore } from './noticeStore';
import { resettable } from './resetRegistry';
import { useReminderPreference } from './reminderPreference';
import { useSessionStore } from './sessionStore';
import {
  TOOLKIT_KEYS,
  type JournalEntry,
  type ToolkitData,
  defaultToolkitData,
  toolkitStorage,
} from './toolkitStorage';

/**
 * Tells the server only that a check-in happened on `day`, so that day's reminder is skipped
 * (docs/notifications.md), and only while reminders are on: with them off it has no reason to
 * hear of it. Whether they are on was read when the toolkit opened (app/stores/reminderPreference.ts).
 */
async function reportCheckIn(day: DateKey): Promise<void> {
  if (useSessionStore.getState().status !== 'signedIn') return;
  if (useReminderPreference.getState().on) await notificationsApi.reportCheckIn(day);
}

interface ToolkitActions {
  startRecovery: (date: DateKey, type: RecoveryType) => void;
  updateStartDate: (date: DateKey) => void;
  resetRecovery: () => void;
  /** Picks today's mood; the first pick of a day completes the check-in and counts it. */
  checkIn: (mood: Mood) => void;
  recordUsage: (kind: UsageKind) => void;
  /** Marks a coping skill used today and counts it; a second use the same day does nothing. */
  markCopingSkillUsed: (name: string) => void;
  addJournalEntry: (content: string) => JournalEntry | null;
  deleteJournalEntry: (id: string) => void;
  setSafetyPlan: (section: SafetyPlanSection, text: string) => void;
  clearSafetyPlan: () => void;
  toggleHabit: (habit: WellnessHabit) => void;
  /**
   * Removes every toolkit value from this device (logout's 'Also clear my toolkit data from this
   * device'): the local-storage keys are deleted, and the store starts empty.
   */
  clearDevice: () => void;
}

export type ToolkitState = ToolkitData & ToolkitActions;

const today = () => dateKey(new Date());
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const browserStorage = () => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked outright (privacy settings); the toolkit then works for this visit only.
    return undefined;
  }
};

const warnWriteFailed = () =>
  useNoticeStore
    .getState()
    .show(
      'error',
      'Could not save on this device: its storage is full or blocked. Your latest change will be lost when you leave this page.',
    );

/**
 * The toolkit's one persisted store. Everything stays on this device (local storage under the
 * key names of docs/product.md, Storage on the device); nothing here is sent to the server unless
 * the person shares a milestone, but the date of a day's first check-in (for the reminder).
 */
export const useToolkitStore = resettable(
  create<ToolkitState>()(
    persist(
      (set, get) => ({
        ...defaultToolkitData(),
        startRecovery: (date, type) => set({ recoveryStartDate: date, recoveryType: type }),
        updateStartDate: (date) => set({ recoveryStartDate: date }),
        resetRecovery: () => set({ recoveryStartDate: null, recoveryType: DEFAULT_RECOVERY_TYPE }),
        checkIn: (mood) => {
          const day = today();
          if (get().todayCheckedIn === day) return set({ dailyMood: mood });
          // Not sent, the reminder simply comes: nothing of the check-in is lost.
          reportCheckIn(day).catch((err: unknown) => console.warn('check-in not reported', err));
          set((s) => ({
            dailyMood: mood,
            todayCheckedIn: day,
            usageStats: recordUsage(s.usageStats, 'checkin'),
          }));
        },
        recordUsage: (kind) => set((s) => ({ usageStats: recordUsage(s.usageStats, kind) })),
        markCopingSkillUsed: (name) => {
          const day = today();
          const used = get().copingSkillsUsed;
          const skills = used.date === day ? used.skills : [];
          if (skills.includes(name)) return;
          set((s) => ({
            copingSkillsUsed: { date: day, skills: [...skills, name] },
            usageStats: recordUsage(s.usageStats, 'coping'),
          }));
        },
        addJournalEntry: (content) => {
          const text = content.trim();
          if (!text) return null;
          const entry: JournalEntry = {
            id: newId(),
            content: text.slice(0, JOURNAL_MAX),
            timestamp: new Date().toISOString(),
            mood: get().dailyMood,
          };
          set((s) => ({
            journalEntries: [entry, ...s.journalEntries],
            usageStats: recordUsage(s.usageStats, 'journaling'),
          }));
          return entry;
        },
        deleteJournalEntry: (id) =>
          set((s) => ({ journalEntries: s.journalEntries.filter((e) => e.id !== id) })),
        setSafetyPlan: (section, text) =>
          set((s) => ({ safetyPlan: { ...s.safetyPlan, [section]: text } })),
        clearSafetyPlan: () => set({ safetyPlan: defaultToolkitData().safetyPlan }),
        toggleHabit: (habit) => {
          const day = today();
          set((s) => {
            const done = s.wellnessHabits[day] ?? [];
            const next = done.includes(habit) ? done.filter((h) => h !== habit) : [...done, habit];
            return { wellnessHabits: { ...s.wellnessHabits, [day]: next } };
          });
        },
        clearDevice: () => {
          set(defaultToolkitData());
          // After the state change, whose write put the defaults back: the keys themselves go.
          useToolkitStore.persist.clearStorage();
        },
      }),
      {
        name: 'toolkit',
        version: 1,
        storage: toolkitStorage(browserStorage, warnWriteFailed),
        partialize: (s): ToolkitData => {
          const data = {} as Record<keyof ToolkitData, unknown>;
          for (const key of TOOLKIT_KEYS) data[key] = s[key];
          return data as ToolkitData;
        },
        merge: (persisted, current) => ({ ...current, ...(persisted as ToolkitData) }),
      },
    ),
  ),
);

/** The same person in two tabs sees one toolkit: another tab's write reloads this one. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (TOOLKIT_KEYS as string[]).includes(event.key)) {
      void useToolkitStore.persist.rehydrate();
    }
  });
}

/** Today's coping skills (an older day's list no longer counts). */
export const skillsUsedToday = (s: Pick<ToolkitData, 'copingSkillsUsed'>, day = today()) =>
  s.copingSkillsUsed.date === day ? s.copingSkillsUsed.skills : [];

export const checkedInToday = (s: Pick<ToolkitData, 'todayCheckedIn'>, day = today()) =>
  s.todayCheckedIn === day;
