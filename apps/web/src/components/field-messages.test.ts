import { describe, expect, it } from 'vitest';
import { describedByIds, readableFieldError, serverFieldErrors } from './field-messages';

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

describe('serverFieldErrors', () => {
  it('keeps the details that name a field of the form', () => {
    const body = {
      message: 'No working day.',
      errorDetails: ['fromDate: no working day in this range', 'other: x', 'free text'],
    };
    expect(serverFieldErrors(body, ['fromDate', 'toDate'])).toEqual({ fromDate: 'no working day in this range' });
    expect(serverFieldErrors(undefined, ['fromDate'])).toEqual({});
    expect(serverFieldErrors({ message: 'x' }, ['fromDate'])).toEqual({});
  });

  it('puts errorDetails next to the fields they name, once per field, as the form shows them', () => {
    const body = {
      message: 'Invalid input',
      errorDetails: ['fromDate: no working day in this range', 'fromDate: again', 'other: x', 'reason: Give a reason.'],
    };
    const shown = Object.entries(serverFieldErrors(body, ['fromDate', 'reason'])).map(([field, message]) => ({
      field,
      message: readableFieldError(message, {}),
    }));
    expect(shown).toEqual([
      { field: 'fromDate', message: 'No working day in this range' },
      { field: 'reason', message: 'Give a reason.' },
    ]);
    expect(serverFieldErrors({ message: 'Not enough Casual Leave' }, ['fromDate'])).toEqual({});
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
