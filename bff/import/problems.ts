/** One record an import skipped, by the line of the file where it starts. */
export interface ImportProblem {
  line: number;
  message: string;
}

/** What a parser found in a file: the records to store and the ones it skipped. */
export interface ParsedFile<T> {
  records: { line: number; record: T }[];
  problems: ImportProblem[];
}

/** 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** A number from a number or a numeric text (feeds write both), or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** The problem with a position, or null when it is a real one. */
export function positionProblem(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return 'latitude and longitude are required numbers';
  if (latitude < -90 || latitude > 90) return 'latitude must be between -90 and 90';
  if (longitude < -180 || longitude > 180) return 'longitude must be between -180 and 180';
  if (latitude === 0 && longitude === 0) return 'latitude and longitude are 0,0 (no position)';
  return null;
}

/** A web address as stored: http(s) only; a bare 'www.…' gets https://; anything else is dropped. */
export function webAddress(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return '';
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '';
  } catch {
    return '';
  }
}
