import { formatInches, inchesAsWritten, parseLength } from './parse-length';

/**
 * How a size written in feet or metric units is given: its inches and the text as typed ("84
 * inches (7 ft)"), or its inches alone where the room is short (the draft keeps the text).
 */
export type SizeWording = 'inches and as typed' | 'inches';

/**
 * One typed size for someone reading it, with the unit word of the page ('inches' in the
 * description, 'in' on a quote): a number of inches as typed, with the unit ("72 inches", the
 * spec's format; `40"` reads "40 inches"); a size written otherwise, as the inches understood and
 * the text as typed ("84 inches (7 ft)"); text this cannot read, as typed ("six feet"), since
 * "six feet inches" says something else.
 */
export function sizeForReader(
  text: string,
  unit: 'inches' | 'in',
  wording: SizeWording = 'inches and as typed',
): string {
  const typed = text.trim();
  const written = inchesAsWritten(typed);
  if (written !== null) return `${written} ${unit}`;
  const inches = parseLength(typed);
  if (inches === null) return typed;
  const read = `${formatInches(inches)} ${unit}`;
  return wording === 'inches' ? read : `${read} (${typed})`;
}
