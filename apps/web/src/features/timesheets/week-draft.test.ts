import { describe, expect, it } from 'vitest';
import type { TTimesheetWeek, TTimesheetWeekRow } from '@staffdesk/shared/schemas/timesheets';
import {
  activityChoices,
  draftOf,
  emptyRow,
  freeChoices,
  openDays,
  rowsToCopy,
  weekToSave,
  withCell,
} from './week-draft';

const weekRow = (
  activityId: number,
  activityName: string,
  hours: number[],
  note: string | null = null,
): TTimesheetWeekRow => ({
  projectId: 1,
  projectCode: 'SD-HRMS',
  projectName: 'Staffdesk rollout',
  activityId,
  activityName,
  hours,
  note,
  totalHours: hours.reduce((a, b) => a + b, 0),
});

const PROJECTS: TTimesheetWeek['projects'] = [
  {
    id: 1,
    code: 'SD-HRMS',
    name: 'Staffdesk rollout',
    activities: [
      { id: 2, name: 'Development', billable: false },
      { id: 3, name: 'Testing', billable: true },
    ],
  },
  { id: 4, code: 'INT', name: 'Internal', activities: [{ id: 5, name: 'Meetings', billable: false }] },
];

const week = (rows: TTimesheetWeekRow[]) => ({ rows }) as TTimesheetWeek;
const choices = activityChoices(PROJECTS);

describe('the draft of a week', () => {
  it('shows each row under its project and activity, its hours as the cells show them', () => {
    expect(draftOf(week([weekRow(2, 'Development', [7.5, 8, 0, 0, 0.25, 0, 0], 'Sprint 4')]))).toEqual([
      {
        projectId: 1,
        activityId: 2,
        label: 'SD-HRMS Staffdesk rollout · Development',
        cells: ['7.5', '8', '', '', '0.25', '', ''],
        note: 'Sprint 4',
      },
    ]);
  });

  it('offers every activity of the projects, and for a new row those without one', () => {
    expect(choices.map((c) => [c.value, c.label])).toEqual([
      ['1:2', 'SD-HRMS Staffdesk rollout · Development'],
      ['1:3', 'SD-HRMS Staffdesk rollout · Testing'],
      ['4:5', 'INT Internal · Meetings'],
    ]);
    const rows = [emptyRow(choices[1]!)];
    expect(rows[0]).toEqual({
      projectId: 1,
      activityId: 3,
      label: 'SD-HRMS Staffdesk rollout · Testing',
      cells: ['', '', '', '', '', '', ''],
      note: null,
    });
    expect(freeChoices(choices, rows).map((c) => c.value)).toEqual(['1:2', '4:5']);
  });

  it('changes one cell and leaves the rest as they were', () => {
    const rows = [emptyRow(choices[0]!), emptyRow(choices[1]!)];
    const next = withCell(rows, 1, 3, '7:30');
    expect(next[1]!.cells).toEqual(['', '', '', '7:30', '', '', '']);
    expect(next[0]).toBe(rows[0]);
    expect(rows[1]!.cells[3]).toBe('');
  });

  it('tells the open days of the week', () => {
    expect(openDays([{ state: 'OPEN' }, { state: 'LOCKED' }, { state: 'APPROVED' }, { state: 'OPEN' }])).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('sends every row with the hours of its cells', () => {
    const rows = draftOf(week([weekRow(2, 'Development', [8, 0, 0, 0, 0, 0, 0], 'Sprint 4')]));
    expect(weekToSave('2026-11-23', rows, [[8, 0, 7.5, 0, 0, 0, 0]])).toEqual({
      startDate: '2026-11-23',
      rows: [{ projectId: 1, activityId: 2, note: 'Sprint 4', hours: [8, 0, 7.5, 0, 0, 0, 0] }],
    });
  });
});

describe('rowsToCopy', () => {
  const open = [true, false, true, true, true, true, true];
  const last = week([
    weekRow(2, 'Development', [8, 8, 8, 8, 8, 0, 0]),
    weekRow(3, 'Testing', [1, 2, 0, 0, 0, 0, 0]),
    { ...weekRow(9, 'Retired', [4, 0, 0, 0, 0, 0, 0]), projectId: 4 },
  ]);

  it('copies the rows of activities still offered that have no row here, with hours on the open days only', () => {
    const copied = rowsToCopy(last, [emptyRow(choices[0]!)], choices, open);
    expect(copied).toEqual([
      {
        projectId: 1,
        activityId: 3,
        label: 'SD-HRMS Staffdesk rollout · Testing',
        cells: ['1', '', '', '', '', '', ''],
        note: null,
      },
    ]);
  });

  it('copies nothing when every row of last week is here already', () => {
    expect(rowsToCopy(last, [emptyRow(choices[0]!), emptyRow(choices[1]!)], choices, open)).toEqual([]);
  });
});
