import { describe, expect, it } from 'vitest';
import { formatHours, formatMinutes } from './durations';

describe('durations', () => {
  it('writes hours and minutes as "9h 48m", leaving out a zero part', () => {
    expect(formatMinutes(570)).toBe('9h 30m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(480)).toBe('8h');
    expect(formatMinutes(0)).toBe('0m');
    expect(formatHours(9.8)).toBe('9h 48m');
    expect(formatHours(24.25)).toBe('24h 15m');
  });
});
