import { useDateTimeText } from '@/lib/office-time';

/** An instant as a <time>, in office time with its 24-hour time ("January 05, 2026, 14:05", the zone named where the browser's differs). */
export function OfficeTime({ iso }: { iso: string }) {
  const text = useDateTimeText();
  return <time dateTime={iso}>{text(iso)}</time>;
}
