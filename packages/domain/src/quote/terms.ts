/**
 * The terms a customer accepts with a quote. Each acceptance keeps a copy of the text it was
 * given, so changing these words never changes what someone already agreed to.
 */
export const QUOTE_TERMS = [
  'This quote covers the piece described, built by hand in our workshop from the materials and finish named, at the amount shown.',
  'It is valid until the date shown. After that date, ask us for an updated quote.',
  'Accepting it asks us to start work. Changes asked for after acceptance are quoted separately before we make them.',
  'Delivery dates are estimates; we keep you informed of progress through your project page.',
  'Solid wood moves with the seasons and each board has its own grain and colour: no two pieces are identical.',
].join('\n');

/** What the customer ticks before signing. */
export const ACCEPTANCE_STATEMENT = 'I accept this quote and its terms.';
