import { toast } from '@/lib/toast';
import { useSaveTimesheetWeek } from './api/save-timesheet-week';
import type { WeekDraft } from './use-week-draft';
import { hasCellError, readCells } from './week-cells';
import { weekToSave, type DraftRow } from './week-draft';

/**
 * Saves the week with rows of the draft: all of them, or all but one deleted. A wrong cell, or a day of the draft
 * over a day's hours, keeps the rows from the server and focuses the first wrong cell; a refusal stays on the draft.
 */
export function useSaveDraft(draft: WeekDraft, startDate: string, focusFirstInvalid: () => void) {
  const save = useSaveTimesheetWeek();

  const submit = (rows: readonly DraftRow[], onSaved?: () => void) => {
    const reading = readCells(rows);
    if (hasCellError(reading) || draft.reading.dayErrors.some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    save.mutate(weekToSave(startDate, rows, reading.hours), {
      onSuccess: () => {
        draft.discard();
        onSaved?.();
        toast.success('Week saved.');
      },
      onError: (error) => draft.refuse(error instanceof Error ? error.message : 'The week could not be saved.'),
    });
  };

  return { submit, isPending: save.isPending };
}
