/*
 * A length as a person writes it: "84", "84 in", `84"`, "7 ft", `6' 2"`, "6 ft 2 in",
 * "1 1/2 in", "213 cm", "2.13 m". The text is never rewritten: only the number is derived from it.
 */

/** A plain decimal number, the spec's way of writing a size: inches without a unit. */
const PLAIN_NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/** 84, 34.5, .5, 30. ; 1/2 ; 1 1/2 or 1-1/2. */
const QUANTITY = String.raw`(?:\d+(?:\.\d*)?|\.\d+|\d+\/\d+|\d+(?:\s+|-)\d+\/\d+)`;
const INCH = String.raw`(?:"|in\.?|inch|inches)`;
const FOOT = String.raw`(?:'|ft\.?|foot|feet)`;

const IN_INCHES = new RegExp(String.raw`^(${QUANTITY})\s*${INCH}?$`);
const IN_FEET = new RegExp(String.raw`^(${QUANTITY})\s*${FOOT}$`);
/** Whole feet, then fewer than twelve inches, the inch mark optional ("6'2"). */
const IN_FEET_AND_INCHES = new RegExp(String.raw`^(\d+)\s*${FOOT}\s*(${QUANTITY})\s*${INCH}?$`);
const IN_METRIC = new RegExp(
  String.raw`^(${QUANTITY})\s*(mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|m|met(?:er|re)s?)$`,
);

/** An inch is 25.4 mm exactly. */
const MILLIMETRES_PER_INCH = 25.4;

/** Curly quotes and primes as typed on phones and copied from documents, as plain marks. */
function plainMarks(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/''/g, '"');
}

/** The number a quantity says, or null for a fraction over nothing or a mixed number over one. */
function quantity(text: string): number | null {
  const fraction = /^(?:(\d+)(?:\s+|-))?(\d+)\/(\d+)$/.exec(text);
  if (!fraction) return Number(text);
  const whole = Number(fraction[1] ?? 0);
  const numerator = Number(fraction[2]);
  const denominator = Number(fraction[3]);
  if (denominator === 0) return null;
  if (fraction[1] !== undefined && numerator >= denominator) return null;
  return whole + numerator / denominator;
}

const toSixteenth = (inches: number) => Math.round(inches * 16) / 16;

function millimetresPer(unit: string): number {
  if (unit === 'mm' || unit.startsWith('milli')) return 1;
  if (unit === 'cm' || unit.startsWith('centi')) return 10;
  return 1000;
}

/** The inches a text says, not yet rounded, or null when it says none this reads. */
function read(text: string): number | null {
  const inches = IN_INCHES.exec(text);
  if (inches) return quantity(inches[1]!);
  const feet = IN_FEET.exec(text);
  if (feet) {
    const value = quantity(feet[1]!);
    return value === null ? null : value * 12;
  }
  const both = IN_FEET_AND_INCHES.exec(text);
  if (both) {
    const rest = quantity(both[2]!);
    // 6 ft 14 in is more likely a slip of the keyboard than a way of writing 7 ft 2 in.
    return rest === null || rest >= 12 ? null : Number(both[1]) * 12 + rest;
  }
  const metric = IN_METRIC.exec(text);
  if (metric) {
    const value = quantity(metric[1]!);
    return value === null ? null : (value * millimetresPer(metric[2]!)) / MILLIMETRES_PER_INCH;
  }
  return null;
}

/**
 * The inches a text says, to the nearest sixteenth (the finest mark on the workshop's tapes), or
 * null when it says none this reads (blank included).
 */
export function parseLength(text: string): number | null {
  const inches = read(plainMarks(text));
  return inches === null || !Number.isFinite(inches) ? null : toSixteenth(inches);
}

/** True for a size written as the spec writes one: a plain number of inches ("72", " 34.5 "). */
export function isPlainNumber(text: string): boolean {
  return PLAIN_NUMBER.test(text.trim());
}

const DECIMAL_INCHES = new RegExp(String.raw`^(\d+(?:\.\d*)?|\.\d+)\s*${INCH}?$`);

/**
 * The number of a size written as a decimal number of inches, as typed ("72", `40"` and "40 in"
 * give "72" and "40"), or null for any other writing: there the inches are worked out, and a
 * reader is shown them.
 */
export function inchesAsWritten(text: string): string | null {
  return DECIMAL_INCHES.exec(plainMarks(text))?.[1] ?? null;
}

/** Inches as the site writes them: 84, 34.5, 83.875 (a sixteenth needs four decimals). */
export function formatInches(inches: number): string {
  return String(Number(inches.toFixed(4)));
}

/** A size written three ways this reads ('72, 72 in or 6 ft'): examples for text it cannot. */
export function sizeExamples(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = inches - feet * 12;
  const plainInches = formatInches(inches);
  if (feet === 0) return `${plainInches} or ${plainInches} in`;
  const inFeet = rest === 0 ? `${feet} ft` : `${feet} ft ${formatInches(rest)} in`;
  return `${plainInches}, ${plainInches} in or ${inFeet}`;
}
