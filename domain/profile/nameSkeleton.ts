import CONFUSABLES from 'unhomoglyph/data.json';
import { SMALL_CAPITALS } from './smallCapitals';

/** Each character to what it is read as, if it is read as something else. */
type Prototypes = Readonly<Record<string, string>>;

const PROTOTYPES: Prototypes = CONFUSABLES;

const mapCharacters = (text: string, table: Prototypes) =>
  Array.from(text, (ch) => table[ch] ?? ch).join('');

/**
 * The Unicode skeleton of UTS #39 (Unicode Security Mechanisms): NFD, each character replaced by
 * its prototype in confusables.txt, NFD again. Two strings that look alike have the same
 * skeleton ('Ꭺdmin' with a Cherokee A, 'ɑdmin' with a Latin alpha, 'Admın' with a dotless i).
 * The prototypes are confusables.txt's own, as the unhomoglyph package ships them.
 */
export const confusablesSkeleton = (text: string): string =>
  mapCharacters(text.normalize('NFD'), PROTOTYPES).normalize('NFD');

/**
 * Digits and symbols that stand for letters by convention rather than by look ('4dmin', '@dmin',
 * '$upport'), so confusables.txt, which is about looks, leaves them alone (it has 0 and 1).
 */
const LEETSPEAK: Prototypes = {
  '4': 'a',
  '@': 'a',
  '3': 'e',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  $: 's',
  '!': 'i',
  '€': 'e',
  '£': 'l',
};

/**
 * Small capitals read as their capital, and so do the characters whose prototype is a small
 * capital: confusables.txt gives Cyrillic м, н, т, в and к the prototypes of ᴍ, ʜ, ᴛ, ʙ and ᴋ.
 */
const SMALL_CAPITAL_PROTOTYPES: Prototypes = Object.fromEntries(
  Object.entries(SMALL_CAPITALS).flatMap(([ch, capital]) => [
    [ch, capital],
    [confusablesSkeleton(ch), capital],
  ]),
);

/**
 * Skeleton, small capitals, then lower case, and the skeleton again: lower-case letters have
 * prototypes of their own ('m' is 'rn').
 */
const foldCase = (text: string) =>
  confusablesSkeleton(
    mapCharacters(confusablesSkeleton(text), SMALL_CAPITAL_PROTOTYPES).toLowerCase(),
  ).toLowerCase();

/**
 * A comparison form of a name, blind to case, accents, full-width and mathematical letters, small
 * capitals, digits used as letters and every lookalike in confusables.txt. Letters and digits
 * only: punctuation and symbols are dropped ('A.d.m.i.n' reads as 'Admin'), and each run of white
 * space becomes one space, so word breaks survive.
 *
 * Skeletons keep case: capital I shares its skeleton with 'l' ('AdmIn', 'ꓮꓓꓟꓲꓠ'), while 'i' has
 * its own. Folding case therefore reads 'l' as 'i'. And confusables.txt maps single characters
 * only: 'm' becomes 'rn', so 'Adrnin' meets 'Admin', but 'vv' cannot be the prototype of 'w', which
 * is spelt 'vv' here for 'Netvvork'.
 */
export function nameSkeleton(name: string): string {
  return foldCase(mapCharacters(name.normalize('NFKD'), LEETSPEAK))
    .replace(/\p{M}/gu, '')
    .replace(/l/g, 'i')
    .replace(/w/g, 'vv')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
