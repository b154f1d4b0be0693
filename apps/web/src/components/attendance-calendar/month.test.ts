import { describe, expect, it } from 'vitest';
import { isMonthKey, monthGrid, monthLabel, monthOf, monthRange, shiftMonth } from './month';

describe('monthGrid', () => {
  it('starts every week on Monday and pads with the neighbouring months', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-10-26', inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ date: '2026-11-01', inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ date: '2026-11-30', inMonth: true });
    expect(weeks[5]?.[6]).toEqual({ date: '2026-12-06', inMonth: false });
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  it('needs no padding before a month that starts on Monday', () => {
    // June 2026 starts on a Monday.
    const weeks = monthGrid('2026-06');
    expect(weeks[0]?.[0]).toEqual({ date: '2026-06-01', inMonth: true });
    expect(weeks.at(-1)?.at(-1)).toEqual({ date: '2026-07-05', inMonth: false });
  });

  it('fits a 28-day February that starts on Monday into exactly four weeks', () => {
    const weeks = monthGrid('2021-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((cell) => cell.inMonth)).toBe(true);
  });

  it('counts the 29th of a leap February', () => {
    expect(
      monthGrid('2028-02')
        .flat()
        .filter((cell) => cell.inMonth)
        .map((cell) => cell.date),
    ).toContain('2028-02-29');
  });
});

describe('month navigation', () => {
  it('moves across year boundaries both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('gives the API range and the heading of a month', () => {
    expect(monthRange('2026-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(monthRange('2024-02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('reads month keys from dates and refuses malformed ones', () => {
    expect(monthOf('2026-11-22')).toBe('2026-11');
    expect(monthOf(new Date(2026, 0, 31))).toBe('2026-01');
    expect(isMonthKey('2026-11')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('26-11')).toBe(false);
    expect(isMonthKey(null)).toBe(false);
  });
});
