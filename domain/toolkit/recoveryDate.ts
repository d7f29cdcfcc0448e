import { type DateKey, addDays, dateKey, isRealDate } from './calendar';

/** Recovery start date texts (docs/product.md, Recovery timer). */
export const START_DATE_MESSAGES = {
  required: 'Please enter a recovery start date',
  format: 'Please enter a valid date in MM/DD/YYYY or YYYY-MM-DD format',
  future: 'Recovery start date cannot be in the future',
  year: 'Please enter a valid year (1900 or later)',
} as const;

/** The Update Date prompt's texts (docs/product.md, Recovery timer). */
export const UPDATE_DATE_MESSAGES = {
  invalid:
    'Invalid date. Please use MM/DD/YYYY or YYYY-MM-DD format with a valid date that is not in the future.',
  format: 'Invalid date format. Please use MM/DD/YYYY or YYYY-MM-DD',
} as const;

/** The earliest year a start date may have (docs/product.md, Recovery timer). */
export const MIN_YEAR = 1900;

export type DateCheck =
  | { ok: true; date: DateKey }
  | { ok: false; reason: 'required' | 'format' | 'year' | 'invalid' | 'future' };

const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Reads MM/DD/YYYY or YYYY-MM-DD and checks it is a real, not future date from 1900 on. */
export function checkStartDate(text: string, now: Date = new Date()): DateCheck {
  const value = text.trim();
  if (value === '') return { ok: false, reason: 'required' };
  let year: number, month: number, day: number;
  const us = US.exec(value);
  const iso = ISO.exec(value);
  if (us) [month, day, year] = [Number(us[1]), Number(us[2]), Number(us[3])];
  else if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else return { ok: false, reason: 'format' };
  if (year < MIN_YEAR) return { ok: false, reason: 'year' };
  if (!isRealDate(year, month, day)) return { ok: false, reason: 'invalid' };
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (date > dateKey(now)) return { ok: false, reason: 'future' };
  return { ok: true, date };
}

/** The setup form's message for a failed check (an impossible date reads as a format problem). */
export function startDateMessage(reason: Exclude<DateCheck, { ok: true }>['reason']): string {
  if (reason === 'required') return START_DATE_MESSAGES.required;
  if (reason === 'year') return START_DATE_MESSAGES.year;
  if (reason === 'future') return START_DATE_MESSAGES.future;
  return START_DATE_MESSAGES.format;
}

/** The Update Date prompt's message: wrong shape, or a shape that holds no acceptable date. */
export function updateDateMessage(reason: Exclude<DateCheck, { ok: true }>['reason']): string {
  return reason === 'format' || reason === 'required'
    ? UPDATE_DATE_MESSAGES.format
    : UPDATE_DATE_MESSAGES.invalid;
}

/** Quick-selects 1, 2, 5 and 10 years ago as fixed day counts (docs/product.md, Recovery timer). */
export const QUICK_SELECTS = [
  { label: '1 year ago', days: 365 },
  { label: '2 years ago', days: 730 },
  { label: '5 years ago', days: 1825 },
  { label: '10 years ago', days: 3650 },
] as const;

/** The start date a quick-select button fills in: that many calendar days before today. */
export function daysAgo(days: number, now: Date = new Date()): DateKey {
  return addDays(now, -days);
}

export const RECOVERY_TYPES = ['substance_use', 'mental_health', 'both'] as const;
export type RecoveryType = (typeof RECOVERY_TYPES)[number];
export const RECOVERY_TYPE_LABELS: Record<RecoveryType, string> = {
  substance_use: 'Substance use',
  mental_health: 'Mental health',
  both: 'Both',
};
export const DEFAULT_RECOVERY_TYPE: RecoveryType = 'substance_use';
