import type {
  TTimesheetBulkRequest,
  TTimesheetDay,
  TTimesheetProjectOption,
  TTimesheetWeek,
  TTimesheetWeekRow,
} from '@staffdesk/shared/schemas/timesheets';
import { formatHours } from './hours';

/** A row of the grid as it is being edited: the cells as typed. */
export interface DraftRow {
  projectId: number;
  activityId: number;
  label: string;
  cells: string[];
  note: string | null;
}

/** A project activity of the employee's, as the list of rows to add offers it. */
export interface ActivityChoice {
  value: string;
  projectId: number;
  activityId: number;
  label: string;
}

export const rowKey = (row: { projectId: number; activityId: number }) => `${row.projectId}:${row.activityId}`;
const rowLabel = (row: { projectCode: string; projectName: string; activityName: string }) =>
  `${row.projectCode} ${row.projectName} · ${row.activityName}`;

const draftRow = (row: TTimesheetWeekRow, cells: string[]): DraftRow => ({
  projectId: row.projectId,
  activityId: row.activityId,
  label: rowLabel(row),
  cells,
  note: row.note,
});

/** The week's rows as the grid edits them, each hour as its cell shows it. */
export function draftOf(week: TTimesheetWeek): DraftRow[] {
  return week.rows.map((row) => draftRow(row, row.hours.map(formatHours)));
}

/** Which of the seven days take hours: the open ones. */
export const openDays = (days: readonly Pick<TTimesheetDay, 'state'>[]) => days.map((day) => day.state === 'OPEN');

/** Every active activity of the employee's projects. */
export function activityChoices(projects: readonly TTimesheetProjectOption[]): ActivityChoice[] {
  return projects.flatMap((p) =>
    p.activities.map((a) => ({
      value: `${p.id}:${a.id}`,
      projectId: p.id,
      activityId: a.id,
      label: rowLabel({ projectCode: p.code, projectName: p.name, activityName: a.name }),
    })),
  );
}

/** The activities that have no row yet. */
export function freeChoices(choices: readonly ActivityChoice[], rows: readonly DraftRow[]): ActivityChoice[] {
  const used = new Set(rows.map(rowKey));
  return choices.filter((c) => !used.has(c.value));
}

/** A new row of an activity, every cell empty. */
export const emptyRow = (choice: ActivityChoice): DraftRow => ({
  projectId: choice.projectId,
  activityId: choice.activityId,
  label: choice.label,
  cells: Array<string>(7).fill(''),
  note: null,
});

/** The rows with the text of one cell (row r, day d) changed. */
export const withCell = (rows: readonly DraftRow[], r: number, d: number, text: string): DraftRow[] =>
  rows.map((row, i) => (i === r ? { ...row, cells: row.cells.map((c, j) => (j === d ? text : c)) } : row));

/**
 * Last week's rows to copy: those of an activity still offered that has no row here, with their hours on this
 * week's open days only.
 */
export function rowsToCopy(
  last: TTimesheetWeek,
  rows: readonly DraftRow[],
  choices: readonly ActivityChoice[],
  open: readonly boolean[],
): DraftRow[] {
  const used = new Set(rows.map(rowKey));
  return last.rows
    .filter((row) => !used.has(rowKey(row)) && choices.some((c) => c.value === rowKey(row)))
    .map((row) =>
      draftRow(
        row,
        row.hours.map((h, d) => (open[d] ? formatHours(h) : '')),
      ),
    );
}

/** What a save sends: every row with the hours its cells read as. */
export function weekToSave(
  startDate: string,
  rows: readonly DraftRow[],
  hours: readonly number[][],
): TTimesheetBulkRequest {
  return {
    startDate,
    rows: rows.map((row, i) => ({
      projectId: row.projectId,
      activityId: row.activityId,
      note: row.note,
      hours: [...hours[i]!],
    })),
  };
}
