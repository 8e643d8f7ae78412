/**
 * What a typed name may hold: it is printed on quotes and signed acceptances, shown on every
 * card and sent in emails, so it must read as what it is, on one line. A name is letters in
 * any script (with their accents and vowel signs), digits, single spaces between words, and
 * the punctuation names use ("Anne-Marie O'Neil, Jr.", "Oak & Ember Team"). Refused: line
 * breaks and every other control character, symbols and emoji, characters that draw nothing
 * (U+3164 and U+FFA0 Hangul fillers, U+2800 the blank braille cell, zero-width spaces, soft
 * hyphens), and a combining mark with no letter under it, or stacked past any script's need.
 */
export const NAME_RULE_MESSAGE =
  'Names must be one line of visible letters: no line breaks, symbols or invisible characters';

/** Letters that draw nothing are still letters to Unicode: the Hangul fillers are. */
const LETTER = /^(?!\p{Default_Ignorable_Code_Point})\p{L}$/u;
const MARK = /^\p{M}$/u;
const DIGIT = /^\p{Nd}$/u;
/** Apostrophes, hyphens and dashes, full stops, commas, ampersands, brackets, quotes, middle dots. */
const NAME_PUNCTUATION = /^[\p{Pd}'\u2018\u2019.,&()"\u201C\u201D\u00B7\u30FB]$/u;
/** Zero-width non-joiner and joiner: Persian and Indic names need them between letters. */
const JOINER = /^[\u200C\u200D]$/u;
/** Thai, Tibetan and Devanagari stack a few signs on a letter; "zalgo" text stacks dozens. */
const MAX_MARKS_PER_LETTER = 6;

/** Every space separator (no-break, ideographic...) as one plain space, runs made one. */
export function collapseSpaces(text: string): string {
  return text.replace(/\p{Zs}+/gu, ' ');
}

/**
 * Whether `text` (cleaned: NFC, trimmed, spaces collapsed) is a name by the rule above. It must
 * hold at least one letter, so punctuation or digits alone are not a name either.
 */
export function isWrittenName(text: string): boolean {
  let letters = 0;
  /** What the last character was, as far as the next one cares. */
  let after: 'start' | 'letter' | 'joiner' | 'other' = 'start';
  let marks = 0;
  for (const char of text) {
    if (LETTER.test(char)) {
      letters += 1;
      after = 'letter';
      marks = 0;
    } else if (MARK.test(char)) {
      if (after !== 'letter' || (marks += 1) > MAX_MARKS_PER_LETTER) return false;
    } else if (JOINER.test(char)) {
      if (after !== 'letter') return false;
      after = 'joiner';
    } else if (char === ' ' || DIGIT.test(char) || NAME_PUNCTUATION.test(char)) {
      if (after === 'joiner') return false;
      after = 'other';
    } else {
      return false;
    }
  }
  return letters > 0 && after !== 'joiner';
}
