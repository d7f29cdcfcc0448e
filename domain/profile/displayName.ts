import { DISPLAY_NAME_MAX } from '../../contract/profile';

/**
 * Display names (docs/decisions.md, Profile): the only name others ever see. The identity
 * provider's name is never a fallback; a blank name shows as this.
 */
export const ANONYMOUS_NAME = 'Anonymous User';

/** What others see for a saved display name: the name, or 'Anonymous User' when it is blank. */
export const shownName = (displayName: string | null | undefined) =>
  displayName?.trim() || ANONYMOUS_NAME;

export const CONTROL_CHARACTERS_MESSAGE =
  'display_name must not contain invisible or text-direction control characters.';
export const STAFF_NAME_MESSAGE =
  'display_name must not look like a staff account: Admin, Administrator, Moderator, Support and Peer Recovery Network are reserved.';

/**
 * Characters that hide or reorder text: C0/C1 controls, zero-width and joiner characters, soft
 * hyphen, word joiner and invisible operators, bidirectional marks, embeddings, overrides and
 * isolates, the BOM, interlinear annotation marks, and tag characters. Emoji variation selectors
 * (the U+FE0F of '❤️') are allowed; the zero-width joiner of emoji sequences is not.
 */
const CONTROL_RANGES: [number, number][] = [
  [0x0000, 0x001f], // C0 controls (newline, tab, escape, ...)
  [0x007f, 0x009f], // delete and C1 controls
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // arabic letter mark
  [0x115f, 0x1160], // hangul fillers
  [0x17b4, 0x17b5], // khmer invisible vowels
  [0x180b, 0x180f], // mongolian selectors and vowel separator
  [0x200b, 0x200f], // zero-width space, non-joiner, joiner, LRM, RLM
  [0x202a, 0x202e], // bidirectional embeddings and overrides
  [0x2060, 0x206f], // word joiner, invisible operators, bidirectional isolates
  [0x3164, 0x3164], // hangul filler
  [0xfeff, 0xfeff], // zero-width no-break space (BOM)
  [0xffa0, 0xffa0], // half-width hangul filler
  [0xfff9, 0xfffb], // interlinear annotation
  [0xe0000, 0xe007f], // tag characters
];

const hasControlCharacter = (name: string) => {
  for (const ch of name) {
    const cp = ch.codePointAt(0)!;
    if (CONTROL_RANGES.some(([from, to]) => cp >= from && cp <= to)) return true;
  }
  return false;
};

/** Letters from other scripts and digits or symbols that pass for Latin letters in a name. */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ո: 'n',
  ѵ: 'v',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // digits and symbols
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '€': 'e',
  '£': 'l',
  // lower-case L reads as a capital I
  l: 'i',
};

/**
 * A comparison form of a name: compatibility-folded (full-width and mathematical letters to
 * plain ones), lower case, accents removed, lookalikes mapped to Latin letters, 'rn' read as 'm'
 * and 'vv' as 'w'. Word breaks survive as single spaces.
 */
export function nameSkeleton(name: string): string {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2') // 'TheAdmin' -> 'The Admin'
    .toLowerCase();
  let out = '';
  for (const ch of folded) out += LOOKALIKES[ch] ?? (/[\p{L}\p{N}]/u.test(ch) ? ch : ' ');
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/\s+/g, ' ').trim();
}

const skeleton = (word: string) => nameSkeleton(word).replace(/ /g, '');
/** Words no person's name may be or contain as a word ('Pat the Admin', 'Moderator_1'). */
const STAFF_WORDS = ['admin', 'administrator', 'admins', 'moderator', 'moderators'].map(skeleton);
/** Whole names that are a staff role on their own ('Support', 'Support Team'). */
const STAFF_NAMES = [
  'support',
  'support team',
  'support staff',
  'support desk',
  'official support',
  'customer support',
  'staff',
  'admin team',
  'moderation team',
  'trust and safety',
].map(skeleton);
const PRODUCT = skeleton('Peer Recovery Network');

/** Does this name pass itself off as the product's staff? Case, spacing and lookalikes aside. */
export function impersonatesStaff(name: string): boolean {
  const words = nameSkeleton(name).split(' ').filter(Boolean);
  const joined = words.join('');
  if (joined.includes(PRODUCT)) return true;
  if (STAFF_NAMES.includes(joined) || STAFF_WORDS.includes(joined)) return true; // 'A d m i n'
  return words.some(
    (w) =>
      STAFF_WORDS.includes(w) ||
      // 'Admin2024', 'SysAdmin', 'ModeratorPat': a staff word glued to digits or another word.
      ['admin', 'moderator', 'administrator'].some(
        (s) => w.length > s.length && (w.startsWith(s) || w.endsWith(s)),
      ),
  );
}

/**
 * Why a display name cannot be saved, or null when it can. One rule for the BFF (which refuses
 * with a 400) and the Profile Setup form (which may show the same message before sending).
 */
export function displayNameProblem(name: string): string | null {
  if (hasControlCharacter(name)) return CONTROL_CHARACTERS_MESSAGE;
  if (impersonatesStaff(name)) return STAFF_NAME_MESSAGE;
  return null;
}

/**
 * The display name the first Profile Setup suggests: only the first word of the provider's name
 * ('Heidi' for 'Heidi RealSurname'), and nothing when that word could not be saved anyway.
 */
export function suggestedDisplayName(providerName: string | null | undefined): string {
  const first = (providerName ?? '').trim().split(/\s+/)[0] ?? '';
  const word = first.slice(0, DISPLAY_NAME_MAX);
  return word && !displayNameProblem(word) ? word : '';
}
