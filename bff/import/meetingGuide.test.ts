import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_MEETINGS } from './demo';
import { clockTime, parseMeetingGuide } from './meetingGuide';
import { syntheticMeetingGuide } from './syntheticMeetings';

/** How long a call takes, in ms. */
function timed(call: () => unknown): number {
  const start = performance.now();
  call();
  return performance.now() - start;
}

describe('parseMeetingGuide', () => {
  it('reads the shipped sample: one group per slug, days by name, open from the types, online links kept', () => {
    const { records, problems } = parseMeetingGuide(readFileSync(SAMPLE_MEETINGS, 'utf8'));
    const groups = new Map(records.map((r) => [r.record.slug, r.record]));
    expect(groups.size).toBe(11);
    expect(groups.get('sunset-step-study')).toMatchObject({
      name: 'Sunset Step Study',
      meeting_days: ['Tuesday', 'Thursday'],
      meeting_time: '7:30 PM',
      is_open: false,
      address: '1290 Irving Street, San Francisco, CA 94122',
    });
    expect(groups.get('mission-morning-serenity')).toMatchObject({
      meeting_days: ['Monday', 'Wednesday', 'Friday'],
      meeting_time: '7:00 AM',
      is_open: true,
      address: '812 Valencia Street, San Francisco, CA 94110',
      latitude: 37.7589,
    });
    expect(groups.get('family-recovery-evening-online')?.conference_url).toBe(
      'https://meet.example.org/family-recovery-evening',
    );
    // The temporarily closed one is skipped and named by the line where it starts.
    expect(problems).toEqual([{ line: 133, message: 'skipped: temporarily closed (TC)' }]);
  });

  it('reports each bad record by its line and keeps the good ones', () => {
    const text = [
      '[',
      '  {"name": "Good", "slug": "good", "day": 1, "time": "18:00", "latitude": 37.7, "longitude": -122.4},',
      '  {"name": "", "slug": "x", "latitude": 37.7, "longitude": -122.4},',
      '  {"name": "No slug", "latitude": 37.7, "longitude": -122.4},',
      '  {"name": "Bad day", "slug": "d", "day": 9, "latitude": 1, "longitude": 1},',
      '  {"name": "Bad time", "slug": "t", "time": "25:00", "latitude": 1, "longitude": 1},',
      '  {"name": "Nowhere", "slug": "n", "day": 2},',
      '  {"name": "Off the map", "slug": "o", "latitude": 95, "longitude": 1},',
      '  "not a meeting",',
      '  {"name": "Strings", "slug": "s", "day": ["0", "6"], "time": "09:05", "latitude": "37.5", "longitude": "-122.1"}',
      ']',
    ].join('\n');
    const { records, problems } = parseMeetingGuide(text);
    expect(records.map((r) => [r.line, r.record.name])).toEqual([
      [2, 'Good'],
      [10, 'Strings'],
    ]);
    expect(records[1]!.record).toMatchObject({
      meeting_days: ['Sunday', 'Saturday'],
      meeting_time: '9:05 AM',
      latitude: 37.5,
    });
    expect(problems).toEqual([
      { line: 3, message: 'name is required' },
      { line: 4, message: 'slug is required' },
      { line: 5, message: 'day must be 0 (Sunday) to 6 (Saturday), or a list of them' },
      { line: 6, message: 'time must be HH:MM' },
      { line: 7, message: 'latitude and longitude are required numbers' },
      { line: 8, message: 'latitude must be between -90 and 90' },
      { line: 9, message: 'a meeting must be an object' },
    ]);
  });

  it('names the line of broken JSON and stores nothing', () => {
    const { records, problems } = parseMeetingGuide('[\n  {"name": "A",\n  oops\n]');
    expect(records).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(3);
    expect(problems[0]!.message).toMatch(/^not valid JSON/);
    expect(parseMeetingGuide('{"name": "not a list"}').problems).toEqual([
      { line: 1, message: 'the file must hold a list (array) of meetings' },
    ]);
  });

  it('reads a file that starts with a byte order mark, with every line as without it', () => {
    const text = [
      '[',
      '  {"name": "Good", "slug": "good", "day": 1, "time": "18:00", "latitude": 37.7, "longitude": -122.4},',
      '  {"name": "", "slug": "x", "latitude": 37.7, "longitude": -122.4},',
      '  {"name": "Also good", "slug": "also", "day": 3, "latitude": 37.8, "longitude": -122.3}',
      ']',
    ].join('\r\n');
    const { records, problems } = parseMeetingGuide(`\uFEFF${text}`);
    expect(records.map((r) => [r.line, r.record.slug])).toEqual([
      [2, 'good'],
      [4, 'also'],
    ]);
    expect(problems).toEqual([{ line: 3, message: 'name is required' }]);
    expect(parseMeetingGuide(`\uFEFF${text}`)).toEqual(parseMeetingGuide(text));
    // Broken JSON after a mark is still named by its own line.
    const broken = parseMeetingGuide('\uFEFF[\n  {"name": "A",\n  oops\n]');
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]!.line).toBe(3);
  });

  it('names each of 20,000 meetings by its own line', () => {
    const text = syntheticMeetingGuide(20_000).replace(
      '"name": "Made-up Meeting 4999"',
      '"name": ""',
    );
    const nameLine = text.slice(0, text.indexOf('"name": ""')).split('\n').length;
    const { records, problems } = parseMeetingGuide(text);
    expect(records).toHaveLength(5_000);
    // The last group keeps the three meetings (Friday, Saturday, Sunday) after its skipped one.
    expect(records[4_999]!.record.meeting_days).toEqual(['Sunday', 'Friday', 'Saturday']);
    // The meeting's object opens on the line above its name.
    expect(problems).toEqual([{ line: nameLine - 1, message: 'name is required' }]);
  });

  it.each([
    ['four meetings to a group', 4],
    ['every meeting in one group', Infinity],
  ])('costs a few JSON.parse of the same 20,000 meetings, not hundreds (%s)', (_, perGroup) => {
    const text = syntheticMeetingGuide(20_000, perGroup);
    // Five runs each, taken in turns so a busy machine slows both alike; the fastest counts.
    const bare: number[] = [];
    const parse: number[] = [];
    for (let run = 0; run < 5; run++) {
      bare.push(timed(() => JSON.parse(text)));
      parse.push(timed(() => parseMeetingGuide(text)));
      // One slow run says enough; repeating it would only keep a broken parse running longer.
      if (Math.min(...parse) > 2_000) break;
    }
    // About 5 times in one pass over the file. Work that grows with the square of the file is
    // far above: searching each meeting's line from the top made it thousands of times, and
    // copying a group's list for each of its meetings made it 50 to 100 times.
    expect(Math.min(...parse) / Math.min(...bare)).toBeLessThan(25);
  });

  it('writes times as people read them', () => {
    expect(clockTime('00:30')).toBe('12:30 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('19:45:00')).toBe('7:45 PM');
    expect(clockTime('7pm')).toBeNull();
  });
});
