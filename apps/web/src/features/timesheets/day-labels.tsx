import { format, parseISO } from 'date-fns';
import type { TDayOutcome, TTimesheetDay, TimesheetDayState } from '@staffdesk/shared/schemas/timesheets';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

/** "Mon", and "Monday, November 23, 2026" for a screen reader. */
export const shortDay = (date: string) => format(parseISO(date), 'EEE d');
export const longDay = (date: string) => `${format(parseISO(date), 'EEEE')}, ${formatDate(date)}`;

const STATE_WORDS: Record<TimesheetDayState, string> = { OPEN: 'Open', LOCKED: 'Locked', APPROVED: 'Approved' };

export function DayStateBadge({ state }: { state: TimesheetDayState }) {
  return (
    <Badge
      variant={state === 'APPROVED' ? 'success' : state === 'LOCKED' ? 'secondary' : 'outline'}
      data-state-badge={state}
    >
      {STATE_WORDS[state]}
    </Badge>
  );
}

/** What the attendance calendar says of a day: weekend, holiday, leave, work from home. */
export function dayMarks(
  day: Pick<TTimesheetDay, 'weekend' | 'holidayName'> & Partial<Pick<TTimesheetDay, 'leaveLabel' | 'workFromHome'>>,
): string[] {
  return [
    ...(day.holidayName ? [day.holidayName] : []),
    ...(day.weekend ? ['Weekend'] : []),
    ...(day.leaveLabel ? [day.leaveLabel] : []),
    ...(day.workFromHome ? ['WFH'] : []),
  ];
}

/** The per-day answers of a week call, as a list under the grid. */
export function OutcomeList({
  title,
  days,
  onDismiss,
}: {
  title: string;
  days: readonly TDayOutcome[];
  onDismiss: () => void;
}) {
  return (
    <div role="status" className="rounded-md border bg-muted/40 p-3 text-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="font-medium">{title}</p>
        <button type="button" className="text-xs underline underline-offset-2" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <ul className="grid gap-1 sm:grid-cols-2">
        {days.map((day) => (
          <li key={day.date} className={day.outcome === 'REFUSED' ? 'text-destructive' : undefined}>
            <span className="font-medium">{longDay(day.date)}:</span> {day.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One line for a toast: "5 days locked, 2 refused." */
export function outcomeSummary(
  outcome: { changed: number; refused: number; days: readonly TDayOutcome[] },
  verb: string,
): string {
  const already = outcome.days.filter((d) => d.outcome === 'ALREADY').length;
  const parts = [`${outcome.changed} day${outcome.changed === 1 ? '' : 's'} ${verb}`];
  if (already) parts.push(`${already} already so`);
  if (outcome.refused) parts.push(`${outcome.refused} refused`);
  return `${parts.join(', ')}.`;
}
