import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  CONTROL_CHARACTERS_MESSAGE,
  NO_LETTER_MESSAGE,
  STAFF_NAME_MESSAGE,
  displayNameProblem,
  shownName,
  suggestedDisplayName,
} from './displayName';

describe('displayNameProblem: staff impersonation', () => {
  it.each([
    'Admin',
    'admin',
    'ADMIN',
    'Administrator',
    'Moderator',
    'Support',
    'Peer Recovery Network',
    'peerrecoverynetwork',
    'Peer-Recovery-Network Team',
    'The Peer Recovery Network',
    // spacing and punctuation
    'A d m i n',
    'A.D.M.I.N',
    'mod_erator',
    ' Support Team ',
    // glued to other words or digits
    'Pat the Admin',
    'TheAdmin',
    'Admin2024',
    'SysAdmin',
    'Moderator Sam',
    'moderators',
    // lookalikes
    'Adm1n',
    '4dmin',
    '@dmin',
    'AdmIn',
    'ADMlN',
    'Аdmin', // Cyrillic А
    'Моderator', // Cyrillic М and о
    'Ѕupport', // Cyrillic Ѕ
    'Supp0rt',
    'Ａｄｍｉｎ', // full-width
    '𝐀𝐝𝐦𝐢𝐧', // mathematical bold
    'Àdmîn', // accents
    'Adrnin', // rn reads as m
    'Peer Recovery Netvvork',
  ])('refuses %j', (name) => {
    expect(displayNameProblem(name)).toBe(STAFF_NAME_MESSAGE);
  });

  it.each([
    'Pat R.',
    'Sam',
    'anon_h',
    'Heidi',
    'Badminton Fan',
    'Peer Support Pat',
    'Supportive Sam',
    'Modest Mouse',
    'Admiral Ackbar',
    'Network Nina',
    'Recovery Rob',
    'Zoë',
    'José María',
    'Łukasz',
    'Мария', // Cyrillic name
    '李小龙',
    'محمد',
    'Nurse Jackie 2',
    'Rainbow 🌈',
    'Sam ❤️',
  ])('accepts %j', (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });
});

describe('displayNameProblem: names that passed for staff before the Unicode skeleton', () => {
  it.each([
    // case inside a word, which the old camel-case split read as two words ('Ad Min')
    ['Pat AdMin', STAFF_NAME_MESSAGE],
    ['The ModeRator', STAFF_NAME_MESSAGE],
    ['aDmin Sam', STAFF_NAME_MESSAGE],
    // a staff word with dots inside, or glued inside a longer word
    ['Pat A.d.m.i.n', STAFF_NAME_MESSAGE],
    ['theadminteam', STAFF_NAME_MESSAGE],
    ['xadminx', STAFF_NAME_MESSAGE],
    // lookalikes that only confusables.txt knows
    ['Ꭺdmin', STAFF_NAME_MESSAGE], // Cherokee A
    ['ᴀᴅᴍɪɴ', STAFF_NAME_MESSAGE], // small capitals
    ['Admın', STAFF_NAME_MESSAGE], // dotless i
    ['ɑdmin', STAFF_NAME_MESSAGE], // Latin alpha
    ['Mօderator', STAFF_NAME_MESSAGE], // Armenian o
    ['Peer Recovery Netwօrk', STAFF_NAME_MESSAGE], // Armenian o in the product's name
    ['ꓮꓓꓟꓲꓠ', STAFF_NAME_MESSAGE], // Lisu
    // format and default-ignorable characters the old list of ranges missed
    ['Ad\u{1D173}min Pat', CONTROL_CHARACTERS_MESSAGE], // musical symbol begin beam
    ['Pat Ad\u{1BCA0}min', CONTROL_CHARACTERS_MESSAGE], // shorthand format letter overlap
    ['\u{E0100}x', CONTROL_CHARACTERS_MESSAGE], // variation selector 17
    // nothing visible to read
    ['\u2800', NO_LETTER_MESSAGE], // braille pattern blank
  ])('refuses %j', (name, message) => {
    expect(displayNameProblem(name)).toBe(message);
  });
});

describe('displayNameProblem: staff words inside words, and the ordinary words that hold one', () => {
  it.each([
    'Administer',
    'Madmin',
    'Pat Staff',
    'Staffer Sam',
    'Official Pat',
    'Officialdom',
    'Ad Min', // spelt by whole words
    'Pat Ad Ministrator',
    'Mod Erator',
    'Sta Ff',
    'Аdмin', // Cyrillic м reads as a small capital M in confusables.txt
    'Моdеrатоr', // Cyrillic т likewise as a small capital T
    'Sam\u2028Admin', // a line separator, like the newline
  ])('refuses %j', (name) => {
    expect(displayNameProblem(name)).not.toBeNull();
  });

  it.each([
    'Badminton Fan',
    'BADMINTON',
    'Flagstaff Fan',
    'Falstaff',
    'Staffan',
    'Stafford Lee',
    'Unofficial Pat',
    'Officially Sober',
    // 'admin' or 'staff' only across a space, not spelt by whole words
    'Brad Minor',
    'Conrad Minh',
    'Ahmad Mina',
    'Gustaf Fischer',
  ])('accepts %j', (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });
});

describe('displayNameProblem: real names in many scripts stay valid', () => {
  it.each([
    // accents, hyphens and apostrophes
    "O'Brien",
    "D'Angelo",
    "N'Golo Kanté",
    'Mary-Jane Watson',
    'Jean-Luc',
    'François',
    'Søren',
    'Þórunn',
    'İlkay Gündoğan',
    'Ștefan',
    'Kateřina',
    'Siobhán',
    'Ngô Bảo Châu',
    'Tūī',
    'Benjamin',
    'Yasmin',
    'Admir',
    'Madison',
    // Cyrillic, Greek, Armenian and Georgian names that are not lookalikes of a staff word
    'Сергей',
    'Наталья',
    'Дмитрий',
    'Ольга',
    'Ярослав',
    'Тимур',
    'Матвей',
    'Αλέξανδρος',
    'Νίκος',
    'Ελένη',
    'Արամ',
    'ნინო',
    // right-to-left scripts
    'דוד',
    'שרה כהן',
    'فاطمة',
    'عبد الله',
    // Indic, Thai and East Asian scripts
    'प्रिया',
    'राहुल शर्मा',
    'สมชาย',
    '王芳',
    'さくら',
    '田中太郎',
    '김민준',
    'ሰላም',
    'Kwame 2',
    'Sam ❤️',
  ])('accepts %j', (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });
});

describe('displayNameProblem: names without a letter', () => {
  it.each(['42', '...', '🌈', '❤️', '\u2800\u2800'])('refuses %j', (name) => {
    expect(displayNameProblem(name)).toBe(NO_LETTER_MESSAGE);
  });

  it.each(['', '   '])('lets a blank name through (it shows as Anonymous User): %j', (name) => {
    expect(displayNameProblem(name)).toBeNull();
  });
});

describe('displayNameProblem: invisible and text-direction characters', () => {
  it.each([
    ['zero-width space', 'Sa\u200bm'],
    ['zero-width non-joiner', 'Sa\u200cm'],
    ['zero-width joiner', 'Sa\u200dm'],
    ['word joiner', 'Sa\u2060m'],
    ['BOM', 'Sam\ufeff'],
    ['soft hyphen', 'Sa\u00adm'],
    ['left-to-right mark', 'Sam\u200e'],
    ['right-to-left mark', 'Sam\u200f'],
    ['right-to-left override', '\u202eSam'],
    ['left-to-right embedding', '\u202aSam\u202c'],
    ['first strong isolate', '\u2068Sam\u2069'],
    ['right-to-left isolate', '\u2067Sam'],
    ['arabic letter mark', 'Sam\u061c'],
    ['tag character', 'Sam\u{e0041}'],
    ['a control character', 'Sam\u0007'],
    ['a newline', 'Sam\nAdmin'],
    ['hangul filler', 'Sam\u3164'],
    ['the zero-width joiner of an emoji sequence', 'Pat 👩\u200d💻'],
    ['an emoji presentation selector after a letter', 'Ad\ufe0fmin'],
  ])('refuses %s', (_label, name) => {
    expect(displayNameProblem(name)).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('names the invisible characters before the staff words', () => {
    expect(displayNameProblem('Ad\u200bmin')).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('suggestedDisplayName', () => {
  it.each([
    ['Heidi RealSurname', 'Heidi'],
    ['  Jo   Smith  ', 'Jo'],
    ['Cher', 'Cher'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['Admin Person', ''],
    ['Sa\u200bm Surname', ''],
    ['x'.repeat(80), 'x'.repeat(50)],
  ])('suggests only the first word of %j', (provider, suggestion) => {
    expect(suggestedDisplayName(provider)).toBe(suggestion);
  });
});

describe('shownName', () => {
  it('shows a saved name, and Anonymous User for a blank one', () => {
    expect(shownName('Pat')).toBe('Pat');
    expect(shownName('')).toBe(ANONYMOUS_NAME);
    expect(shownName('   ')).toBe('Anonymous User');
    expect(shownName(null)).toBe('Anonymous User');
    expect(shownName(undefined)).toBe('Anonymous User');
  });
});
