import type { ImportedMeetingGroup } from '../services/placeImports';
import {
  lineAt,
  numberOf,
  positionProblem,
  webAddress,
  type ImportProblem,
  type ParsedFile,
} from './problems';

/**
 * The Meeting Guide JSON format (code4recovery's open meeting-list format used by AA, NA and
 * Al-Anon sites): an array of meetings with name, slug, day (0 = Sunday … 6, or a list), time
 * ('19:00'), types (codes: O open, C closed, ONL online, TC temporarily closed, …), address or
 * formatted_address, latitude, longitude and conference_url. Meetings of one slug become one
 * meeting group (docs/product.md, Importing places).
 */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Meeting {
  line: number;
  name: string;
  slug: string;
  days: number[];
  time: string;
  types: string[];
  address: string;
  latitude: number;
  longitude: number;
  conferenceUrl: string;
}

/**
 * The line where each element of the top-level array starts (so problems can name a line), in
 * one pass that counts lines as it goes: a feed holds tens of thousands of meetings, and finding
 * each one's line from the top of the file again made the parse grow with the square of its size.
 */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '\n') line++;
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (depth === 1 && expectElement && c !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

/** '19:00' → '7:00 PM'; null when it is not a time. */
export function clockTime(value: unknown): string | null {
  const m = typeof value === 'string' ? /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim()) : null;
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

function daysOf(value: unknown): number[] | null {
  const list = Array.isArray(value) ? value : [value];
  const days: number[] = [];
  for (const d of list) {
    const n = numberOf(d);
    if (n === null || !Number.isInteger(n) || n < 0 || n > 6) return null;
    days.push(n);
  }
  return days;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function meetingOf(raw: unknown, line: number): Meeting | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'a meeting must be an object';
  const r = raw as Record<string, unknown>;
  const name = text(r.name);
  if (!name) return 'name is required';
  if (name.length > 255) return 'name must be at most 255 characters';
  const slug = text(r.slug);
  if (!slug) return 'slug is required';
  const days = r.day === undefined || r.day === null || r.day === '' ? [] : daysOf(r.day);
  if (!days) return 'day must be 0 (Sunday) to 6 (Saturday), or a list of them';
  const time = r.time === undefined || r.time === '' ? '' : clockTime(r.time);
  if (time === null) return 'time must be HH:MM';
  const types = Array.isArray(r.types)
    ? r.types.filter((t): t is string => typeof t === 'string')
    : [];
  const latitude = numberOf(r.latitude);
  const longitude = numberOf(r.longitude);
  const where = positionProblem(latitude, longitude);
  if (where) return where;
  const conferenceUrl = webAddress(r.conference_url);
  if (types.includes('TC') && !conferenceUrl) return 'skipped: temporarily closed (TC)';
  const address =
    text(r.formatted_address) ||
    [text(r.address), text(r.city), [text(r.state), text(r.postal_code)].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
  return {
    line,
    name,
    slug,
    days,
    time,
    types,
    address: address.slice(0, 300),
    latitude: latitude!,
    longitude: longitude!,
    conferenceUrl,
  };
}

/** Parses a Meeting Guide file into meeting groups (one per slug) and the records it skipped. */
export function parseMeetingGuide(fileText: string): ParsedFile<ImportedMeetingGroup> {
  // Files saved by some Windows editors start with a byte order mark, which JSON.parse refuses;
  // it is no line break, so every line keeps its number without it.
  const body = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (err) {
    const at = /position (\d+)/.exec((err as Error).message);
    return {
      records: [],
      problems: [
        {
          line: at ? lineAt(body, Number(at[1])) : 1,
          message: `not valid JSON: ${(err as Error).message}`,
        },
      ],
    };
  }
  if (!Array.isArray(data))
    return {
      records: [],
      problems: [{ line: 1, message: 'the file must hold a list (array) of meetings' }],
    };

  const lines = elementLines(body);
  const problems: ImportProblem[] = [];
  const bySlug = new Map<string, Meeting[]>();
  data.forEach((raw, i) => {
    const line = lines[i] ?? 1;
    const meeting = meetingOf(raw, line);
    if (typeof meeting === 'string') {
      problems.push({ line, message: meeting });
      return;
    }
    // Added in place: copying the group's list for each meeting grew with the square of its size.
    const group = bySlug.get(meeting.slug);
    if (group) group.push(meeting);
    else bySlug.set(meeting.slug, [meeting]);
  });

  const records = [...bySlug.values()].map((meetings) => {
    const first = meetings[0]!;
    const days = [...new Set(meetings.flatMap((m) => m.days))].sort((a, b) => a - b);
    const times = [...new Set(meetings.map((m) => m.time).filter(Boolean))];
    const types = new Set(meetings.flatMap((m) => m.types));
    return {
      line: first.line,
      record: {
        slug: first.slug,
        name: first.name,
        address: first.address,
        meeting_days: days.map((d) => DAY_NAMES[d]!),
        meeting_time: times.join(' / '),
        is_open: types.has('O') && !types.has('C'),
        conference_url: meetings.map((m) => m.conferenceUrl).find(Boolean) ?? '',
        latitude: first.latitude,
        longitude: first.longitude,
      },
    };
  });
  return { records, problems };
}
