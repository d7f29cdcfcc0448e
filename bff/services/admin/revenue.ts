import { stringify } from 'csv-stringify/sync';
import {
  REVENUE_WINDOW_DAYS,
  type RevenueSummary,
  type RevenueTotal,
} from '../../../contract/admin';
import { REVENUE_EVENT_TYPES } from '../../../contract/help';
import { atOrAfter } from '../../db/filters';
import type { Models } from '../../models';

const DAY_MS = 24 * 60 * 60_000;
const TYPE_LABELS: Record<string, string> = {
  ad_impression: 'Ad impressions',
  ad_click: 'Ad clicks',
  sponsored_call: 'Sponsored calls',
  sponsored_click: 'Sponsored website clicks',
};

interface EventFacts {
  event_type: string;
  amount_cents: number;
  advertiser_id?: string | null;
  ad_id?: string | null;
  center_id?: string | null;
  created_at: Date;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** One day's events of one type for one advertiser. */
interface Row {
  day: string;
  type: string;
  advertiser: string;
  events: number;
  cents: number;
}

/**
 * Booked revenue of the last REVENUE_WINDOW_DAYS days, by type, by advertiser and by day
 * (docs/product.md, Admin). Computed in code from one read of the window's events (a scan on
 * FerretDB: the console is its only reader), because grouping by day needs date operators that
 * FerretDB 1.24 does not run (docs/architecture.md, Revenue figures).
 */
export function revenueReport(models: Models) {
  const { RevenueEvent, Advertisement, SponsoredCenter } = models;

  /** Every (day, type, advertiser) group of the window, with the names of the advertisers. */
  async function groups(now: Date) {
    const today = Date.parse(`${day(now)}T00:00:00Z`);
    const from = new Date(today - (REVENUE_WINDOW_DAYS - 1) * DAY_MS);
    const rows = new Map<string, Row>();
    const advertisers = new Set<string>();
    const cursor = RevenueEvent.find(
      { created_at: atOrAfter(from) },
      { event_type: 1, amount_cents: 1, advertiser_id: 1, ad_id: 1, center_id: 1, created_at: 1 },
    )
      .lean<EventFacts[]>()
      .cursor();
    for await (const e of cursor as AsyncIterable<EventFacts>) {
      const advertiser = e.advertiser_id || (e.ad_id ? `ad:${e.ad_id}` : `center:${e.center_id}`);
      advertisers.add(advertiser);
      const key = `${day(e.created_at)}|${e.event_type}|${advertiser}`;
      const row = rows.get(key) ?? {
        day: day(e.created_at),
        type: e.event_type,
        advertiser,
        events: 0,
        cents: 0,
      };
      row.events += 1;
      row.cents += e.amount_cents;
      rows.set(key, row);
    }
    const names = await advertiserNames([...advertisers]);
    return { from, today: new Date(today), rows: [...rows.values()], names };
  }

  /** An advertiser's name as their ads and centers give it; the id when none does. */
  async function advertiserNames(keys: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (keys.length === 0) return names;
    const [ads, centers] = await Promise.all([
      Advertisement.find({}, { advertiser_id: 1, advertiser_name: 1 }).limit(1000).lean(),
      SponsoredCenter.find({}, { advertiser_id: 1, name: 1 }).limit(1000).lean(),
    ]);
    for (const a of ads) {
      if (a.advertiser_id) names.set(a.advertiser_id, a.advertiser_name);
      names.set(`ad:${a._id}`, a.advertiser_name);
    }
    for (const c of centers) {
      if (c.advertiser_id && !names.has(c.advertiser_id)) names.set(c.advertiser_id, c.name);
      names.set(`center:${c._id}`, c.name);
    }
    return names;
  }

  function totals(rows: Row[], keyOf: (r: Row) => string) {
    const out = new Map<string, { events: number; cents: number }>();
    for (const r of rows) {
      const t = out.get(keyOf(r)) ?? { events: 0, cents: 0 };
      t.events += r.events;
      t.cents += r.cents;
      out.set(keyOf(r), t);
    }
    return out;
  }

  return {
    /** GET /api/admin/revenue. */
    async summary(now = new Date()): Promise<RevenueSummary> {
      const { from, today, rows, names } = await groups(now);
      const toTotal = (key: string, label: string, t?: { events: number; cents: number }) => ({
        key,
        label,
        events: t?.events ?? 0,
        amount_cents: t?.cents ?? 0,
      });
      const byType = totals(rows, (r) => r.type);
      const byAdvertiser = totals(rows, (r) => r.advertiser);
      const byDay = totals(rows, (r) => r.day);
      const days: RevenueTotal[] = [];
      for (let t = from.getTime(); t <= today.getTime(); t += DAY_MS) {
        const d = day(new Date(t));
        days.push(toTotal(d, d, byDay.get(d)));
      }
      return {
        from: day(from),
        to: day(today),
        total_cents: rows.reduce((n, r) => n + r.cents, 0),
        by_type: REVENUE_EVENT_TYPES.map((t) => toTotal(t, TYPE_LABELS[t] ?? t, byType.get(t))),
        by_advertiser: [...byAdvertiser]
          .map(([k, t]) => toTotal(k, names.get(k) ?? k, t))
          .sort((a, b) => b.amount_cents - a.amount_cents),
        by_day: days,
      };
    },

    /** GET /api/admin/revenue.csv: one row per day, type and advertiser. */
    async csv(now = new Date()): Promise<string> {
      const { rows, names } = await groups(now);
      rows.sort((a, b) => a.day.localeCompare(b.day) || a.type.localeCompare(b.type));
      return stringify(
        rows.map((r) => [
          r.day,
          r.type,
          names.get(r.advertiser) ?? r.advertiser,
          r.events,
          (r.cents / 100).toFixed(2),
        ]),
        { header: true, columns: ['day', 'event_type', 'advertiser', 'events', 'amount_usd'] },
      );
    },
  };
}
export type RevenueReport = ReturnType<typeof revenueReport>;
