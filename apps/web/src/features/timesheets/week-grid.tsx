import { useMemo, useState } from 'react';
import { CalendarCheck, CalendarX, Check, Copy, Lock, LockOpen, Plus, Save, Trash2, TriangleAlert, Undo2 } from 'lucide-react';
import type { TTimesheetWeek } from '@staffdesk/shared/schemas/timesheets';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form-alert';
import { cn } from '@/lib/cn';
import { formatHours, presenceGap, rowTotal, totalText } from './hours';
import { DayStateBadge, dayMarks, longDay, OutcomeList, shortDay } from './day-labels';
import { ACTION_WORDS, dayActions, weekActions, weekActionsEnabled, type GridMode } from './state-actions';
import { cellKey, useCellNavigation } from './use-cell-navigation';
import { useCopyLastWeek } from './use-copy-last-week';
import { useSaveDraft } from './use-save-draft';
import { useStateActions } from './use-state-actions';
import { useWeekDraft } from './use-week-draft';
import { keepsClosedHours } from './week-cells';
import { activityChoices, emptyRow, freeChoices, openDays, rowKey, type DraftRow } from './week-draft';

/**
 * A week of a timesheet (keyed by employee and week by its parent, so another week starts afresh), Monday to Sunday: rows of project × activity with hours per day, totals, the
 * attendance facts of each day, and the actions of whoever looks at it: the employee fills, saves, locks and
 * unlocks their own week; a decider approves and unapproves a reportee's days and week.
 */
export function WeekGrid({ week, mode }: { week: TTimesheetWeek; mode: GridMode }) {
  const editable = mode === 'own' && week.isOwn;
  const draft = useWeekDraft(week);
  const { cells: parsed, hours, totals, weekHours, dayErrors } = draft.reading;
  const open = openDays(week.days);
  const choices = useMemo(() => activityChoices(week.projects), [week.projects]);
  const free = freeChoices(choices, draft.rows);
  const { tableRef, onCellKey, focusFirstInvalid } = useCellNavigation(draft.rows.length);
  const save = useSaveDraft(draft, week.startDate, focusFirstInvalid);
  const copyLastWeek = useCopyLastWeek(week, draft, choices);
  const states = useStateActions(week);
  const [deleting, setDeleting] = useState<DraftRow | null>(null);
  const [adding, setAdding] = useState('');
  const busy = save.isPending || states.isPending;

  const addRow = () => {
    const choice = free.find((c) => c.value === adding) ?? free[0];
    if (!choice) return;
    draft.append([emptyRow(choice)]);
    setAdding('');
  };

  const weekEnabled = weekActionsEnabled(week.days, draft.touched);

  return (
    <div className="space-y-4">
      <div className="relative overflow-x-auto rounded-md border" data-testid="week-grid">
        <table ref={tableRef} className="w-full min-w-[56rem] border-collapse text-sm" aria-label={`Timesheet of ${week.employeeName}, week of ${longDay(week.startDate)}`}>
          <thead>
            <tr className="border-b bg-muted/40 align-top">
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Project · activity
              </th>
              {week.days.map((day) => (
                <th key={day.date} scope="col" className={cn('w-24 px-2 py-2 text-center font-medium', (day.weekend || day.holidayName) && 'bg-muted')} data-day={day.date}>
                  <span aria-hidden="true">{shortDay(day.date)}</span>
                  <span className="sr-only">{longDay(day.date)}</span>
                  <div className="mt-1 flex flex-col items-center gap-1 font-normal">
                    <DayStateBadge state={day.state} />
                    {dayMarks(day).map((mark) => (
                      <span key={mark} className="text-xs text-muted-foreground">
                        {mark}
                      </span>
                    ))}
                  </div>
                </th>
              ))}
              <th scope="col" className="w-20 px-2 py-2 text-right font-medium">
                Total
              </th>
              {editable && (
                <th scope="col" className="w-12 px-2 py-2">
                  <span className="sr-only">Row actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {draft.rows.length === 0 && (
              <tr>
                <td colSpan={editable ? 10 : 9} className="px-3 py-6 text-center text-muted-foreground">
                  {editable ? 'No rows yet: add a project activity or copy last week\u2019s rows.' : 'No hours logged this week.'}
                </td>
              </tr>
            )}
            {draft.rows.map((row, r) => (
              <tr key={rowKey(row)} className="border-b">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {row.label}
                </th>
                {row.cells.map((text, d) => {
                  const day = week.days[d]!;
                  const error = parsed[r]![d]!.error;
                  const errorId = `cell-error-${cellKey(r, d)}`;
                  return (
                    <td key={day.date} className={cn('px-1 py-1 text-center align-top', (day.weekend || day.holidayName) && 'bg-muted/50')}>
                      {editable && open[d] ? (
                        <>
                          <input
                            data-cell={cellKey(r, d)}
                            value={text}
                            onChange={(e) => draft.setCell(r, d, e.target.value)}
                            onKeyDown={(e) => onCellKey(e, r, d)}
                            inputMode="decimal"
                            autoComplete="off"
                            aria-label={`${row.label}, ${longDay(day.date)}, hours`}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? errorId : undefined}
                            className={cn(
                              'h-8 w-full min-w-14 rounded-md border border-input bg-background px-2 text-right tabular-nums outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                              error && 'border-destructive',
                            )}
                          />
                          {error && (
                            <p id={errorId} className="mt-1 text-left text-xs text-destructive">
                              {error}
                            </p>
                          )}
                        </>
                      ) : (
                        <span className="inline-block py-1.5 tabular-nums" aria-label={`${row.label}, ${longDay(day.date)}: ${totalText(hours[r]![d]!)} hours`}>
                          {formatHours(hours[r]![d]!) || '–'}
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className="px-2 py-2 text-right font-medium tabular-nums">{totalText(rowTotal(hours[r]!))}</td>
                {editable && (
                  <td className="px-1 py-1 text-center">
                    <Button size="icon" variant="ghost" aria-label={`Delete the row ${row.label}`}
                      title={keepsClosedHours(hours[r]!, open) ? 'It has hours on a locked or approved day.' : undefined}
                      disabled={busy || keepsClosedHours(hours[r]!, open)}
                      onClick={() => setDeleting(row)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-b bg-muted/40 font-medium">
              <th scope="row" className="px-3 py-2 text-left">
                Hours logged
              </th>
              {totals.map((total, d) => (
                <td key={d} className="px-2 py-2 text-center tabular-nums" data-logged={week.days[d]!.date}>
                  {totalText(total)}
                  {dayErrors[d] && <p className="text-xs font-normal text-destructive">{dayErrors[d]}</p>}
                </td>
              ))}
              <td className="px-2 py-2 text-right tabular-nums" data-testid="week-total">
                {totalText(weekHours)}
              </td>
              {editable && <td />}
            </tr>
            <tr className="border-b">
              <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
                Hours present
              </th>
              {week.days.map((day, d) => {
                const gap = presenceGap(totals[d]!, day.presentHours);
                return (
                  <td key={day.date} className="px-2 py-2 text-center text-xs tabular-nums">
                    {day.presentHours === null ? (
                      <span className="text-muted-foreground">–</span>
                    ) : (
                      <span title={`${day.firstInTime ?? ''}–${day.lastOutTime ?? ''}`}>{totalText(day.presentHours)}</span>
                    )}
                    {gap && (
                      <span className="mt-1 flex items-center justify-center gap-1 text-amber-800 dark:text-amber-300">
                        <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
                        <span>Differs by more than an hour</span>
                      </span>
                    )}
                  </td>
                );
              })}
              <td />
              {editable && <td />}
            </tr>
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
                Day
              </th>
              {week.days.map((day) => {
                return (
                  <td key={day.date} className="px-1 py-2 text-center">
                    {dayActions(mode, day.state).map((action) => (
                      <Button
                        key={action}
                        size="sm"
                        variant="outline"
                        disabled={busy || (action === 'lock' && draft.touched)}
                        onClick={() => states.runDay(action, day.date)}
                        aria-label={`${ACTION_WORDS[action].day} ${longDay(day.date)}`}
                      >
                        {ACTION_WORDS[action].day}
                      </Button>
                    ))}
                    {day.state === 'APPROVED' && mode === 'own' && <span className="text-xs text-muted-foreground">{day.decidedByName ? `by ${day.decidedByName}` : ''}</span>}
                  </td>
                );
              })}
              <td />
              {editable && <td />}
            </tr>
          </tfoot>
        </table>
      </div>

      <FormAlert message={draft.refusal} />
      {states.outcome && <OutcomeList title={states.outcome.title} days={states.outcome.days} onDismiss={states.dismissOutcome} />}

      <div className="flex flex-wrap items-end gap-2">
        {editable && (
          <>
            <div className="flex flex-wrap items-end gap-2">
              <label className="grid gap-1 text-sm">
                <span className="font-medium">Project activity</span>
                <NativeSelect value={adding} onChange={(e) => setAdding(e.target.value)} disabled={free.length === 0} className="max-w-72">
                  {free.length === 0 && <option value="">{choices.length ? 'Every activity has a row' : 'You are in no project'}</option>}
                  {free.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <Button variant="outline" onClick={addRow} disabled={free.length === 0 || busy}>
                <Plus aria-hidden="true" />
                Add row
              </Button>
            </div>
            <Button variant="outline" onClick={() => void copyLastWeek()} disabled={busy}>
              <Copy aria-hidden="true" />
              Copy last week
            </Button>
            {draft.touched && (
              <Button variant="ghost" onClick={draft.discard} disabled={busy}>
                <Undo2 aria-hidden="true" />
                Discard changes
              </Button>
            )}
            <Button onClick={() => save.submit(draft.rows)} disabled={busy || !draft.touched}>
              <Save aria-hidden="true" />
              Save week
            </Button>
          </>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          {weekActions(mode).map((action) => {
            const Icon = { lock: Lock, unlock: LockOpen, approve: CalendarCheck, unapprove: CalendarX }[action];
            return (
              <Button key={action} variant={action === 'lock' || action === 'approve' ? 'default' : 'outline'} onClick={() => states.runWeek(action)} disabled={busy || !weekEnabled[action]}>
                <Icon aria-hidden="true" />
                {ACTION_WORDS[action].week}
              </Button>
            );
          })}
        </div>
      </div>
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
        description={deleting ? `${deleting.label}: its hours on the open days of this week are deleted, and the week is saved.` : ''}
        confirmLabel="Delete row"
        pending={save.isPending}
        onConfirm={() => deleting && save.submit(draft.rows.filter((row) => rowKey(row) !== rowKey(deleting)), () => setDeleting(null))}
      />
    </div>
  );
}
