import type { DayStatus, PlannedStatus, TAttendanceSummary } from '@staffdesk/shared/schemas/attendance';
import { DAY_STATUS_META } from '@/components/attendance-calendar/day-status';
import { formatMinutes } from '@staffdesk/shared/durations';
import { cn } from '@/lib/cn';

const COUNTED: readonly DayStatus[] = [
  'PRESENT',
  'WFH',
  'LEAVE',
  'HALF_DAY_LEAVE',
  'MISSING_PUNCH',
  'ABSENT',
  'HOLIDAY',
];

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border px-2.5 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold whitespace-nowrap tabular-nums sm:text-lg">{value}</dd>
    </div>
  );
}

const PLANNED_WORDS: Record<PlannedStatus, [one: string, many: string]> = {
  LEAVE: ['day of leave', 'days of leave'],
  HALF_DAY_LEAVE: ['half day of leave', 'half days of leave'],
  WFH: ['day of work from home', 'days of work from home'],
};

/** "Planned: 2 days of leave, 1 day of work from home." for the approved days still ahead; null when none. */
function plannedText(planned: TAttendanceSummary['planned']): string | null {
  const parts = (Object.keys(PLANNED_WORDS) as PlannedStatus[])
    .filter((status) => planned[status] > 0)
    .map((status) => `${planned[status]} ${PLANNED_WORDS[status][planned[status] === 1 ? 0 : 1]}`);
  return parts.length > 0 ? `Planned: ${parts.join(', ')}.` : null;
}

/** A month in numbers: days present, average and total hours, the days of each status so far, and what is planned. */
export function AttendanceCounts({ summary, wide = false }: { summary: TAttendanceSummary; wide?: boolean }) {
  const planned = plannedText(summary.planned);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Present days" value={String(summary.presentDays)} />
        <Stat
          label="Average a day"
          value={summary.averageWorkedMinutes === null ? '—' : formatMinutes(summary.averageWorkedMinutes)}
        />
        <Stat label="Worked" value={formatMinutes(summary.workedMinutes)} />
      </dl>
      <ul
        aria-label="Days by status"
        className={cn('grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm', wide && 'sm:grid-cols-3 lg:grid-cols-4')}
      >
        {COUNTED.map((status) => (
          <li key={status} className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-sm', DAY_STATUS_META[status].swatch)} />
              <span className="truncate">{DAY_STATUS_META[status].label}</span>
            </span>
            <span className="font-medium tabular-nums">{summary.counts[status] ?? 0}</span>
          </li>
        ))}
      </ul>
      {planned && <p className="text-sm text-muted-foreground">{planned}</p>}
    </div>
  );
}
