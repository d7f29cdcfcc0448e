import * as z from 'zod/mini';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { type DateKey, parseDateKey } from '../../domain/toolkit/calendar';
import {
  JOURNAL_MAX,
  SAFETY_PLAN_MAX,
  SAFETY_PLAN_SECTIONS,
  WELLNESS_HABITS,
  type Mood,
  type SafetyPlan,
  type WellnessHabit,
  emptySafetyPlan,
} from '../../domain/toolkit/content';
import {
  DEFAULT_RECOVERY_TYPE,
  MIN_YEAR,
  RECOVERY_TYPES,
  type RecoveryType,
} from '../../domain/toolkit/recoveryDate';
import { USAGE_KINDS, type UsageByDay, emptyDay } from '../../domain/toolkit/usage';

export interface JournalEntry {
  id: string;
  content: string;
  /** ISO timestamp of saving. */
  timestamp: string;
  mood: Mood | null;
}

/**
 * Everything the toolkit keeps on the device. Each field is its own local-storage entry under the
 * key name of docs/product.md, Storage on the device (safetyPlan and wellnessHabits are our own).
 */
export interface ToolkitData {
  recoveryStartDate: DateKey | null;
  recoveryType: RecoveryType;
  dailyMood: Mood | null;
  /** The local date of the last check-in; the check-in counts as today's only on that date. */
  todayCheckedIn: DateKey | null;
  /** Skills used, with the local date they were used on, so a new day starts with none. */
  copingSkillsUsed: { date: DateKey; skills: string[] };
  journalEntries: JournalEntry[];
  usageStats: UsageByDay;
  safetyPlan: SafetyPlan;
  wellnessHabits: Record<DateKey, WellnessHabit[]>;
}

export const defaultToolkitData = (): ToolkitData => ({
  recoveryStartDate: null,
  recoveryType: DEFAULT_RECOVERY_TYPE,
  dailyMood: null,
  todayCheckedIn: null,
  copingSkillsUsed: { date: '', skills: [] },
  journalEntries: [],
  usageStats: {},
  safetyPlan: emptySafetyPlan(),
  wellnessHabits: {},
});

export const TOOLKIT_KEYS = Object.keys(defaultToolkitData()) as (keyof ToolkitData)[];

// zod/mini: the same checks as zod with a functional, tree-shakable API, so the toolkit chunk
// carries a few kilobytes of validation instead of all of zod.
const dateKeySchema = z
  .string()
  .check(z.refine((s: string) => (parseDateKey(s)?.year ?? 0) >= MIN_YEAR, 'not a date'));
const moodSchema = z.literal([1, 2, 3, 4, 5]);
const count = z.catch(z.int().check(z.nonnegative()), 0);

/**
 * One schema per key. Collections are read item by item, so one broken journal entry or day
 * drops only itself; any other broken value falls back to its default.
 */
const readers: { [K in keyof ToolkitData]: (raw: unknown) => ToolkitData[K] } = {
  recoveryStartDate: (raw) => z.catch(z.nullable(dateKeySchema), null).parse(raw),
  recoveryType: (raw) => z.catch(z.enum(RECOVERY_TYPES), DEFAULT_RECOVERY_TYPE).parse(raw),
  dailyMood: (raw) => z.catch(z.nullable(moodSchema), null).parse(raw),
  todayCheckedIn: (raw) => z.catch(z.nullable(dateKeySchema), null).parse(raw),
  copingSkillsUsed: (raw) =>
    z
      .catch(
        z.object({
          date: dateKeySchema,
          skills: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
        }),
        { date: '', skills: [] },
      )
      .parse(raw),
  journalEntries: (raw) => {
    const entry = z.object({
      id: z.string().check(z.minLength(1), z.maxLength(100)),
      content: z.string().check(z.maxLength(JOURNAL_MAX)),
      timestamp: z.string().check(z.refine((s: string) => !Number.isNaN(Date.parse(s)))),
      mood: z.catch(z.nullable(moodSchema), null),
    });
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item) => {
      const parsed = entry.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  },
  usageStats: (raw) => {
    const usage: UsageByDay = {};
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return usage;
    for (const [day, counts] of Object.entries(raw)) {
      if (!dateKeySchema.safeParse(day).success || !counts || typeof counts !== 'object') continue;
      const value = emptyDay();
      for (const kind of USAGE_KINDS)
        value[kind] = count.parse((counts as Record<string, unknown>)[kind]);
      usage[day] = value;
    }
    return usage;
  },
  safetyPlan: (raw) => {
    const plan = emptySafetyPlan();
    if (!raw || typeof raw !== 'object') return plan;
    for (const { id } of SAFETY_PLAN_SECTIONS) {
      const text = (raw as Record<string, unknown>)[id];
      if (typeof text === 'string') plan[id] = text.slice(0, SAFETY_PLAN_MAX);
    }
    return plan;
  },
  wellnessHabits: (raw) => {
    const habits: Record<DateKey, WellnessHabit[]> = {};
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return habits;
    const known = new Set<string>(WELLNESS_HABITS.map((h) => h.id));
    for (const [day, list] of Object.entries(raw)) {
      if (!dateKeySchema.safeParse(day).success || !Array.isArray(list)) continue;
      habits[day] = [
        ...new Set(list.filter((h): h is WellnessHabit => typeof h === 'string' && known.has(h))),
      ];
    }
    return habits;
  },
};

/** A stored value: JSON, or (as older builds wrote) the bare date string. */
function decode(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Reads every key, each on its own: a broken entry falls back to its default and the rest stay. */
export function readToolkitData(storage: Pick<Storage, 'getItem'>): ToolkitData {
  const data = defaultToolkitData();
  for (const key of TOOLKIT_KEYS) {
    let raw: unknown;
    try {
      raw = decode(storage.getItem(key));
    } catch {
      raw = undefined;
    }
    if (raw === undefined) continue;
    (data as Record<keyof ToolkitData, unknown>)[key] = readers[key](raw);
  }
  return data;
}

/**
 * A zustand persist storage that keeps each field under its own local-storage key. Writes only
 * the keys whose value changed, and reports a failed write (storage full or blocked).
 */
export function toolkitStorage(
  getStorage: () => Storage | undefined,
  onWriteError: (error: unknown) => void,
): PersistStorage<ToolkitData> {
  const written = new Map<keyof ToolkitData, string>();
  return {
    getItem: () => {
      const storage = getStorage();
      if (!storage) return null;
      const state = readToolkitData(storage);
      for (const key of TOOLKIT_KEYS) written.set(key, JSON.stringify(state[key]));
      return { state, version: 1 };
    },
    setItem: (_name, value: StorageValue<ToolkitData>) => {
      const storage = getStorage();
      if (!storage) return;
      try {
        for (const key of TOOLKIT_KEYS) {
          const text = JSON.stringify(value.state[key]);
          if (written.get(key) === text) continue;
          storage.setItem(key, text);
          written.set(key, text);
        }
      } catch (error) {
        onWriteError(error);
      }
    },
    removeItem: () => {
      const storage = getStorage();
      for (const key of TOOLKIT_KEYS) storage?.removeItem(key);
      written.clear();
    },
  };
}
