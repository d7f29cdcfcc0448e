import type { AuditState } from '../../contract/admin';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as dollars: 12345 -> '$123.45'. */
export const dollars = (cents: number) => USD.format(cents / 100);

const UTC_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/**
 * An exact time in UTC ('Nov 22, 2026, 15:00 UTC'): the audit log's filters count days in UTC,
 * so its times do too, whatever the moderator's clock says.
 */
export const utcTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${UTC_TIME.format(d)} UTC`;
};

const UTC_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A day key or ISO time as a short UTC day ('Nov 22'). */
export const utcDay = (isoOrDay: string) => {
  const d = new Date(isoOrDay.length === 10 ? `${isoOrDay}T00:00:00Z` : isoOrDay);
  return Number.isNaN(d.getTime()) ? isoOrDay : UTC_DAY.format(d);
};

const valueText = (value: AuditState[string] | undefined) =>
  value === undefined ? '—' : value === null ? 'none' : String(value);

/** One line per field an action changed: 'status: pending → rejected'. */
export function auditChanges(before: AuditState | null, after: AuditState | null): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((k) => `${k}: ${valueText(before?.[k])} → ${valueText(after?.[k])}`);
}
