import { format, isValid, parseISO } from 'date-fns';
import { DEFAULT_TIME_ZONE, localDateTime } from '@staffdesk/shared/dates';

/** The spec's display format: month name, two-digit day, four-digit year ("January 05, 2026"). */
export const DISPLAY_DATE_FORMAT = 'MMMM dd, yyyy';

/**
 * Formats a date for display. ISO strings are parsed as local dates, so '2026-01-05' shows as January 05
 * everywhere (new Date() would read it as UTC midnight and show January 04 west of Greenwich).
 */
export function formatDate(value: string | number | Date | null | undefined, fallback = '—'): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? format(date, DISPLAY_DATE_FORMAT) : fallback;
}

/** A range of ISO dates for display: one date when both ends are the same day ("January 05, 2026 – January 07, 2026"). */
export function formatDateRange(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}

const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone's short name at an instant: "IST", "GMT+4". */
function zoneName(at: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  );
}

/**
 * The one time rule of the app: an instant shows in office time (the employee's zone), as attendance does,
 * in 24-hour HH:mm; when the browser's clock reads differently, the zone is named ("06:38 IST").
 */
export function formatOfficeDateTime(
  iso: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  browserZone: string = browserTimeZone(),
): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  let office: { date: string; time: string };
  try {
    office = localDateTime(at, timeZone);
  } catch {
    office = localDateTime(at, DEFAULT_TIME_ZONE);
    timeZone = DEFAULT_TIME_ZONE;
  }
  const local = localDateTime(at, browserZone);
  const differs = local.date !== office.date || local.time !== office.time;
  return `${formatDate(office.date)}, ${office.time}${differs ? ` ${zoneName(at, timeZone)}` : ''}`;
}
