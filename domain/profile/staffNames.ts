import { nameSkeleton } from './nameSkeleton';

const skeleton = (text: string) => nameSkeleton(text).replace(/ /g, '');

/**
 * Staff words found inside any word of a name ('Pat the Admin', 'theadminteam', 'xadminx',
 * 'SysAdmin', 'Moderator_1', 'Pat Staff', 'Official Pat'), or spelt by whole words in a row
 * ('A d m i n', 'Ad Min', 'Mod Erator'). 'admin' covers Admins, Administrator and Admin Team.
 */
const STAFF_WORDS = ['admin', 'moderator', 'staff', 'official'].map(skeleton);
/** The staff words as they are spelt out by whole words, the longer forms of 'admin' included. */
const SPELT_STAFF_WORDS = [
  'admin',
  'admins',
  'administrator',
  'administrators',
  'moderator',
  'moderators',
  'staff',
  'official',
  'officials',
].map(skeleton);

/**
 * Ordinary words and names that contain a staff word without being about staff: a staff word
 * inside one of them does not count ('Badminton Fan', 'Flagstaff Fan', 'Staffan', 'Unofficial
 * Pat'); each also covers its longer forms ('Staffordshire', 'Unofficially'). Words about running
 * a place stay refused (Administer, Administration, Staffer, Officialdom), and so do made-up ones
 * ('Madmin', 'xadminx'): only a real word that happens to contain a staff word is let through.
 */
const ORDINARY_WORDS = [
  'badminton',
  'distaff',
  'falstaff',
  'flagstaff',
  'staffan',
  'stafford',
  'unofficial',
  'officially',
].map(skeleton);

/** Staff phrases of several words, found anywhere in a name, spaces and punctuation aside. */
const STAFF_PHRASES = [
  'Peer Recovery Network',
  'support team',
  'support staff',
  'support desk',
  'customer support',
  'moderation team',
  'trust and safety',
].map(skeleton);

/**
 * Whole names that are a staff role on their own but fine inside a longer name: 'Support' is, 'Peer
 * Support Pat' and 'Supportive Sam' are not.
 */
const STAFF_NAMES = ['support'].map(skeleton);

/** A word with the ordinary words it contains blanked out, so no staff word is found in them. */
const withoutOrdinaryWords = (word: string) =>
  ORDINARY_WORDS.reduce((rest, ordinary) => rest.split(ordinary).join(' '), word);

/** Does some run of two or more whole words spell a staff word ('A d m i n', 'Ad Min')? */
function spellsStaffWord(words: readonly string[]): boolean {
  for (let from = 0; from < words.length; from++) {
    let spelt = words[from]!;
    for (let to = from + 1; to < words.length; to++) {
      spelt += words[to];
      if (SPELT_STAFF_WORDS.includes(spelt)) return true;
    }
  }
  return false;
}

/**
 * Does this name pass itself off as the product's staff? Compared on the names' skeletons
 * (domain/profile/nameSkeleton.ts), so case, accents, punctuation and lookalikes do not matter.
 * Only words glued together or spelt out count: 'Brad Minor' holds 'admin' across its space, but
 * neither word is part of it on its own.
 */
export function impersonatesStaff(name: string): boolean {
  const words = nameSkeleton(name).split(' ').filter(Boolean);
  const joined = words.join('');
  if (STAFF_NAMES.includes(joined)) return true;
  if (STAFF_PHRASES.some((phrase) => joined.includes(phrase))) return true;
  if (words.some((word) => STAFF_WORDS.some((staff) => withoutOrdinaryWords(word).includes(staff))))
    return true;
  return spellsStaffWord(words);
}
