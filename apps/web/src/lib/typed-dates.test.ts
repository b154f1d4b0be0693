import { describe, expect, it } from 'vitest';
import {
  fromTypedDate,
  fromTypedMonth,
  isWholeTyped,
  monthPattern,
  patternHint,
  toTypedDate,
  toTypedMonth,
  typedDatePattern,
} from './typed-dates';

const DMY = 'dd/MM/yyyy';
const MDY = 'MM/dd/yyyy';
const YMD = 'yyyy-MM-dd';
const left = { left: true };

describe('the typing order', () => {
  it('is read from the locale', () => {
    expect(typedDatePattern('en-IN')).toBe(DMY);
    expect(typedDatePattern('en-US')).toBe(MDY);
    expect(typedDatePattern('de-DE')).toBe('dd.MM.yyyy');
    expect(typedDatePattern('sv-SE')).toBe(YMD);
    expect(patternHint(typedDatePattern('en-IN'))).toBe('dd/mm/yyyy');
  });

  it("gives months the order of the locale's dates", () => {
    expect(monthPattern(DMY)).toBe('MM/yyyy');
    expect(monthPattern(MDY)).toBe('MM/yyyy');
    expect(monthPattern('dd.MM.yyyy')).toBe('MM.yyyy');
    expect(monthPattern(YMD)).toBe('yyyy-MM');
  });

  it('writes dates and months in that order', () => {
    expect(toTypedDate('2026-01-05', DMY)).toBe('05/01/2026');
    expect(toTypedDate('2026-01-05', MDY)).toBe('01/05/2026');
    expect(toTypedDate('2026-01-05', YMD)).toBe('2026-01-05');
    expect(toTypedMonth('2026-01', DMY)).toBe('01/2026');
    expect(toTypedMonth('2026-01', YMD)).toBe('2026-01');
    expect(toTypedMonth('', DMY)).toBe('');
  });
});

describe('a typed date', () => {
  it('is read day first in dd/mm/yyyy, with any separator', () => {
    for (const text of ['21/12/2026', '21.12.2026', '21-12-2026', '21 12 2026', ' 21 / 12 / 2026 '])
      expect(fromTypedDate(text, DMY)).toBe('2026-12-21');
    expect(fromTypedDate('5/1/2026', DMY)).toBe('2026-01-05');
  });

  it('is read month first in mm/dd/yyyy and year first in yyyy-mm-dd', () => {
    expect(fromTypedDate('12/21/2026', MDY)).toBe('2026-12-21');
    expect(fromTypedDate('1.5.2026', MDY)).toBe('2026-01-05');
    expect(fromTypedDate('2026-12-21', YMD)).toBe('2026-12-21');
    expect(fromTypedDate('2026/1/5', YMD)).toBe('2026-01-05');
  });

  it('is read from eight bare digits in each order, as soon as they are typed', () => {
    expect(fromTypedDate('21122026', DMY)).toBe('2026-12-21');
    expect(fromTypedDate('12212026', MDY)).toBe('2026-12-21');
    expect(fromTypedDate('20261221', YMD)).toBe('2026-12-21');
  });

  it('is read from six bare digits or a two-digit year once the field is left', () => {
    expect(fromTypedDate('211226', DMY)).toBeNull();
    expect(fromTypedDate('211226', DMY, left)).toBe('2026-12-21');
    expect(fromTypedDate('122126', MDY, left)).toBe('2026-12-21');
    expect(fromTypedDate('261221', YMD, left)).toBe('2026-12-21');
    expect(fromTypedDate('21/12/26', DMY)).toBeNull();
    expect(fromTypedDate('21/12/26', DMY, left)).toBe('2026-12-21');
    // A birth date's two-digit year is the one of the last century when this one's is too far ahead.
    expect(fromTypedDate('210885', DMY, left)).toBe('1985-08-21');
  });

  it('is refused when it could be two dates', () => {
    // 2/11/2026 or 21/1/2026.
    expect(fromTypedDate('2112026', DMY, left)).toBeNull();
    // 2012-01-01 or 2020-12-11.
    expect(fromTypedDate('201211', YMD, left)).toBeNull();
    // January 1, 2026 or November 20, 2026; in day-first order only the first is a date.
    expect(fromTypedDate('112026', MDY, left)).toBeNull();
    expect(fromTypedDate('112026', DMY, left)).toBe('2026-01-01');
  });

  it('is refused when it is not a whole, real date', () => {
    expect(fromTypedDate('31/02/2026', DMY)).toBeNull();
    expect(fromTypedDate('31022026', DMY)).toBeNull();
    expect(fromTypedDate('13/12/2026', MDY)).toBeNull();
    expect(fromTypedDate('2026-01-05', DMY)).toBeNull();
    expect(fromTypedDate('211220261', DMY, left)).toBeNull();
    expect(fromTypedDate('21/12', DMY, left)).toBeNull();
    expect(fromTypedDate('21/12/2026/1', DMY)).toBeNull();
    expect(fromTypedDate('21x12x2026', DMY)).toBeNull();
    expect(fromTypedDate('31/12/1899', DMY)).toBeNull();
    expect(fromTypedDate('01/01/2101', DMY)).toBeNull();
    expect(fromTypedDate('', DMY, left)).toBeNull();
  });

  it('is whole once its year is there, or all its digits', () => {
    expect(isWholeTyped('2112', DMY)).toBe(false);
    expect(isWholeTyped('211220', DMY)).toBe(false);
    expect(isWholeTyped('21122026', DMY)).toBe(true);
    expect(isWholeTyped('31/02/202', DMY)).toBe(false);
    expect(isWholeTyped('31/02/2026', DMY)).toBe(true);
    expect(isWholeTyped('2026-02', YMD)).toBe(false);
    expect(isWholeTyped('2026-02-31', YMD)).toBe(true);
  });
});

describe('a typed month', () => {
  it('is read in the order of the dates, with a separator or bare', () => {
    expect(fromTypedMonth('12/2026', DMY)).toBe('2026-12');
    expect(fromTypedMonth('1.2026', DMY)).toBe('2026-01');
    expect(fromTypedMonth('122026', DMY)).toBe('2026-12');
    expect(fromTypedMonth('12/2026', MDY)).toBe('2026-12');
    expect(fromTypedMonth('2026-12', YMD)).toBe('2026-12');
    expect(fromTypedMonth('202612', YMD)).toBe('2026-12');
  });

  it('takes a two-digit year once the field is left', () => {
    expect(fromTypedMonth('12/26', DMY)).toBeNull();
    expect(fromTypedMonth('12/26', DMY, left)).toBe('2026-12');
    expect(fromTypedMonth('1226', DMY, left)).toBe('2026-12');
  });

  it('is refused when it is not a real month', () => {
    expect(fromTypedMonth('13/2026', DMY)).toBeNull();
    expect(fromTypedMonth('00/2026', DMY)).toBeNull();
    expect(fromTypedMonth('2026-12', DMY)).toBeNull();
    expect(fromTypedMonth('12', DMY, left)).toBeNull();
    expect(isWholeTyped('12/202', DMY, 'month')).toBe(false);
    expect(isWholeTyped('13/2026', DMY, 'month')).toBe(true);
    expect(isWholeTyped('132026', DMY, 'month')).toBe(true);
  });
});
