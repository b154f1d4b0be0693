import { describe, expect, it } from 'vitest';
import { describedByIds, readableFieldError } from './field-messages';

describe('readableFieldError', () => {
  it('puts the form labels in place of the API field names', () => {
    const labels = { checkIn: 'check-in time', checkOut: 'check-out time', reason: 'reason' };
    expect(readableFieldError('checkOut must be after checkIn', labels)).toBe(
      'Check-out time must be after check-in time',
    );
    expect(readableFieldError('reason must be at least 3 characters', labels)).toBe(
      'Reason must be at least 3 characters',
    );
    expect(readableFieldError('Choose a date (YYYY-MM-DD).', labels)).toBe('Choose a date.');
    expect(readableFieldError('Choose a month (YYYY-MM).', labels)).toBe('Choose a month.');
    expect(readableFieldError('Choose a date between 1900-01-01 and 2100-12-31.', labels)).toBe(
      'Choose a date between 1900-01-01 and 2100-12-31.',
    );
    expect(readableFieldError('Give a reason.', labels)).toBe('Give a reason.');
    expect(readableFieldError(undefined, labels)).toBeUndefined();
  });
});

describe('describedByIds', () => {
  it('names the hint, then the error while one is shown, or nothing', () => {
    expect(describedByIds('date', true, 'date-hint')).toBe('date-hint date-error');
    expect(describedByIds('date', false, 'date-hint')).toBe('date-hint');
    expect(describedByIds('reason', true)).toBe('reason-error');
    expect(describedByIds('reason', false)).toBeUndefined();
  });
});
