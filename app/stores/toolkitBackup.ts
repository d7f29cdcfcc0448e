import * as z from 'zod/mini';
import { create } from './create';
import { dateKey } from '../../domain/toolkit/calendar';
import { saveFile } from '../api/saveFile';
import { resettable } from './resetRegistry';
import {
  TOOLKIT_KEYS,
  type ToolkitData,
  defaultToolkitData,
  readToolkitData,
} from './toolkitStorage';
import { useToolkitStore } from './toolkitStore';

/**
 * The toolkit's copy (docs/product.md, Privacy & account): the toolkit lives only on the device,
 * so a person moves it to another one as a file they save here and restore there. It is made and
 * read in the browser; nothing of it is sent to the server.
 */

export const TOOLKIT_COPY_FORMAT = 'peer-support-toolkit';
/** The version this app writes, and the newest it reads. */
export const TOOLKIT_COPY_VERSION = 1;
/** A real copy is far smaller (a journal entry is at most 10,000 characters). */
export const TOOLKIT_COPY_MAX_BYTES = 5 * 1024 * 1024;

/** Why a chosen file is not restored; a refusal changes nothing. */
export const TOOLKIT_COPY_REFUSALS = {
  unreadable: 'This file could not be read. Choose a toolkit copy saved from this app.',
  foreign: 'This file is not a toolkit copy from this app.',
  newer: 'This copy was saved by a newer version of the app. Update the app and try again.',
  tooLarge: 'This file is too large to be a toolkit copy.',
} as const;

/** The file: what it is, which version wrote it, when, and every toolkit value. */
export interface ToolkitCopy {
  format: typeof TOOLKIT_COPY_FORMAT;
  version: typeof TOOLKIT_COPY_VERSION;
  saved_at: string;
  data: ToolkitData;
}

export type ToolkitCopyReading =
  { ok: true; savedAt: string; data: ToolkitData } | { ok: false; refusal: string };

/** `peer-support-toolkit-YYYY-MM-DD.json`, on the device's own calendar like the toolkit. */
export const toolkitCopyFileName = (at: Date) => `peer-support-toolkit-${dateKey(at)}.json`;

/** The toolkit's values out of its store (which also holds the actions). */
export function toolkitData(state: ToolkitData = useToolkitStore.getState()): ToolkitData {
  const data = {} as Record<keyof ToolkitData, unknown>;
  for (const key of TOOLKIT_KEYS) data[key] = state[key];
  return data as ToolkitData;
}

/** The text of a copy of `data` saved at `at`. */
export function makeToolkitCopy(data: ToolkitData, at: Date): string {
  const copy: ToolkitCopy = {
    format: TOOLKIT_COPY_FORMAT,
    version: TOOLKIT_COPY_VERSION,
    saved_at: at.toISOString(),
    data: toolkitData(data),
  };
  return JSON.stringify(copy, null, 2);
}

// Read in two steps, so that a copy from a newer app is told apart from a file that is not a copy.
const copyHead = z.object({
  format: z.literal(TOOLKIT_COPY_FORMAT),
  version: z.int().check(z.positive()),
});
const copyBody = z.object({
  saved_at: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});

const refuse = (why: keyof typeof TOOLKIT_COPY_REFUSALS): ToolkitCopyReading => ({
  ok: false,
  refusal: TOOLKIT_COPY_REFUSALS[why],
});

/**
 * Reads a copy's text. Its values go through the very readers the device's storage uses
 * (`readToolkitData`), so a copy holds nothing the toolkit could not have stored: a broken value
 * falls back to its default and a list drops only its broken items, as on the device.
 */
export function readToolkitCopy(text: string): ToolkitCopyReading {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('unreadable');
  }
  const head = copyHead.safeParse(raw);
  if (!head.success) return refuse('foreign');
  if (head.data.version > TOOLKIT_COPY_VERSION) return refuse('newer');
  const body = copyBody.safeParse(raw);
  if (!body.success) return refuse('foreign');
  const values = body.data.data;
  const data = readToolkitData({
    getItem: (key) => (Object.hasOwn(values, key) ? JSON.stringify(values[key]) : null),
  });
  return { ok: true, savedAt: body.data.saved_at, data };
}

const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });

/** Reads a chosen file: refused unread when it is too large to be a copy. */
export async function readToolkitCopyFile(file: Blob): Promise<ToolkitCopyReading> {
  if (file.size > TOOLKIT_COPY_MAX_BYTES) return refuse('tooLarge');
  try {
    return readToolkitCopy(await readText(file));
  } catch {
    return refuse('unreadable');
  }
}

/** Whether the toolkit holds nothing of the person's yet (every value its default). */
export function toolkitIsEmpty(data: ToolkitData = toolkitData()): boolean {
  const empty = defaultToolkitData();
  return TOOLKIT_KEYS.every((key) => JSON.stringify(data[key]) === JSON.stringify(empty[key]));
}

/**
 * Replaces every toolkit value through the toolkit's store, whose storage writes each changed key
 * to the device: the Toolkit shows the copy at once, and keeps it.
 */
export function restoreToolkit(data: ToolkitData): void {
  useToolkitStore.setState(toolkitData(data));
}

interface ToolkitCopyState {
  /** A chosen file is being read. */
  reading: boolean;
  /** Why the last file chosen was refused. */
  refusal: string | null;
  /** The last copy chosen was restored. */
  restored: boolean;
  /** A copy waiting for 'Replace', because the toolkit here is not empty. */
  pending: { savedAt: string; data: ToolkitData } | null;
  /** Downloads a copy of the toolkit as it is now. */
  save: () => void;
  /** Reads a chosen file; restores it at once into an empty toolkit, else asks first. */
  choose: (file: Blob) => Promise<void>;
  confirmReplace: () => void;
  cancelReplace: () => void;
}

/**
 * 'My toolkit on another device' on the Privacy & account page. Error contract: no action rejects;
 * a refused file is `refusal`.
 */
export const useToolkitCopyStore = resettable(
  create<ToolkitCopyState>()((set, get) => ({
    reading: false,
    refusal: null,
    restored: false,
    pending: null,

    save: () => {
      const now = new Date();
      const text = makeToolkitCopy(toolkitData(), now);
      saveFile(new Blob([text], { type: 'application/json' }), toolkitCopyFileName(now));
    },

    choose: async (file) => {
      set({ reading: true, refusal: null, restored: false, pending: null });
      const reading = await readToolkitCopyFile(file);
      if (!reading.ok) return set({ reading: false, refusal: reading.refusal });
      if (!toolkitIsEmpty()) {
        return set({ reading: false, pending: { savedAt: reading.savedAt, data: reading.data } });
      }
      restoreToolkit(reading.data);
      set({ reading: false, restored: true });
    },

    confirmReplace: () => {
      const pending = get().pending;
      if (!pending) return;
      restoreToolkit(pending.data);
      set({ pending: null, restored: true });
    },

    cancelReplace: () => set({ pending: null }),
  })),
);
