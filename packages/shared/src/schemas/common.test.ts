import { describe, expect, it } from 'vitest';
import { ZIdParamsSchema, ZIsoDateSchema, ZMonthYearSchema, fieldWithControlCharacter } from './common';

describe('the shared input rules of issue 10', () => {
  it('finds the first field, or key, with a control character other than tab and new line', () => {
    expect(fieldWithControlCharacter({ a: 'x\ty\nz', b: [1, null, 'ok'] })).toBeUndefined();
    expect(fieldWithControlCharacter({ a: 'ok', b: { c: ['fine', 'bad\u0000'] } })).toBe('b.c.1');
    expect(fieldWithControlCharacter({ ['k\u001b']: 'v' })).toBe('k\u001b');
    expect(fieldWithControlCharacter({ r: 'carriage\rreturn' })).toBe('r');
    expect(fieldWithControlCharacter({ c1: 'next\u0085line' })).toBe('c1');
    expect(fieldWithControlCharacter('top\u0007')).toBe('(value)');
  });

  it('bounds dates and months to 1900–2100', () => {
    for (const ok of ['1900-01-01', '2026-02-28', '2100-12-31'])
      expect(ZIsoDateSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30'])
      expect(ZIsoDateSchema.safeParse(bad).success, bad).toBe(false);
    expect(ZMonthYearSchema.safeParse('2100-12').success).toBe(true);
    expect(ZMonthYearSchema.safeParse('0000-01').success).toBe(false);
    // The bounds in words, as every message writes a date.
    expect(ZIsoDateSchema.safeParse('2101-01-01').error?.issues[0]?.message).toBe(
      'Choose a date between January 01, 1900 and December 31, 2100.',
    );
    expect(ZMonthYearSchema.safeParse('0000-01').error?.issues[0]?.message).toBe(
      'Choose a month between January 1900 and December 2100.',
    );
  });

  it('takes ids in digits only', () => {
    expect(ZIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(ZIdParamsSchema.parse({ id: 42 })).toEqual({ id: 42 });
    for (const bad of [' 1', '+1', '01', '1e0', '0x10', '1.0', '-1', '0', '2147483648', ''])
      expect(ZIdParamsSchema.safeParse({ id: bad }).success, JSON.stringify(bad)).toBe(false);
  });
});
