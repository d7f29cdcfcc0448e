import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SAMPLE_RESOURCES } from './demo';
import { parseTreatmentCsv, resourceTypeOf } from './treatmentCsv';

describe('parseTreatmentCsv', () => {
  it('reads the shipped sample in the treatment locator columns', () => {
    const { records, problems } = parseTreatmentCsv(readFileSync(SAMPLE_RESOURCES, 'utf8'));
    expect(problems).toEqual([]);
    expect(records).toHaveLength(12);
    const byName = new Map(records.map((r) => [r.record.name, r.record]));
    expect(byName.get('Golden Gate Recovery Center')).toMatchObject({
      resource_type: 'rehab',
      address: '1450 Post Street, San Francisco, CA 94109',
      phone: '(415) 555-0101',
      website: 'https://example.org/golden-gate-recovery',
      latitude: 37.7856,
      longitude: -122.4252,
      services: ['Residential', 'Outpatient', 'Family therapy', 'Medication-assisted treatment'],
    });
    expect(byName.get('Mission Detox Services')).toMatchObject({
      resource_type: 'detox',
      website: 'https://www.example.org/mission-detox',
    });
    expect(byName.get('Bay Crisis Stabilization Unit')?.resource_type).toBe('crisis_center');
    expect(byName.get('SoMa Harm Reduction Hub')?.description).toContain('Naloxone, test strips');
    expect(byName.get('Presidio Wellness Clinic')?.resource_type).toBe('mental_health');
  });

  it('reports bad rows by line, keeps the good ones, and accepts other header spellings', () => {
    const text = [
      'Name,Street,City,State,Zip,Phone,Website,Lat,Lng,Resource Type',
      'Good Place,1 Main St,Oakland,CA,94601,555-0100,javascript:alert(1),37.8,-122.27,detox',
      ',2 Main St,Oakland,CA,94601,,,37.8,-122.27,rehab',
      'No Position,3 Main St,Oakland,CA,94601,,,,,rehab',
      'Zero,4 Main St,Oakland,CA,94601,,,0,0,rehab',
      'No Type,5 Main St,Oakland,CA,94601,,,37.8,-122.27,',
      '"Quoted, Name",6 Main St,Oakland,CA,94601,,,37.81,-122.28,Family Support',
    ].join('\n');
    const { records, problems } = parseTreatmentCsv(text);
    expect(records.map((r) => [r.line, r.record.name, r.record.resource_type])).toEqual([
      [2, 'Good Place', 'detox'],
      [7, 'Quoted, Name', 'family'],
    ]);
    // A link that is not http(s) is never stored.
    expect(records[0]!.record.website).toBe('');
    expect(problems).toEqual([
      { line: 3, message: 'name is required' },
      { line: 4, message: 'latitude and longitude are required numbers' },
      { line: 5, message: 'latitude and longitude are 0,0 (no position)' },
      { line: 6, message: 'a resource type (resource_type or type_facility) is required' },
    ]);
  });

  it('names a missing column, or broken CSV, and stores nothing', () => {
    expect(parseTreatmentCsv('name,city\nA,Oakland\n')).toEqual({
      records: [],
      problems: [{ line: 1, message: 'the header needs a latitude, longitude column' }],
    });
    const broken = parseTreatmentCsv('name,latitude,longitude,type\n"Unclosed,1,2,rehab\n');
    expect(broken.records).toEqual([]);
    expect(broken.problems[0]!.message).toMatch(/^not valid CSV/);
  });

  it('says the header row is missing, and which columns it must name, when the file starts with a record', () => {
    const needed =
      'the first line must name the columns, with at least name (or name1, facility_name), ' +
      'latitude (or lat), longitude (or lng, lon) and resource_type (or type_facility, facility_type, type)';
    const record =
      'Golden Gate Recovery,1450 Post Street,San Francisco,CA,94109,37.7856,-122.4252,SA';
    for (const text of [
      record,
      `${record}\n`,
      `${record}\nMission Detox,1 Valencia St,San Francisco,CA,94110,37.76,-122.42,DT\n`,
    ])
      expect(parseTreatmentCsv(text)).toEqual({
        records: [],
        problems: [{ line: 1, message: `the header row is missing: ${needed}` }],
      });
    expect(parseTreatmentCsv('\uFEFF' + record)).toEqual(parseTreatmentCsv(record));
    for (const text of ['', '\n\n', '\uFEFF'])
      expect(parseTreatmentCsv(text)).toEqual({
        records: [],
        problems: [{ line: 1, message: `the file is empty: ${needed}` }],
      });
    // A header of other columns is still a header: it is told which columns it lacks.
    expect(parseTreatmentCsv('name,city\n').problems).toEqual([
      { line: 1, message: 'the header needs a latitude, longitude column' },
    ]);
    // A header and no records is a file with nothing in it, not a mistake.
    expect(parseTreatmentCsv('name,latitude,longitude,type\n')).toEqual({
      records: [],
      problems: [],
    });
  });

  it('reads a file that starts with a byte order mark, with every line as without it', () => {
    const text = [
      '"Name",Lat,Lng,Type_Facility',
      'First,37.8,-122.27,SA',
      ',37.8,-122.27,SA',
      'Third,37.81,-122.28,DT',
    ].join('\r\n');
    const { records, problems } = parseTreatmentCsv(`\uFEFF${text}`);
    expect(records.map((r) => [r.line, r.record.name, r.record.resource_type])).toEqual([
      [2, 'First', 'rehab'],
      [4, 'Third', 'detox'],
    ]);
    expect(problems).toEqual([{ line: 3, message: 'name is required' }]);
    expect(parseTreatmentCsv(`\uFEFF${text}`)).toEqual(parseTreatmentCsv(text));
  });

  it('maps facility codes, labels and resource types', () => {
    expect(resourceTypeOf('SA')).toBe('rehab');
    expect(resourceTypeOf('dt')).toBe('detox');
    expect(resourceTypeOf('Peer Drop-in Center')).toBe('peer_center');
    expect(resourceTypeOf('harm_reduction')).toBe('harm_reduction');
    expect(resourceTypeOf('Recovery Café')).toBe('recovery_caf');
  });
});
