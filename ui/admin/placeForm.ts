/** How the place dialogs read what was typed into their fields. */

/** A coordinate as typed, or null when it is not a number. */
export const coordinate = (s: string): number | null => {
  const n = Number(s.trim());
  return s.trim() === '' || !Number.isFinite(n) ? null : n;
};

/** Comma-separated text as its items, trimmed, blanks left out. */
export const listOf = (s: string): string[] =>
  s
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
