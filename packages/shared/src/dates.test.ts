import { expect, it } from 'vitest';
import { formatIsoDate } from './dates';

it('shows an ISO date as month name, two-digit day and year', () => {
  expect(formatIsoDate('2026-01-05')).toBe('January 05, 2026');
  expect(formatIsoDate('2026-12-31')).toBe('December 31, 2026');
});
