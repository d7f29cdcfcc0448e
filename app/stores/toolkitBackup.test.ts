import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../api/saveFile';
import {
  TOOLKIT_COPY_MAX_BYTES,
  TOOLKIT_COPY_REFUSALS,
  makeToolkitCopy,
  readToolkitCopy,
  readToolkitCopyFile,
  toolkitCopyFileName,
  toolkitData,
  toolkitIsEmpty,
  useToolkitCopyStore,
} from './toolkitBackup';
import { type ToolkitData, defaultToolkitData } from './toolkitStorage';
import { useToolkitStore } from './toolkitStore';

vi.mock('../api/saveFile', () => ({ saveFile: vi.fn() }));

// The toolkit never leaves the device: any call to the network fails the test.
const network = vi.fn(() => Promise.reject(new Error('the toolkit copy used the network')));
beforeEach(() => {
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('XMLHttpRequest', vi.fn());
});
afterEach(() => {
  expect(network).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.mocked(saveFile).mockReset();
  network.mockClear();
});

const SAVED_AT = new Date('2026-11-20T18:30:00.000Z');

/** A toolkit in use: every kind of value set. */
const used = (): ToolkitData => ({
  ...defaultToolkitData(),
  recoveryStartDate: '2025-01-10',
  recoveryType: 'mental_health',
  dailyMood: 4,
  todayCheckedIn: '2026-11-20',
  copingSkillsUsed: { date: '2026-11-20', skills: ['Call a Friend'] },
  journalEntries: [
    { id: 'j1', content: 'A good day.', timestamp: '2026-11-20T18:00:00.000Z', mood: 4 },
  ],
  usageStats: {
    '2026-11-20': { journaling: 1, breathing: 2, meditation: 0, coping: 1, checkin: 1 },
  },
  safetyPlan: { ...defaultToolkitData().safetyPlan, warningSigns: 'Skipping meals.' },
  wellnessHabits: { '2026-11-20': ['water'] },
});

/** jsdom's Blob is read by its own FileReader. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const file = (text: string, name = 'copy.json') =>
  new File([text], name, { type: 'application/json' });
const copyText = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ ...JSON.parse(makeToolkitCopy(used(), SAVED_AT)), ...over });

describe('the copy file', () => {
  it('round trip: what is saved reads back the same', () => {
    const text = makeToolkitCopy(used(), SAVED_AT);
    expect(JSON.parse(text)).toMatchObject({
      format: 'peer-support-toolkit',
      version: 1,
      saved_at: '2026-11-20T18:30:00.000Z',
    });
    expect(readToolkitCopy(text)).toEqual({
      ok: true,
      savedAt: '2026-11-20T18:30:00.000Z',
      data: used(),
    });
  });

  it('is named for the day it was saved', () => {
    expect(toolkitCopyFileName(new Date(2026, 10, 26, 9))).toBe(
      'peer-support-toolkit-2026-11-26.json',
    );
  });

  it('refuses what is not JSON', () => {
    expect(readToolkitCopy('not json {')).toEqual({
      ok: false,
      refusal: 'This file could not be read. Choose a toolkit copy saved from this app.',
    });
  });

  it.each([
    ['another JSON file', JSON.stringify({ name: 'package', version: '1.0.0' })],
    ['the account export', JSON.stringify({ format: 'peer-support-account-export', version: 1 })],
    ['a list', '[1, 2, 3]'],
    ['a bare value', '"DELETE"'],
    ['a version that is no number', copyText({ version: 'one' })],
    ['no time of saving', copyText({ saved_at: 'yesterday' })],
    ['no data', copyText({ data: undefined })],
    ['data that is a list', copyText({ data: [] })],
  ])('refuses %s as not a toolkit copy', (_what, text) => {
    expect(readToolkitCopy(text)).toEqual({
      ok: false,
      refusal: 'This file is not a toolkit copy from this app.',
    });
  });

  it('refuses a copy from a newer app', () => {
    expect(readToolkitCopy(copyText({ version: 2, data: { anything: 'new' } }))).toEqual({
      ok: false,
      refusal: 'This copy was saved by a newer version of the app. Update the app and try again.',
    });
  });

  it('reads values as the device does: a broken one falls back, a list drops broken items', () => {
    const reading = readToolkitCopy(
      copyText({
        data: {
          recoveryStartDate: '2024-02-30',
          dailyMood: 9,
          journalEntries: [
            { id: 'ok', content: 'Kept.', timestamp: '2026-11-20T18:00:00.000Z', mood: 2 },
            { id: 'broken', content: 42 },
          ],
          unknownKey: 'ignored',
        },
      }),
    );
    expect(reading.ok && reading.data).toEqual({
      ...defaultToolkitData(),
      journalEntries: [
        { id: 'ok', content: 'Kept.', timestamp: '2026-11-20T18:00:00.000Z', mood: 2 },
      ],
    });
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const big = new File([new Uint8Array(TOOLKIT_COPY_MAX_BYTES + 1)], 'big.json');
    expect(await readToolkitCopyFile(big)).toEqual({
      ok: false,
      refusal: 'This file is too large to be a toolkit copy.',
    });
    expect(TOOLKIT_COPY_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('reads a chosen file', async () => {
    expect(await readToolkitCopyFile(file(makeToolkitCopy(used(), SAVED_AT)))).toMatchObject({
      ok: true,
      data: used(),
    });
  });
});

describe('saving and restoring', () => {
  const copy = () => useToolkitCopyStore.getState();

  it('saves the toolkit as it is now, as a file', async () => {
    useToolkitStore.setState(used());
    copy().save();
    const [saved, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toMatch(/^peer-support-toolkit-\d{4}-\d{2}-\d{2}\.json$/);
    expect(saved.type).toBe('application/json');
    const reading = readToolkitCopy(await blobText(saved));
    expect(reading.ok && reading.data).toEqual(used());
  });

  it('restores at once into an empty toolkit, through its store and storage', async () => {
    expect(toolkitIsEmpty()).toBe(true);
    await copy().choose(file(makeToolkitCopy(used(), SAVED_AT)));
    expect(copy()).toMatchObject({ restored: true, refusal: null, pending: null, reading: false });
    expect(toolkitData()).toEqual(used());
    expect(localStorage.getItem('journalEntries')).toBe(JSON.stringify(used().journalEntries));
    expect(localStorage.getItem('recoveryStartDate')).toBe('"2025-01-10"');
  });

  it('asks before replacing a toolkit in use; Cancel keeps it, Replace replaces it', async () => {
    const mine = { ...defaultToolkitData(), dailyMood: 2 as const, todayCheckedIn: '2026-11-26' };
    useToolkitStore.setState(mine);
    expect(toolkitIsEmpty()).toBe(false);
    await copy().choose(file(makeToolkitCopy(used(), SAVED_AT)));
    expect(copy().pending?.savedAt).toBe('2026-11-20T18:30:00.000Z');
    expect(toolkitData()).toEqual(mine);
    copy().cancelReplace();
    expect(copy().pending).toBeNull();
    expect(toolkitData()).toEqual(mine);

    await copy().choose(file(makeToolkitCopy(used(), SAVED_AT)));
    copy().confirmReplace();
    expect(copy()).toMatchObject({ pending: null, restored: true });
    expect(toolkitData()).toEqual(used());
  });

  it.each([
    ['not JSON', () => file('{{'), TOOLKIT_COPY_REFUSALS.unreadable],
    ['foreign', () => file('{"format":"other"}'), TOOLKIT_COPY_REFUSALS.foreign],
    ['newer', () => file(copyText({ version: 7 })), TOOLKIT_COPY_REFUSALS.newer],
    [
      'too large',
      () => new File([new Uint8Array(TOOLKIT_COPY_MAX_BYTES + 1)], 'big.json'),
      TOOLKIT_COPY_REFUSALS.tooLarge,
    ],
  ])('a refused file (%s) changes nothing, in storage either', async (_why, chosen, refusal) => {
    const mine = { ...used(), journalEntries: [] };
    useToolkitStore.setState(mine);
    const stored = { ...localStorage };
    await copy().choose(chosen());
    expect(copy()).toMatchObject({ refusal, restored: false, pending: null, reading: false });
    expect(toolkitData()).toEqual(mine);
    expect({ ...localStorage }).toEqual(stored);
  });

  it('a new choice forgets the last refusal', async () => {
    await copy().choose(file('{{'));
    expect(copy().refusal).not.toBeNull();
    await copy().choose(file(makeToolkitCopy(used(), SAVED_AT)));
    expect(copy()).toMatchObject({ refusal: null, restored: true });
  });
});
