import { describe, expect, it, vi } from 'vitest';
import { emptySafetyPlan } from '../../domain/toolkit/content';
import { defaultToolkitData, readToolkitData, toolkitStorage } from './toolkitStorage';

const memory = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    storage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: vi.fn((k: string, v: string) => void map.set(k, v)),
      removeItem: (k: string) => void map.delete(k),
      clear: () => map.clear(),
      key: () => null,
      get length() {
        return map.size;
      },
    } satisfies Storage,
  };
};

describe('readToolkitData', () => {
  it('reads every documented key', () => {
    const { storage } = memory({
      recoveryStartDate: '"2025-01-10"',
      recoveryType: '"mental_health"',
      dailyMood: '4',
      todayCheckedIn: '"2026-03-15"',
      copingSkillsUsed: '{"date":"2026-03-15","skills":["Call a Friend"]}',
      journalEntries:
        '[{"id":"a","content":"Good day","timestamp":"2026-03-15T10:00:00.000Z","mood":4}]',
      usageStats:
        '{"2026-03-15":{"journaling":1,"breathing":2,"meditation":0,"coping":1,"checkin":1}}',
    });
    const data = readToolkitData(storage);
    expect(data).toMatchObject({
      recoveryStartDate: '2025-01-10',
      recoveryType: 'mental_health',
      dailyMood: 4,
      todayCheckedIn: '2026-03-15',
      copingSkillsUsed: { date: '2026-03-15', skills: ['Call a Friend'] },
      journalEntries: [{ id: 'a', content: 'Good day', mood: 4 }],
      usageStats: {
        '2026-03-15': { journaling: 1, breathing: 2, meditation: 0, coping: 1, checkin: 1 },
      },
    });
  });

  it('accepts a bare, unquoted date as older builds stored it', () => {
    expect(
      readToolkitData(memory({ recoveryStartDate: '2024-02-29' }).storage).recoveryStartDate,
    ).toBe('2024-02-29');
  });

  it('falls back per key on broken values and keeps the rest', () => {
    const { storage } = memory({
      recoveryStartDate: '"2024-02-30"',
      recoveryType: '"gambling"',
      dailyMood: '9',
      todayCheckedIn: 'true',
      copingSkillsUsed: '["Call a Friend"]',
      journalEntries:
        '[{"id":"ok","content":"kept","timestamp":"2026-03-15T10:00:00.000Z","mood":2},{"id":"bad"},42,null,{"id":"x","content":"bad date","timestamp":"nope","mood":1}]',
      usageStats:
        '{"2026-03-15":{"journaling":"lots","breathing":3,"coping":-2},"not-a-day":{"checkin":1},"2026-03-14":null}',
      safetyPlan: '{"warningSigns":"Not sleeping","copingStrategies":7}',
      wellnessHabits: '{"2026-03-15":["water","water","flying"],"bad":["sleep"]}',
    });
    const data = readToolkitData(storage);
    expect(data.recoveryStartDate).toBeNull();
    expect(data.recoveryType).toBe('substance_use');
    expect(data.dailyMood).toBeNull();
    expect(data.todayCheckedIn).toBeNull();
    expect(data.copingSkillsUsed).toEqual({ date: '', skills: [] });
    expect(data.journalEntries.map((e) => e.id)).toEqual(['ok']);
    expect(data.usageStats).toEqual({
      '2026-03-15': { journaling: 0, breathing: 3, meditation: 0, coping: 0, checkin: 0 },
    });
    expect(data.safetyPlan).toEqual({ ...emptySafetyPlan(), warningSigns: 'Not sleeping' });
    expect(data.wellnessHabits).toEqual({ '2026-03-15': ['water'] });
  });

  it('survives text that is not JSON and a storage that throws', () => {
    const { storage } = memory({ journalEntries: '{not json', usageStats: '[[[' });
    expect(readToolkitData(storage)).toEqual(defaultToolkitData());
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readToolkitData(throwing)).toEqual(defaultToolkitData());
  });
});

describe('toolkitStorage', () => {
  it('writes each field under its own key, only when it changed', () => {
    const { storage, map } = memory();
    const persist = toolkitStorage(() => storage, vi.fn());
    persist.getItem('toolkit');
    const state = { ...defaultToolkitData(), recoveryStartDate: '2025-01-10' };
    persist.setItem('toolkit', { state, version: 1 });
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(map.get('recoveryStartDate')).toBe('"2025-01-10"');
    expect(map.has('toolkit')).toBe(false);
    persist.setItem('toolkit', { state: { ...state, dailyMood: 3 }, version: 1 });
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    expect(map.get('dailyMood')).toBe('3');
  });

  it('reports a failed write instead of crashing', () => {
    const { storage } = memory();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const onError = vi.fn();
    const persist = toolkitStorage(() => storage, onError);
    persist.setItem('toolkit', { state: { ...defaultToolkitData(), dailyMood: 2 }, version: 1 });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('works without storage (blocked by the browser)', () => {
    const persist = toolkitStorage(() => undefined, vi.fn());
    expect(persist.getItem('toolkit')).toBeNull();
    expect(() => persist.setItem('toolkit', { state: defaultToolkitData() })).not.toThrow();
  });
});
