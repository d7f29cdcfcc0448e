import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NAME,
  CONTROL_CHARACTERS_MESSAGE,
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
