import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatOfficeDateTime } from './dates';

describe('formatDate', () => {
  it("shows dates as 'January 05, 2026'", () => {
    expect(formatDate('2026-01-05')).toBe('January 05, 2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('December 31, 2026');
  });

  it('reads an ISO date as a local calendar day, whatever the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('March 01, 2026');
  });

  it('accepts timestamps with an offset', () => {
    expect(formatDate('2026-07-04T10:00:00')).toBe('July 04, 2026');
  });

  it('shows a fallback for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date', 'Never')).toBe('Never');
  });

  it('shows a range of dates, or one date when both ends are the same day', () => {
    expect(formatDateRange('2026-03-01', '2026-03-03')).toBe('March 01, 2026 – March 03, 2026');
    expect(formatDateRange('2026-03-01', '2026-03-01')).toBe('March 01, 2026');
  });
});

describe('formatOfficeDateTime', () => {
  it('shows an instant in office time, naming the zone only when the browser reads it differently', () => {
    const at = '2026-11-23T01:08:00Z';
    expect(formatOfficeDateTime(at, 'Asia/Kolkata', 'Asia/Kolkata')).toBe('November 23, 2026, 06:38');
    expect(formatOfficeDateTime(at, 'Asia/Kolkata', 'America/New_York')).toBe('November 23, 2026, 06:38 IST');
    expect(formatOfficeDateTime(at, 'Asia/Calcutta', 'Asia/Kolkata')).toBe('November 23, 2026, 06:38');
    expect(formatOfficeDateTime('nonsense', 'Asia/Kolkata')).toBe('');
  });
});
