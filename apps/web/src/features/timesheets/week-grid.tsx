import { useMemo, useState } from 'react';
import { Check } from 'lucide-react';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { OutcomeList } from './day-labels';
import { weekActionsEnabled, type GridMode } from './state-actions';
import { useCellNavigation } from './use-cell-navigation';
import { useCopyLastWeek } from './use-copy-last-week';
import { useSaveDraft } from './use-save-draft';
import { useStateActions } from './use-state-actions';
import { useWeekDraft } from './use-week-draft';
import { activityChoices, emptyRow, freeChoices, rowKey, type DraftRow } from './week-draft';
import { WeekTable } from './week-table';
import { WeekToolbar } from './week-toolbar';

/**
 * A week of a timesheet, Monday to Sunday (its parent keys it by employee and week, so another week starts
 * afresh): rows of project × activity with hours per day, totals, the
 * attendance facts of each day, and the actions of whoever looks at it: the employee fills, saves, locks and
 * unlocks their own week; a decider approves and unapproves a reportee's days and week.
 */
export function WeekGrid({ week, mode }: { week: TTimesheetWeek; mode: GridMode }) {
  const editable = mode === 'own' && week.isOwn;
  const draft = useWeekDraft(week);
  const choices = useMemo(() => activityChoices(week.projects), [week.projects]);
  const { tableRef, onCellKey, focusFirstInvalid } = useCellNavigation(draft.rows.length);
  const save = useSaveDraft(draft, week.startDate, focusFirstInvalid);
  const copyLastWeek = useCopyLastWeek(week, draft, choices);
  const states = useStateActions(week);
  const [deleting, setDeleting] = useState<DraftRow | null>(null);
  const busy = save.isPending || states.isPending;

  return (
    <div className="space-y-4">
      <WeekTable
        ref={tableRef}
        week={week}
        mode={mode}
        rows={draft.rows}
        reading={draft.reading}
        editable={editable}
        busy={busy}
        touched={draft.touched}
        onCellChange={draft.setCell}
        onCellKey={onCellKey}
        onDeleteRow={setDeleting}
        onDayAction={states.runDay}
      />

      <FormAlert message={draft.refusal} />
      {states.outcome && (
        <OutcomeList title={states.outcome.title} days={states.outcome.days} onDismiss={states.dismissOutcome} />
      )}

      <WeekToolbar
        mode={mode}
        editable={editable}
        touched={draft.touched}
        busy={busy}
        free={freeChoices(choices, draft.rows)}
        hasActivities={choices.length > 0}
        weekEnabled={weekActionsEnabled(week.days, draft.touched)}
        onAddRow={(choice) => draft.append([emptyRow(choice)])}
        onCopyLastWeek={() => void copyLastWeek()}
        onDiscard={draft.discard}
        onSave={() => save.submit(draft.rows)}
        onWeekAction={states.runWeek}
      />
      {editable && draft.touched && (
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Check className="size-4" aria-hidden="true" />
          Unsaved changes: save the week before you submit it.
        </p>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete This Row?"
        description={
          deleting
            ? `${deleting.label}: its hours on the open days of this week are deleted, and the week is saved.`
            : ''
        }
        confirmLabel="Delete row"
        pending={save.isPending}
        onConfirm={() =>
          deleting &&
          save.submit(
            draft.rows.filter((row) => rowKey(row) !== rowKey(deleting)),
            () => setDeleting(null),
          )
        }
      />
    </div>
  );
}
