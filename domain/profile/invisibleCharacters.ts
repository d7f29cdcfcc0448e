/**
 * Characters that hide, reorder or break text: every default-ignorable code point (zero-width
 * space and joiners, soft hyphen, word joiner, fillers, variation selectors, tag characters) and
 * every format character (bidirectional marks, embeddings, overrides and isolates, the BOM,
 * interlinear annotation, the musical and shorthand format controls), besides control characters
 * and line or paragraph separators. Unicode's own properties, so new ones are covered as they come.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}|\p{Cf}|\p{Cc}|\p{Zl}|\p{Zp}/u;

/** The emoji presentation selectors, allowed right after an emoji: the U+FE0F of '❤️'. */
const EMOJI_SELECTOR = /^[\uFE0E\uFE0F]$/u;
const EMOJI = /^\p{Emoji}$/u;

/**
 * Does this text hold an invisible or text-direction character? An emoji's presentation selector
 * is not one; the zero-width joiner of emoji sequences is, like any other joiner.
 */
export function hasInvisibleCharacter(text: string): boolean {
  let previous = '';
  for (const ch of text) {
    if (INVISIBLE.test(ch) && !(EMOJI_SELECTOR.test(ch) && EMOJI.test(previous))) return true;
    previous = ch;
  }
  return false;
}

/** Does this text show at least one letter once the invisible characters are left out? */
export const hasVisibleLetter = (text: string): boolean =>
  /\p{L}/u.test(Array.from(text, (ch) => (INVISIBLE.test(ch) ? '' : ch)).join(''));
