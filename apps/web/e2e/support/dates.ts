import { officeDate } from './attendance-api';

/** An ISO date as a person types it in the company's locale (en-IN, the default): "05/01/2026". */
export function typedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A month (yyyy-MM) as a person types it in the company's locale: "01/2026". */
export function typedMonth(month: string): string {
  const [y, m] = month.split('-');
  return `${m}/${y}`;
}

/** The Monday some weeks before this one, in office time: a week a spec keeps to itself. */
export function mondayWeeksBack(weeks: number): string {
  const weekday = new Date(`${officeDate()}T00:00:00Z`).getUTCDay() || 7;
  return officeDate(-(weekday - 1) - 7 * weeks);
}

/** An ISO date some days later. */
export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
