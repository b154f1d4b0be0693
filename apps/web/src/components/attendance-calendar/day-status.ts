import { type DayStatus, type TAttendanceDay } from '@staffdesk/shared/schemas/attendance';
import { formatDate } from '@/lib/dates';
import { formatMinutes } from '@staffdesk/shared/durations';

interface StatusMeta {
  label: string;
  /** Cell colours; the label always goes with them, never colour alone. */
  tone: string;
  /** The legend's and the dashboard's solid swatch of the same hue. */
  swatch: string;
  /** A day's status in a letter or two, where a phone's calendar has no room for words; the legend spells it out. */
  code: string;
}

/** How each derived day status reads and looks, in the calendar, its legend and the dashboard. */
export const DAY_STATUS_META: Record<DayStatus, StatusMeta> = {
  PRESENT: {
    label: 'Present',
    tone: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
    swatch: 'bg-emerald-500',
    code: 'P',
  },
  WFH: {
    label: 'Work from home',
    tone: 'border-sky-600/30 bg-sky-500/10 text-sky-800 dark:text-sky-300',
    swatch: 'bg-sky-500',
    code: 'WFH',
  },
  HALF_DAY_LEAVE: {
    label: 'Half-day leave',
    tone: 'border-violet-600/30 bg-violet-500/5 text-violet-800 dark:text-violet-300',
    swatch: 'bg-violet-300 dark:bg-violet-400/60',
    code: 'HL',
  },
  LEAVE: {
    label: 'Leave',
    tone: 'border-violet-600/30 bg-violet-500/10 text-violet-800 dark:text-violet-300',
    swatch: 'bg-violet-500',
    code: 'L',
  },
  MISSING_PUNCH: {
    label: 'Missing punch',
    tone: 'border-amber-600/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
    swatch: 'bg-amber-500',
    code: 'MP',
  },
  ABSENT: {
    label: 'Absent',
    tone: 'border-red-600/30 bg-red-500/10 text-red-800 dark:text-red-300',
    swatch: 'bg-red-500',
    code: 'A',
  },
  HOLIDAY: {
    label: 'Holiday',
    tone: 'border-fuchsia-600/30 bg-fuchsia-500/10 text-fuchsia-800 dark:text-fuchsia-300',
    swatch: 'bg-fuchsia-500',
    code: 'H',
  },
  WEEKEND: {
    label: 'Weekend',
    tone: 'border-border bg-muted/60 text-muted-foreground',
    swatch: 'bg-muted-foreground/40',
    code: 'W',
  },
  TODAY: {
    label: 'Today',
    tone: 'border-primary/60 bg-primary/10 text-foreground',
    swatch: 'bg-background ring-2 ring-primary',
    code: 'T',
  },
  UPCOMING: {
    label: 'Upcoming',
    tone: 'border-border bg-background text-muted-foreground',
    swatch: 'bg-background border border-border',
    code: '–',
  },
  NOT_JOINED: {
    label: 'Before joining',
    tone: 'border-dashed border-border bg-background text-muted-foreground',
    swatch: 'bg-background border border-dashed border-muted-foreground',
    code: 'NJ',
  },
};

/** The legend, in the order people scan it: worked, away, problems, calendar. */
export const LEGEND_ORDER: readonly DayStatus[] = [
  'PRESENT',
  'WFH',
  'LEAVE',
  'HALF_DAY_LEAVE',
  'MISSING_PUNCH',
  'ABSENT',
  'HOLIDAY',
  'WEEKEND',
  'TODAY',
  'UPCOMING',
  'NOT_JOINED',
];

export function dayStatusLabel(status: DayStatus): string {
  return DAY_STATUS_META[status]?.label ?? status;
}

const HALF_LABEL: Record<string, string> = { FIRST_HALF: 'first half', SECOND_HALF: 'second half' };

export interface DayDescription {
  /** The status as shown: a holiday's name, a leave's type, or the status label. */
  title: string;
  /** Further lines: times, hours, what else covers the day. */
  details: string[];
}

/** What a calendar cell says about a day, in words. */
export function describeDay(day: TAttendanceDay): DayDescription {
  const details: string[] = [];
  let title = dayStatusLabel(day.status);

  if (day.status === 'HOLIDAY' && day.holidayName) title = day.holidayName;
  if (day.status === 'LEAVE' && day.leaveLabel) title = day.leaveLabel;
  if (day.status === 'HALF_DAY_LEAVE') {
    const half = day.halfDay ? HALF_LABEL[day.halfDay] : undefined;
    details.push([day.leaveLabel, half && `(${half})`].filter(Boolean).join(' '));
  }
  if (day.status !== 'HOLIDAY' && day.holidayName) details.push(day.holidayName);
  if (day.workFromHome && day.status !== 'WFH') details.push('Work from home');

  if (day.firstInTime && day.lastOutTime && !day.openPunch) details.push(`${day.firstInTime} – ${day.lastOutTime}`);
  else if (day.firstInTime)
    details.push(day.status === 'TODAY' ? `In since ${day.firstInTime}` : `In ${day.firstInTime}, no out`);
  if (day.workedMinutes > 0) details.push(formatMinutes(day.workedMinutes));

  return { title, details: details.filter(Boolean) };
}

/**
 * Today in a few words that say what they mean: "Not checked in yet", "Checked in at 09:12", "Checked in at
 * 09:12, out at 18:05"; a day off says what it is ("Diwali", "Casual Leave · Checked in at 09:12").
 */
export function describeToday(day: TAttendanceDay): string {
  const punch = day.firstInTime
    ? day.openPunch || !day.lastOutTime
      ? `Checked in at ${day.firstInTime}`
      : `Checked in at ${day.firstInTime}, out at ${day.lastOutTime}`
    : undefined;
  if (day.status === 'TODAY' || day.status === 'PRESENT' || day.status === 'ABSENT')
    return punch ?? 'Not checked in yet';
  return [describeDay(day).title, punch].filter(Boolean).join(' · ');
}

/** The whole day in one sentence, the accessible name of its cell. */
export function dayAccessibleLabel(day: TAttendanceDay): string {
  const { title, details } = describeDay(day);
  const status = title === dayStatusLabel(day.status) ? title : `${dayStatusLabel(day.status)}: ${title}`;
  return [formatDate(day.date), status, ...details].join(', ');
}
