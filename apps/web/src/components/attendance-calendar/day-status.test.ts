import { describe, expect, it } from 'vitest';
import { DAY_STATUSES, DAY_STATUS_CODES, type TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import {
  DAY_STATUS_META,
  LEGEND_ORDER,
  dayAccessibleLabel,
  dayStatusLabel,
  describeDay,
  describeToday,
} from './day-status';

function day(overrides: Partial<TAttendanceDay>): TAttendanceDay {
  return {
    date: '2026-11-02',
    status: 'PRESENT',
    holidayName: null,
    leaveType: null,
    leaveLabel: null,
    halfDay: null,
    workFromHome: false,
    firstIn: null,
    lastOut: null,
    firstInTime: null,
    lastOutTime: null,
    workedMinutes: 0,
    punches: 0,
    openPunch: false,
    ...overrides,
  };
}

describe('status labels and legend', () => {
  it('has a distinct label and a look for every status the server derives, and the legend lists each once', () => {
    const labels = DAY_STATUSES.map(dayStatusLabel);
    expect(new Set(labels).size).toBe(DAY_STATUSES.length);
    for (const status of DAY_STATUSES) {
      expect(DAY_STATUS_META[status].tone).not.toBe('');
      expect(DAY_STATUS_META[status].swatch).not.toBe('');
    }
    expect([...LEGEND_ORDER].sort()).toEqual([...DAY_STATUSES].sort());
    expect(Object.keys(DAY_STATUS_CODES).sort()).toEqual([...DAY_STATUSES].sort());
  });

  it('maps statuses to the words people read', () => {
    expect(dayStatusLabel('PRESENT')).toBe('Present');
    expect(dayStatusLabel('ABSENT')).toBe('Absent');
    expect(dayStatusLabel('WFH')).toBe('Work from home');
    expect(dayStatusLabel('HALF_DAY_LEAVE')).toBe('Half-day leave');
    expect(dayStatusLabel('MISSING_PUNCH')).toBe('Missing punch');
    expect(dayStatusLabel('WEEKEND')).toBe('Weekend');
  });
});

describe('describeDay', () => {
  it('shows first in, last out and hours of a present day', () => {
    const present = day({ firstInTime: '09:15', lastOutTime: '18:45', workedMinutes: 570, punches: 2 });
    expect(describeDay(present)).toEqual({ title: 'Present', details: ['09:15 – 18:45', '9h 30m'] });
    expect(dayAccessibleLabel(present)).toBe('November 02, 2026, Present, 09:15 – 18:45, 9h 30m');
  });

  it('names holidays and leave types, and the half of a half-day leave', () => {
    expect(describeDay(day({ status: 'HOLIDAY', holidayName: 'Diwali' })).title).toBe('Diwali');
    expect(dayAccessibleLabel(day({ status: 'HOLIDAY', holidayName: 'Diwali' }))).toBe(
      'November 02, 2026, Holiday: Diwali',
    );
    expect(describeDay(day({ status: 'LEAVE', leaveLabel: 'Sick Leave' })).title).toBe('Sick Leave');
    expect(describeDay(day({ status: 'HALF_DAY_LEAVE', leaveLabel: 'Casual Leave', halfDay: 'FIRST_HALF' }))).toEqual({
      title: 'Half-day leave',
      details: ['Casual Leave (first half)'],
    });
  });

  it('keeps a holiday that falls on a weekend, and says when a punch did not close', () => {
    expect(describeDay(day({ status: 'WEEKEND', holidayName: 'Diwali' }))).toEqual({
      title: 'Weekend',
      details: ['Diwali'],
    });
    expect(describeDay(day({ status: 'MISSING_PUNCH', firstInTime: '10:08', openPunch: true }))).toEqual({
      title: 'Missing punch',
      details: ['In 10:08, no out'],
    });
    expect(
      describeDay(day({ status: 'TODAY', firstInTime: '09:30', openPunch: true, workedMinutes: 75 })).details,
    ).toEqual(['In since 09:30', '1h 15m']);
  });

  it('mentions approved work from home on a day with another status', () => {
    expect(describeDay(day({ status: 'UPCOMING', workFromHome: true })).details).toEqual(['Work from home']);
  });
});

describe('today in words', () => {
  it('says what today means, never "Today"', () => {
    expect(describeToday(day({ status: 'TODAY' }))).toBe('Not checked in yet');
    expect(describeToday(day({ status: 'TODAY', firstInTime: '09:12', openPunch: true }))).toBe('Checked in at 09:12');
    expect(describeToday(day({ status: 'PRESENT', firstInTime: '09:12', lastOutTime: '18:05' }))).toBe(
      'Checked in at 09:12, out at 18:05',
    );
    expect(describeToday(day({ status: 'HOLIDAY', holidayName: 'Diwali' }))).toBe('Diwali');
    expect(describeToday(day({ status: 'LEAVE', leaveLabel: 'Casual Leave' }))).toBe('Casual Leave');
    expect(describeToday(day({ status: 'WFH', firstInTime: '09:40', openPunch: true }))).toBe(
      'Work from home · Checked in at 09:40',
    );
  });
});
