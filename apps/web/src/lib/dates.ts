import { format, isValid, parseISO } from 'date-fns';

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
