import { describe, expect, it } from 'vitest';
import {
  dayTotals,
  formatHours,
  isMonday,
  mondayOf,
  parseHours,
  presenceGap,
  rowTotal,
  totalText,
  weekDates,
  weekTotal,
} from './hours';

describe('parseHours', () => {
  it('reads decimals, commas and hours:minutes', () => {
    expect(parseHours('7.5')).toEqual({ hours: 7.5 });
    expect(parseHours(' 7,25 ')).toEqual({ hours: 7.25 });
    expect(parseHours('7:30')).toEqual({ hours: 7.5 });
    expect(parseHours('0:45')).toEqual({ hours: 0.75 });
    expect(parseHours('.5')).toEqual({ hours: 0.5 });
    expect(parseHours('8')).toEqual({ hours: 8 });
    expect(parseHours('24')).toEqual({ hours: 24 });
  });

  it('reads an empty cell as no hours', () => {
    expect(parseHours('')).toEqual({ hours: 0 });
    expect(parseHours('   ')).toEqual({ hours: 0 });
  });

  it('refuses what is not quarter hours, over a day, or not a number', () => {
    expect(parseHours('7.3').error).toMatch(/quarter hours/);
    expect(parseHours('7:20').error).toMatch(/quarter hours/);
    expect(parseHours('7:75').error).toMatch(/Minutes go up to 59/);
    expect(parseHours('25').error).toBe('At most 24 hours a day.');
    expect(parseHours('24:15').error).toBe('At most 24 hours a day.');
    expect(parseHours('-2').error).toBe('Write hours as 7.5 or 7:30.');
    expect(parseHours('seven').error).toBe('Write hours as 7.5 or 7:30.');
    expect(parseHours('7h').error).toBe('Write hours as 7.5 or 7:30.');
  });
});

describe('totals', () => {
  const rows = [{ hours: [8, 7.5, 0, 0, 4, 0, 0] }, { hours: [0, 0.5, 8, 8, 4.25, 0, 1] }];

  it('adds a row, each day and the week', () => {
    expect(rowTotal(rows[0]!.hours)).toBe(19.5);
    expect(dayTotals(rows)).toEqual([8, 8, 8, 8, 8.25, 0, 1]);
    expect(weekTotal(rows)).toBe(41.25);
    expect(weekTotal([])).toBe(0);
    expect(dayTotals([])).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('shows hours without trailing zeros, and none as empty in a cell but 0 in a total', () => {
    expect(formatHours(7.5)).toBe('7.5');
    expect(formatHours(0.25)).toBe('0.25');
    expect(formatHours(0)).toBe('');
    expect(totalText(0)).toBe('0');
  });

  it('warns when hours present and logged differ by more than an hour', () => {
    expect(presenceGap(8, 9.25)).toBe(true);
    expect(presenceGap(8, 6.5)).toBe(true);
    expect(presenceGap(8, 9)).toBe(false);
    expect(presenceGap(0, null)).toBe(false);
  });
});

describe('weeks', () => {
  it('finds the Monday of a date and the seven days from it', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('accepts only a real Monday as a week in the address', () => {
    expect(isMonday('2026-11-23')).toBe(true);
    expect(isMonday('2026-11-24')).toBe(false);
    expect(isMonday('2026-02-30')).toBe(false);
    expect(isMonday('monday')).toBe(false);
    expect(isMonday(null)).toBe(false);
  });
});
