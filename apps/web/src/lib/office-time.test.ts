import { describe, expect, it } from 'vitest';
import { fromOfficeInput, officeTimeHint, toOfficeInput } from './office-time';

describe('office time in datetime fields', () => {
  it('shows an instant as the office clock reads it, and reads a typed time back as that instant', () => {
    expect(toOfficeInput('2026-11-23T04:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-23T09:30');
    expect(fromOfficeInput('2026-11-23T09:30', 'Asia/Kolkata')).toBe('2026-11-23T04:00:00.000Z');
    expect(fromOfficeInput(toOfficeInput('2026-06-30T23:45:00.000Z', 'America/New_York'), 'America/New_York')).toBe(
      '2026-06-30T23:45:00.000Z',
    );
  });

  it('leaves out what is not a date and time', () => {
    expect(toOfficeInput(null, 'Asia/Kolkata')).toBe('');
    expect(toOfficeInput('not a date', 'Asia/Kolkata')).toBe('');
    expect(fromOfficeInput('', 'Asia/Kolkata')).toBeNull();
    expect(fromOfficeInput('2026-11-23', 'Asia/Kolkata')).toBeNull();
  });

  it('names the office zone only where the browser reads another time', () => {
    const now = new Date('2026-11-23T04:00:00.000Z');
    expect(officeTimeHint('Asia/Kolkata', now, 'Asia/Kolkata')).toBeUndefined();
    expect(officeTimeHint('Asia/Kolkata', now, 'Europe/London')).toBe('Times are in office time (IST).');
  });
});
