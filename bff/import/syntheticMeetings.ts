/**
 * A Meeting Guide file of made-up meetings, laid out as the feeds are (one pretty-printed object
 * per meeting, several meetings of one group on different days under one slug): the size the
 * parse's growth test (meetingGuide.test.ts) and `npm run bench` (tools/bench/imports.ts) need,
 * the same text every time.
 */
export function syntheticMeetingGuide(meetings: number, perGroup = 4): string {
  const list = Array.from({ length: meetings }, (_, i) => {
    const group = Math.floor(i / perGroup);
    return {
      name: `Made-up Meeting ${group}`,
      slug: `made-up-meeting-${group}`,
      day: i % 7,
      time: `${String(6 + (group % 15)).padStart(2, '0')}:30`,
      types: group % 3 === 0 ? ['C', 'ST'] : ['O', 'D'],
      address: `${100 + (group % 900)} Market Street`,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94103',
      latitude: 37.2749 + (group % 1000) / 1000,
      longitude: -122.9194 + (group % 997) / 830,
      notes: 'Written for the bench, with a "quoted" word, a \\ and a comma, to scan past.',
    };
  });
  return `${JSON.stringify(list, null, 2)}\n`;
}
