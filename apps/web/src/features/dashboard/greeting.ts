/** A greeting for the hour of a wall-clock time (HH:mm). */
export function greetingFor(time: string): string {
  const hour = Number(time.slice(0, 2));
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}
