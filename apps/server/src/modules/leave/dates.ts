export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The calendar date now in a time zone: an employee in Kolkata starts their day before one in London. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(DEFAULT_TIME_ZONE);
  }
}

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export const yearOf = (iso: string) => Number(iso.slice(0, 4));
