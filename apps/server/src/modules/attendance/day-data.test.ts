import { describe, expect, it } from 'vitest';
import { punchesFromText, summarizePunches, type PunchRow } from './day-data';

// Employee 7 works in UTC+05:30: `local` is the wall clock there ('YYYY-MM-DD HH:mm'), `at` the instant.
const punch = (employeeId: number, kind: 'IN' | 'OUT', iso: string, local: string): PunchRow => ({
  employeeId,
  kind,
  at: Date.parse(iso),
  date: local.slice(0, 10),
  time: local.slice(11, 16),
});

describe('summarizePunches', () => {
  it('sums a day: first IN, last OUT, closed IN→OUT pairs only, the last kind', () => {
    const days = summarizePunches(
      [
        punch(7, 'IN', '2026-03-02T03:30:00Z', '2026-03-02 09:00'),
        punch(7, 'OUT', '2026-03-02T07:30:00Z', '2026-03-02 13:00'),
        punch(7, 'IN', '2026-03-02T08:00:00Z', '2026-03-02 13:30'),
        punch(7, 'OUT', '2026-03-02T12:45:00Z', '2026-03-02 18:15'),
      ],
      '2026-03-02',
      '2026-03-02',
    );
    expect(days.get(7)?.get('2026-03-02')).toEqual({
      date: '2026-03-02',
      punches: 4,
      firstIn: new Date('2026-03-02T03:30:00Z'),
      lastIn: new Date('2026-03-02T08:00:00Z'),
      lastOut: new Date('2026-03-02T12:45:00Z'),
      firstInTime: '09:00',
      lastOutTime: '18:15',
      lastKind: 'OUT',
      closedMinutes: 240 + 285,
    });
  });

  it('leaves a day that ends on an IN open, never pairs across days or employees, and keeps to the range', () => {
    const days = summarizePunches(
      [
        punch(7, 'IN', '2026-03-01T12:00:00Z', '2026-03-01 17:30'), // before the range
        punch(7, 'IN', '2026-03-02T17:00:00Z', '2026-03-02 22:30'),
        punch(7, 'OUT', '2026-03-02T19:00:00Z', '2026-03-03 00:30'), // the next local day: not a pair
        punch(8, 'OUT', '2026-03-03T04:00:00Z', '2026-03-03 09:30'), // another employee after 7's IN: not a pair
        punch(8, 'IN', '2026-03-03T05:00:00Z', '2026-03-03 10:30'),
      ],
      '2026-03-02',
      '2026-03-03',
    );
    expect(days.get(7)?.has('2026-03-01')).toBe(false);
    expect(days.get(7)?.get('2026-03-02')).toMatchObject({
      punches: 1,
      lastKind: 'IN',
      lastOut: null,
      closedMinutes: 0,
      firstInTime: '22:30',
    });
    expect(days.get(7)?.get('2026-03-03')).toMatchObject({
      punches: 1,
      lastKind: 'OUT',
      firstIn: null,
      lastOutTime: '00:30',
      closedMinutes: 0,
    });
    expect(days.get(8)?.get('2026-03-03')).toMatchObject({
      punches: 2,
      lastKind: 'IN',
      closedMinutes: 0,
      firstInTime: '10:30',
      lastOutTime: '09:30',
    });
  });

  it("reads the punches of the day data's text (punchesSql), milliseconds and all, each at its employee's wall clock, and none of null", () => {
    const zones = new Map([
      [7, 'Asia/Kolkata'],
      [8, 'America/New_York'],
    ]);
    expect(
      punchesFromText('7 IN 1772422200000,7 OUT 1772436600123.456,8 IN 1772440200000', (id) => zones.get(id)!),
    ).toEqual([
      punch(7, 'IN', '2026-03-02T03:30:00Z', '2026-03-02T09:00'),
      { employeeId: 7, kind: 'OUT', at: 1772436600123.456, date: '2026-03-02', time: '13:00' },
      punch(8, 'IN', '2026-03-02T08:30:00Z', '2026-03-02T03:30'),
    ]);
    expect(punchesFromText(null, () => 'UTC')).toEqual([]);
  });
});
