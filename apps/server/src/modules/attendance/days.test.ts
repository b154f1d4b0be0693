import { describe, expect, it } from 'vitest';
import type { ApprovedEvent } from '../absences/approved-events';
import { deriveDays, summarize, type DayInputs, type PunchDay } from './days';

// 2026-03-02 is a Monday; the week runs to Sunday 2026-03-08.
const at = (iso: string) => new Date(iso);

function punchDay(date: string, p: Partial<PunchDay>): PunchDay {
  return {
    date,
    punches: 2,
    firstIn: null,
    lastOut: null,
    lastIn: null,
    firstInTime: null,
    lastOutTime: null,
    lastKind: 'OUT',
    closedMinutes: 0,
    ...p,
  };
}

function event(e: Partial<ApprovedEvent>): ApprovedEvent {
  return {
    employeeId: 1,
    typeCode: 'CASUAL',
    typeLabel: 'Casual Leave',
    isLeave: true,
    fromDate: '2026-03-03',
    toDate: '2026-03-03',
    halfDay: 'NONE',
    ...e,
  };
}

function inputs(over: Partial<DayInputs>): DayInputs {
  return {
    from: '2026-03-02',
    to: '2026-03-08',
    today: '2026-03-06',
    now: at('2026-03-06T07:00:00Z'),
    dateOfJoining: '2020-01-01',
    holidays: new Map(),
    events: [],
    punches: new Map(),
    ...over,
  };
}

const statuses = (input: DayInputs) => Object.fromEntries(deriveDays(input).map((d) => [d.date, d.status]));

describe('deriveDays: punches', () => {
  it('gives each day of a week its status: present, missing punch, absent, today, upcoming, weekend', () => {
    const punches = new Map([
      [
        '2026-03-02',
        punchDay('2026-03-02', {
          firstIn: at('2026-03-02T03:45:00Z'),
          lastOut: at('2026-03-02T13:15:00Z'),
          firstInTime: '09:15',
          lastOutTime: '18:45',
          closedMinutes: 570,
        }),
      ],
      [
        '2026-03-03',
        punchDay('2026-03-03', {
          punches: 1,
          lastKind: 'IN',
          firstIn: at('2026-03-03T04:00:00Z'),
          lastIn: at('2026-03-03T04:00:00Z'),
          firstInTime: '09:30',
        }),
      ],
    ]);
    const days = deriveDays(inputs({ punches }));
    expect(days.map((d) => [d.date, d.status])).toEqual([
      ['2026-03-02', 'PRESENT'],
      ['2026-03-03', 'MISSING_PUNCH'],
      ['2026-03-04', 'ABSENT'],
      ['2026-03-05', 'ABSENT'],
      ['2026-03-06', 'TODAY'],
      ['2026-03-07', 'WEEKEND'],
      ['2026-03-08', 'WEEKEND'],
    ]);
    expect(days[0]).toMatchObject({
      firstInTime: '09:15',
      lastOutTime: '18:45',
      workedMinutes: 570,
      punches: 2,
      openPunch: false,
      firstIn: '2026-03-02T03:45:00.000Z',
      lastOut: '2026-03-02T13:15:00.000Z',
    });
    // A list without the instants (the CSV): the same days, times and minutes, no first IN and last OUT.
    const lean = deriveDays(inputs({ punches }), { instants: false });
    expect(lean.map((d) => ({ ...d, firstIn: undefined, lastOut: undefined }))).toEqual(
      days.map((d) => ({ ...d, firstIn: undefined, lastOut: undefined })),
    );
    expect(lean[0]).toMatchObject({ firstIn: null, lastOut: null, firstInTime: '09:15', lastOutTime: '18:45' });
    expect(days[1]).toMatchObject({ openPunch: true, workedMinutes: 0, lastOutTime: null });
    // Only some statuses (the missing days of thousands of people), over the range's dates given once: the same days, the others left out.
    const dates = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
    const missing = deriveDays(inputs({ punches, dates }), {
      keep: (status) => status === 'MISSING_PUNCH' || status === 'ABSENT',
    });
    expect(missing).toEqual(days.filter((d) => d.status === 'MISSING_PUNCH' || d.status === 'ABSENT'));
    expect(missing.map((d) => d.date)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
  });

  it('counts an open IN of today up to now, but not an open IN of a past day', () => {
    const punches = new Map([
      [
        '2026-03-05',
        punchDay('2026-03-05', { punches: 3, lastKind: 'IN', lastIn: at('2026-03-05T10:00:00Z'), closedMinutes: 240 }),
      ],
      [
        '2026-03-06',
        punchDay('2026-03-06', { punches: 3, lastKind: 'IN', lastIn: at('2026-03-06T06:00:00Z'), closedMinutes: 120 }),
      ],
    ]);
    const days = deriveDays(inputs({ punches, now: at('2026-03-06T06:30:00Z') }));
    expect(days.find((d) => d.date === '2026-03-05')).toMatchObject({ status: 'MISSING_PUNCH', workedMinutes: 240 });
    expect(days.find((d) => d.date === '2026-03-06')).toMatchObject({
      status: 'TODAY',
      workedMinutes: 150,
      openPunch: true,
    });
  });
});

describe('deriveDays: holidays, leave, joining and the range', () => {
  it('puts holidays, full and half days of leave and work from home before punches; optional holidays stay working days', () => {
    const holidays = new Map([
      ['2026-03-02', { name: 'Holi', optional: false }],
      ['2026-03-05', { name: 'Onam', optional: true }],
    ]);
    const events = [
      event({ fromDate: '2026-03-03', toDate: '2026-03-03' }),
      event({
        fromDate: '2026-03-04',
        toDate: '2026-03-04',
        typeCode: 'SICK',
        typeLabel: 'Sick Leave',
        halfDay: 'FIRST_HALF',
      }),
      event({
        fromDate: '2026-03-05',
        toDate: '2026-03-10',
        typeCode: 'WFH',
        typeLabel: 'Work From Home',
        isLeave: false,
      }),
    ];
    const punches = new Map([
      ['2026-03-04', punchDay('2026-03-04', { closedMinutes: 240, firstInTime: '14:00', lastOutTime: '18:00' })],
    ]);
    const days = deriveDays(inputs({ holidays, events, punches }));
    expect(days.map((d) => d.status)).toEqual([
      'HOLIDAY',
      'LEAVE',
      'HALF_DAY_LEAVE',
      'WFH',
      'WFH',
      'WEEKEND',
      'WEEKEND',
    ]);
    expect(days[0]!.holidayName).toBe('Holi');
    expect(days[1]).toMatchObject({ leaveType: 'CASUAL', leaveLabel: 'Casual Leave', halfDay: null });
    expect(days[2]).toMatchObject({
      leaveType: 'SICK',
      halfDay: 'FIRST_HALF',
      workedMinutes: 240,
      lastOutTime: '18:00',
    });
    expect(days[3]).toMatchObject({ holidayName: 'Onam', workFromHome: true });
    expect(days[6]!.workFromHome).toBe(true);
  });

  it('prefers a full day of leave over a half day on the same date', () => {
    const events = [event({ halfDay: 'SECOND_HALF', typeCode: 'SICK' }), event({ typeCode: 'EARNED' })];
    expect(deriveDays(inputs({ events })).find((d) => d.date === '2026-03-03')).toMatchObject({
      status: 'LEAVE',
      leaveType: 'EARNED',
    });
  });

  it('marks days before joining as NOT_JOINED and future days as UPCOMING (or WFH, LEAVE when approved)', () => {
    const events = [
      event({ fromDate: '2026-03-09', toDate: '2026-03-09' }),
      event({ fromDate: '2026-03-10', toDate: '2026-03-10', isLeave: false, typeCode: 'WFH' }),
    ];
    const s = statuses(
      inputs({ from: '2026-03-02', to: '2026-03-11', today: '2026-03-04', dateOfJoining: '2026-03-03', events }),
    );
    expect(s).toMatchObject({
      '2026-03-02': 'NOT_JOINED',
      '2026-03-03': 'ABSENT',
      '2026-03-04': 'TODAY',
      '2026-03-05': 'UPCOMING',
      '2026-03-09': 'LEAVE',
      '2026-03-10': 'WFH',
      '2026-03-11': 'UPCOMING',
    });
  });

  it('reports punches on a weekend with the weekend', () => {
    const punches = new Map([
      ['2026-03-07', punchDay('2026-03-07', { closedMinutes: 180, firstInTime: '10:00', lastOutTime: '13:00' })],
    ]);
    expect(deriveDays(inputs({ punches })).find((d) => d.date === '2026-03-07')).toMatchObject({
      status: 'WEEKEND',
      workedMinutes: 180,
    });
  });

  it('only looks at the requested range, even for a longer leave', () => {
    const days = deriveDays(
      inputs({
        from: '2026-03-03',
        to: '2026-03-04',
        events: [event({ fromDate: '2026-02-20', toDate: '2026-03-20' })],
      }),
    );
    expect(days.map((d) => [d.date, d.status])).toEqual([
      ['2026-03-03', 'LEAVE'],
      ['2026-03-04', 'LEAVE'],
    ]);
  });
});

describe('summarize', () => {
  it('counts every status, present days with half days of leave as halves, and averages past worked days', () => {
    const punches = new Map([
      ['2026-03-02', punchDay('2026-03-02', { closedMinutes: 540 })],
      ['2026-03-03', punchDay('2026-03-03', { closedMinutes: 480 })],
      ['2026-03-04', punchDay('2026-03-04', { closedMinutes: 240 })],
    ]);
    const events = [event({ fromDate: '2026-03-04', toDate: '2026-03-04', halfDay: 'FIRST_HALF' })];
    const days = deriveDays(inputs({ punches, events }));
    const s = summarize(days, '2026-03-06');
    expect(s.counts).toEqual({
      NOT_JOINED: 0,
      WEEKEND: 2,
      HOLIDAY: 0,
      LEAVE: 0,
      HALF_DAY_LEAVE: 1,
      WFH: 0,
      PRESENT: 2,
      MISSING_PUNCH: 0,
      ABSENT: 1,
      TODAY: 1,
      UPCOMING: 0,
    });
    expect(s.presentDays).toBe(2.5);
    expect(s.workedMinutes).toBe(1260);
    expect(s.averageWorkedMinutes).toBe(420);
    expect(summarize([], '2026-03-06').averageWorkedMinutes).toBeNull();
  });
});
