import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../contract/notifications';
import { fakeApi } from '../test/renderApp';
import { useNoticeStore } from './noticeStore';
import { useReminderPreference } from './reminderPreference';
import { useSessionStore } from './sessionStore';
import { checkedInToday, skillsUsedToday, useToolkitStore } from './toolkitStore';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 9, 0));
});
afterEach(() => vi.useRealTimers());

const state = () => useToolkitStore.getState();

it('keeps the recovery date and type under the documented keys and resets both', () => {
  state().startRecovery('2025-01-10', 'both');
  expect(localStorage.getItem('recoveryStartDate')).toBe('"2025-01-10"');
  expect(localStorage.getItem('recoveryType')).toBe('"both"');
  state().updateStartDate('2025-02-01');
  expect(state().recoveryStartDate).toBe('2025-02-01');
  state().resetRecovery();
  expect(state()).toMatchObject({ recoveryStartDate: null, recoveryType: 'substance_use' });
  expect(localStorage.getItem('recoveryStartDate')).toBe('null');
});

it('counts the first check-in of a day only, and a new day starts a new one', () => {
  state().checkIn(2);
  state().checkIn(4);
  expect(state().dailyMood).toBe(4);
  expect(checkedInToday(state(), '2026-03-15')).toBe(true);
  expect(state().usageStats['2026-03-15']?.checkin).toBe(1);
  vi.setSystemTime(new Date(2026, 2, 16, 0, 5));
  expect(checkedInToday(state(), '2026-03-16')).toBe(false);
  state().checkIn(5);
  expect(state().usageStats['2026-03-16']?.checkin).toBe(1);
  expect(JSON.parse(localStorage.getItem('todayCheckedIn')!)).toBe('2026-03-16');
});

it('marks each coping skill once a day', () => {
  state().markCopingSkillUsed('Call a Friend');
  state().markCopingSkillUsed('Call a Friend');
  state().markCopingSkillUsed('Go for a Walk');
  expect(skillsUsedToday(state(), '2026-03-15')).toEqual(['Call a Friend', 'Go for a Walk']);
  expect(state().usageStats['2026-03-15']?.coping).toBe(2);
  vi.setSystemTime(new Date(2026, 2, 16, 8));
  expect(skillsUsedToday(state(), '2026-03-16')).toEqual([]);
  state().markCopingSkillUsed('Call a Friend');
  expect(state().copingSkillsUsed).toEqual({ date: '2026-03-16', skills: ['Call a Friend'] });
});

it('saves journal entries with the current mood, newest first, and counts journaling', () => {
  state().checkIn(3);
  expect(state().addJournalEntry('   ')).toBeNull();
  const first = state().addJournalEntry(' First ')!;
  state().addJournalEntry('Second');
  expect(state().journalEntries.map((e) => e.content)).toEqual(['Second', 'First']);
  expect(first).toMatchObject({ content: 'First', mood: 3 });
  expect(state().usageStats['2026-03-15']?.journaling).toBe(2);
  state().deleteJournalEntry(first.id);
  expect(state().journalEntries).toHaveLength(1);
  expect(JSON.parse(localStorage.getItem('journalEntries')!)).toHaveLength(1);
});

it("keeps the safety plan and the day's wellness habits", () => {
  state().setSafetyPlan('warningSigns', 'Skipping meals');
  expect(JSON.parse(localStorage.getItem('safetyPlan')!).warningSigns).toBe('Skipping meals');
  state().clearSafetyPlan();
  expect(state().safetyPlan.warningSigns).toBe('');
  state().toggleHabit('water');
  state().toggleHabit('sleep');
  state().toggleHabit('water');
  expect(state().wellnessHabits['2026-03-15']).toEqual(['sleep']);
});

it('tells the person when the device refuses to save', () => {
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  state().recordUsage('breathing');
  spy.mockRestore();
  expect(useNoticeStore.getState().notice).toMatchObject({ severity: 'error' });
  expect(useNoticeStore.getState().notice?.message).toMatch(/Could not save on this device/);
});

it('reloads when another tab writes', async () => {
  localStorage.setItem('recoveryStartDate', '"2020-05-05"');
  window.dispatchEvent(new StorageEvent('storage', { key: 'recoveryStartDate' }));
  await vi.waitFor(() => expect(state().recoveryStartDate).toBe('2020-05-05'));
});

it('clearDevice removes every toolkit key from this device and empties the store', () => {
  state().startRecovery('2025-01-10', 'both');
  state().checkIn(3);
  state().addJournalEntry('A hard day, but I called my sponsor.');
  state().setSafetyPlan('warningSigns', 'Skipping meals');
  state().toggleHabit('water');
  localStorage.setItem('unrelated', 'kept');
  expect(localStorage.getItem('journalEntries')).toContain('sponsor');

  state().clearDevice();

  for (const key of [
    'recoveryStartDate',
    'recoveryType',
    'dailyMood',
    'todayCheckedIn',
    'copingSkillsUsed',
    'journalEntries',
    'usageStats',
    'safetyPlan',
    'wellnessHabits',
  ]) {
    expect(localStorage.getItem(key), key).toBeNull();
  }
  expect(localStorage.getItem('unrelated')).toBe('kept');
  expect(state()).toMatchObject({
    recoveryStartDate: null,
    journalEntries: [],
    dailyMood: null,
    usageStats: {},
  });
});

describe('telling the server of a check-in (today’s reminder is then skipped)', () => {
  const reported = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((c) => c.path === '/api/notifications/reminders/check-in').map((c) => c.body);
  const answers = (reminders: boolean) => ({
    'GET /api/notifications/preferences': () => ({
      status: 200,
      body: { preferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, reminders } },
    }),
    'POST /api/notifications/reminders/check-in': () => ({ status: 204 }),
  });

  it('tells only the date, once a day, while reminders are on, asking nothing at that moment', async () => {
    useSessionStore.setState({ status: 'signedIn' });
    const { calls } = fakeApi(answers(true));
    await useReminderPreference.getState().load(); // as the toolkit does when it opens
    const before = calls.length;
    state().checkIn(2);
    state().checkIn(4);
    await vi.waitFor(() => expect(reported(calls)).toEqual([{ date: '2026-03-15' }]));
    expect(calls.slice(before).map((c) => c.path)).toEqual([
      '/api/notifications/reminders/check-in',
    ]);
  });

  it('tells nothing while reminders are off or not known, or to nobody signed in', async () => {
    useSessionStore.setState({ status: 'signedIn' });
    const { calls } = fakeApi(answers(false));
    state().checkIn(2); // not known yet
    await useReminderPreference.getState().load();
    vi.setSystemTime(new Date(2026, 2, 16, 9, 0));
    state().checkIn(3); // off
    useReminderPreference.getState().set(true);
    useSessionStore.setState({ status: 'signedOut' });
    expect(useReminderPreference.getState().on).toBeNull(); // forgotten with the person
    vi.setSystemTime(new Date(2026, 2, 17, 9, 0));
    state().checkIn(4); // signed out
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.path)).toEqual(['/api/notifications/preferences']);
  });
});
