import { describe, expect, it } from 'vitest';
import { formatIsoDate, instantAt, localDateTime } from './dates';

it('shows an ISO date as month name, two-digit day and year', () => {
  expect(formatIsoDate('2026-01-05')).toBe('January 05, 2026');
  expect(formatIsoDate('2026-12-31')).toBe('December 31, 2026');
});

describe('instantAt, the instant a zone reads a wall-clock time', () => {
  it('is the inverse of localDateTime', () => {
    expect(instantAt('2026-11-23', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-11-23T04:00:00.000Z');
    expect(instantAt('2026-01-01', '00:15', 'Asia/Kolkata').toISOString()).toBe('2025-12-31T18:45:00.000Z');
    expect(instantAt('2026-07-01', '12:00', 'UTC').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    const at = instantAt('2026-06-10', '18:45', 'America/New_York');
    expect(localDateTime(at, 'America/New_York')).toEqual({ date: '2026-06-10', time: '18:45' });
  });

  it('takes the first of a time read twice, and moves a skipped time past the change', () => {
    // New York falls back on November 1, 2026 at 02:00 EDT: 01:30 comes first at UTC−4.
    expect(instantAt('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantAt('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // Berlin springs forward on March 29, 2026 at 02:00 CET: 02:30 does not exist and becomes 03:30 CEST.
    expect(localDateTime(instantAt('2026-03-29', '02:30', 'Europe/Berlin'), 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });
});
