import { format, isValid, parseISO } from 'date-fns';
import { MAX_YEAR, MIN_YEAR } from '@staffdesk/shared/schemas/common';

/**
 * The order a locale types dates in, as a date-fns pattern read from Intl: en-IN → dd/MM/yyyy,
 * en-US → MM/dd/yyyy, de-DE → dd.MM.yyyy. An unknown locale types as en-IN does.
 */
export function typedDatePattern(locale: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
      new Date(2026, 0, 5),
    );
  } catch {
    return 'dd/MM/yyyy';
  }
  const tokens: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day: 'dd', month: 'MM', year: 'yyyy' };
  // Only what a keyboard types: the direction marks some locales put around the separators are left out.
  return parts.map((p) => tokens[p.type] ?? p.value.replace(/[^\p{P}\p{Zs}]/gu, '')).join('');
}

/** The month and year of a date pattern, in its order: dd/MM/yyyy → MM/yyyy, yyyy-MM-dd → yyyy-MM. */
export const monthPattern = (pattern: string): string => pattern.replace(/dd[^My]*/, '').replace(/[^My]+$/, '');

/** How a pattern reads to a person: "dd/mm/yyyy". */
export const patternHint = (pattern: string): string => pattern.toLowerCase();

/** An ISO date in the company's typed order ("05/01/2026" for en-IN). */
export function toTypedDate(iso: string, pattern: string): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : '';
}

/** An ISO month (yyyy-MM) in the company's typed order ("01/2026" for en-IN). */
export function toTypedMonth(month: string, pattern: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? toTypedDate(`${month}-01`, monthPattern(pattern)) : '';
}

type Part = 'd' | 'M' | 'y';

interface ReadOptions {
  /**
   * The field is being left, so the text is all there is: a two-digit year, and bare digits shorter
   * than the whole pattern (211226), are read too. While typing they may still be the start of more.
   */
  left?: boolean;
}

/** Day, month and year as a person types them between: slashes, dots, dashes and spaces. */
const SEPARATORS = /[\s/.-]+/;
const EDGES = /^[\s/.-]+|[\s/.-]+$/g;

/** The parts of a pattern in their order: dd/MM/yyyy → d, M, y. */
function partOrder(pattern: string, parts: readonly Part[]): Part[] {
  return [...parts].sort((a, b) => pattern.indexOf(a) - pattern.indexOf(b));
}

/** A two-digit year is the one of its century nearest this year: 26 → 2026, 85 → 1985. */
function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length !== 2) return year;
  const thisYear = new Date().getFullYear();
  const guess = Math.floor(thisYear / 100) * 100 + year;
  return guess > thisYear + 50 ? guess - 100 : guess;
}

/** The ISO date (or month, with no day part) the parts name, when it is a real one in the years the API takes. */
function realDate(parts: Partial<Record<Part, string>>): string | null {
  const year = fullYear(parts.y ?? '');
  const month = Number(parts.M);
  const day = parts.d === undefined ? 1 : Number(parts.d);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return format(date, parts.d === undefined ? 'yyyy-MM' : 'yyyy-MM-dd');
}

/** How many digits each part may take: one or two for day and month; four for the year, or two when left. */
function widths(part: Part, left: boolean): number[] {
  if (part !== 'y') return [2, 1];
  return left ? [4, 2] : [4];
}

/** How many digits a whole date (or month) of this order takes: 8 for a date, 6 for a month. */
const wholeLength = (order: readonly Part[]) => order.reduce((sum, part) => sum + widths(part, false)[0]!, 0);

/** Every way to cut bare digits into the parts, in order, each of an allowed width. */
function cuts(digits: string, order: readonly Part[], left: boolean): Partial<Record<Part, string>>[] {
  const [part, ...rest] = order;
  if (!part) return digits === '' ? [{}] : [];
  return widths(part, left).flatMap((width) =>
    width > digits.length
      ? []
      : cuts(digits.slice(width), rest, left).map((tail) => ({ [part]: digits.slice(0, width), ...tail })),
  );
}

/** Reads a typed date (or month) in the pattern's order; null when it is not one, or could be two. */
function readTyped(
  text: string,
  pattern: string,
  parts: readonly Part[],
  { left = false }: ReadOptions,
): string | null {
  const value = text.replace(EDGES, '');
  const order = partOrder(pattern, parts);
  const whole = wholeLength(order);
  if (/^\d+$/.test(value)) {
    // Bare digits are read as soon as they fill the pattern; fewer only when the field is left.
    if (value.length > whole || (!left && value.length < whole)) return null;
    const readings = new Set(
      cuts(value, order, left)
        .map(realDate)
        .filter((iso) => iso !== null),
    );
    return readings.size === 1 ? [...readings][0]! : null;
  }
  const groups = value.split(SEPARATORS);
  if (groups.length !== order.length || !groups.every((g) => /^\d+$/.test(g))) return null;
  const named = Object.fromEntries(order.map((part, i) => [part, groups[i]!]));
  const fits = order.every((part) => widths(part, left).includes(named[part]!.length));
  return fits ? realDate(named) : null;
}

/**
 * A typed date read in the company's order, as an ISO date; null when it is not a whole, real date.
 * Separators may be slashes, dots, dashes or spaces, one-digit days and months are fine, and the
 * digits may come bare: 21122026 is December 21, 2026 in dd/MM/yyyy.
 */
export function fromTypedDate(text: string, pattern: string, options: ReadOptions = {}): string | null {
  return readTyped(text, pattern, ['d', 'M', 'y'], options);
}

/** A typed month and year, read in the order of the company's dates (12/2026, 122026), as yyyy-MM. */
export function fromTypedMonth(text: string, pattern: string, options: ReadOptions = {}): string | null {
  return readTyped(text, pattern, ['M', 'y'], options);
}

/**
 * Whether the text is as long as a whole date (or month) in the pattern, so that one that is not real
 * can be said at once: a four-digit year in its place, or as many bare digits as the pattern holds.
 */
export function isWholeTyped(text: string, pattern: string, kind: 'date' | 'month' = 'date'): boolean {
  const value = text.replace(EDGES, '');
  const order = partOrder(pattern, kind === 'date' ? ['d', 'M', 'y'] : ['M', 'y']);
  if (/^\d+$/.test(value)) return value.length >= wholeLength(order);
  const groups = value.split(SEPARATORS);
  const year = groups[order.indexOf('y')];
  return groups.length > order.length || (groups.length === order.length && (year?.length ?? 0) >= 4);
}
