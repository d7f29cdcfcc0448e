import unhomoglyph from 'unhomoglyph';
import CONFUSABLES from 'unhomoglyph/data.json';
import { describe, expect, it } from 'vitest';
import { confusablesSkeleton, nameSkeleton } from './nameSkeleton';
import { SMALL_CAPITALS } from './smallCapitals';

describe('confusablesSkeleton (UTS #39)', () => {
  it("maps every character of confusables.txt as the unhomoglyph package's own function does", () => {
    // Spaces between them, so that no two combining marks are reordered together.
    const every = Object.keys(CONFUSABLES).join(' ');
    expect(confusablesSkeleton(every)).toBe(unhomoglyph(every.normalize('NFD')).normalize('NFD'));
    expect(confusablesSkeleton(every)).not.toBe(every.normalize('NFD'));
  });

  it.each([
    ['Ꭺdmin', 'Admin'], // Cherokee A
    ['ɑdmin', 'admin'], // Latin alpha
    ['Admın', 'Admin'], // dotless i
    ['Mօderator', 'Moderator'], // Armenian o
    ['ꓮꓓꓟꓲꓠ', 'ADMIN'], // Lisu
    ['Аdmin', 'Admin'], // Cyrillic A
    ['Adrnin', 'Admin'], // 'rn' and 'm'
  ])('gives %j the skeleton of %j', (lookalike, plain) => {
    expect(confusablesSkeleton(lookalike)).toBe(confusablesSkeleton(plain));
  });

  it('keeps apart what does not look alike', () => {
    expect(confusablesSkeleton('Admin')).not.toBe(confusablesSkeleton('Adrain'));
  });
});

describe('nameSkeleton', () => {
  it.each([
    ['Admin', 'adrnin'],
    ['ADMIN', 'adrnin'],
    ['aDmin', 'adrnin'],
    ['A.d.m.i.n', 'adrnin'],
    ['ᴀᴅᴍɪɴ', 'adrnin'],
    ['Аdмiн', 'adrnih'], // Cyrillic м and н, whose prototypes are the small capitals ᴍ and ʜ
    ['ꓮꓓꓟꓲꓠ', 'adrnin'],
    ['Ａｄｍｉｎ', 'adrnin'],
    ['𝐀𝐝𝐦𝐢𝐧', 'adrnin'],
    ['Àdmîn', 'adrnin'],
    ['4dm1n', 'adrnin'],
    ['Network', 'netvvork'],
    ['Netvvork', 'netvvork'],
    ['  Pat   the_Admin ', 'pat theadrnin'],
  ])('reads %j as %j', (name, skeleton) => {
    expect(nameSkeleton(name)).toBe(skeleton);
  });
});

describe('SMALL_CAPITALS (generated from the Unicode names)', () => {
  it('maps Latin small capitals, which are no case of a plain letter, to a capital A to Z', () => {
    expect(Object.keys(SMALL_CAPITALS).length).toBeGreaterThan(20);
    for (const [ch, letter] of Object.entries(SMALL_CAPITALS)) {
      expect(ch).toMatch(/^\p{Script=Latin}$/u);
      expect(ch.toLowerCase()).not.toBe(letter.toLowerCase());
      expect(letter).toMatch(/^[A-Z]$/);
    }
    expect(Array.from('ᴀᴅᴍɪɴ', (ch) => SMALL_CAPITALS[ch]).join('')).toBe('ADMIN');
  });
});
