import { useMemo, useState } from 'react';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { readCells } from './week-cells';
import { draftOf, withCell, type DraftRow } from './week-draft';

/**
 * The rows of a week as edited, their cells read, and why the server refused the last save. Untouched, the rows
 * are the server's (a new answer after a save or a lock shows as it is); an edit clears the refusal.
 */
export function useWeekDraft(week: TTimesheetWeek) {
  const [edited, setEdited] = useState<DraftRow[] | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const serverRows = useMemo(() => draftOf(week), [week]);
  const rows = edited ?? serverRows;

  const edit = (next: DraftRow[]) => {
    setEdited(next);
    setRefusal(undefined);
  };

  return {
    rows,
    reading: readCells(rows),
    touched: edited !== null,
    refusal,
    setCell: (r: number, d: number, text: string) => edit(withCell(rows, r, d, text)),
    append: (more: readonly DraftRow[]) => edit([...rows, ...more]),
    discard: () => setEdited(null),
    refuse: setRefusal,
  };
}

export type WeekDraft = ReturnType<typeof useWeekDraft>;
