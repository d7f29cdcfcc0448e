import { parse } from 'csv-parse/sync';
import { RESOURCE_TYPES, RESOURCE_TYPE_LABELS, type ResourceType } from '../../contract/map';
import type { ImportedResource } from '../services/placeImports';
import {
  numberOf,
  positionProblem,
  webAddress,
  type ImportProblem,
  type ParsedFile,
} from './problems';

/**
 * Treatment resources from CSV (README, Importing places). Headers are matched without regard to
 * case, spaces or underscores; the public US treatment locator's export (FindTreatment.gov:
 * name1, name2, street1, street2, city, state, zip, phone, website, latitude, longitude,
 * type_facility) is read as it is. Each column and its alternatives:
 */
export const CSV_COLUMNS = {
  name: ['name', 'name1', 'facility_name'],
  subtitle: ['name2'],
  street: ['street', 'street1', 'address', 'address1'],
  street2: ['street2', 'address2'],
  city: ['city'],
  state: ['state'],
  zip: ['zip', 'zipcode', 'postal_code'],
  phone: ['phone', 'intake1', 'telephone'],
  website: ['website', 'url'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'lng', 'lon'],
  type: ['resource_type', 'type_facility', 'facility_type', 'type'],
  description: ['description'],
  services: ['services'],
} as const;

/**
 * The locator's facility type codes, and what they are on our map. A type outside RESOURCE_TYPES
 * (docs/product.md, Labels and colours) is kept as written (lower case) and shows grey with its
 * words as label.
 */
export const FACILITY_TYPES: Record<string, string> = {
  SA: 'rehab',
  OTP: 'rehab',
  BUPREN: 'rehab',
  DT: 'detox',
  MH: 'mental_health',
  HRSA: 'health_center',
  VA: 'veterans_services',
};

const key = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');
const LABEL_TYPES = new Map(
  RESOURCE_TYPES.map((t) => [key(RESOURCE_TYPE_LABELS[t]), t] as [string, ResourceType]),
);

/** 'SA' → 'rehab', 'Detox Center' → 'detox', 'peer_center' → 'peer_center', 'Other Thing' → 'other_thing'. */
export function resourceTypeOf(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const code = FACILITY_TYPES[v.toUpperCase()];
  if (code) return code;
  if ((RESOURCE_TYPES as readonly string[]).includes(v.toLowerCase())) return v.toLowerCase();
  const byLabel = LABEL_TYPES.get(key(v));
  if (byLabel) return byLabel;
  return v
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
}

/** The columns a header must name: without them no row can be placed. */
const REQUIRED = ['name', 'latitude', 'longitude'] as const;

/**
 * What the first line must hold, told when it is missing: the required columns and the resource
 * type every row needs, each as an operator may spell it ('name (or name1, facility_name)').
 */
const HEADER_NEEDED = (() => {
  const named = [...REQUIRED, 'type' as const].map((c) => {
    const [first, ...others] = CSV_COLUMNS[c];
    return others.length ? `${first} (or ${others.join(', ')})` : first;
  });
  return `the first line must name the columns, with at least ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
})();

/** Every spelling of every column, as headers are compared. */
const KNOWN_HEADERS = new Set(Object.values(CSV_COLUMNS).flatMap((names) => names.map(key)));

/** Parses a CSV of treatment resources; every skipped row is named by its line. */
export function parseTreatmentCsv(fileText: string): ParsedFile<ImportedResource> {
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  const header: string[] = [];
  try {
    rows = parse(fileText, {
      columns: (names: string[]) => {
        header.push(...names.map(key));
        return [...header];
      },
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof rows;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return {
      records: [],
      problems: [{ line, message: `not valid CSV: ${(err as Error).message}` }],
    };
  }
  // A first line that names none of the columns is a record, not a header: taken for one, that
  // record is lost and every other lacks all the columns (a file of one record did nothing and
  // reported nothing wrong).
  if (!header.some((h) => KNOWN_HEADERS.has(h)))
    return {
      records: [],
      problems: [
        {
          line: 1,
          message: `${header.length ? 'the header row is missing' : 'the file is empty'}: ${HEADER_NEEDED}`,
        },
      ],
    };
  const headers = new Set(header);
  const missing = REQUIRED.filter((c) => !CSV_COLUMNS[c].some((h) => headers.has(key(h))));
  if (missing.length)
    return {
      records: [],
      problems: [{ line: 1, message: `the header needs a ${missing.join(', ')} column` }],
    };

  const records: ParsedFile<ImportedResource>['records'] = [];
  const problems: ImportProblem[] = [];
  for (const { record, info } of rows) {
    const line = info.lines;
    const col = (c: keyof typeof CSV_COLUMNS) =>
      (CSV_COLUMNS[c].map((h) => record[key(h)]).find((v) => v) ?? '').trim();
    const name = col('name');
    if (!name) {
      problems.push({ line, message: 'name is required' });
      continue;
    }
    const latitude = numberOf(col('latitude'));
    const longitude = numberOf(col('longitude'));
    const where = positionProblem(latitude, longitude);
    if (where) {
      problems.push({ line, message: where });
      continue;
    }
    const resourceType = resourceTypeOf(col('type'));
    if (!resourceType) {
      problems.push({
        line,
        message: 'a resource type (resource_type or type_facility) is required',
      });
      continue;
    }
    const street = [col('street'), col('street2')].filter(Boolean).join(' ');
    const address = [street, col('city'), [col('state'), col('zip')].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const subtitle = col('subtitle');
    records.push({
      line,
      record: {
        source_key: `${name}|${street}|${col('zip')}`.toLowerCase(),
        name: (subtitle ? `${name} (${subtitle})` : name).slice(0, 200),
        resource_type: resourceType,
        address: address.slice(0, 300),
        description: col('description').slice(0, 2000),
        phone: col('phone').slice(0, 40),
        website: webAddress(col('website')),
        latitude: latitude!,
        longitude: longitude!,
        services: col('services')
          .split(/[;|]/)
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 50),
      },
    });
  }
  return { records, problems };
}
