/** 570 → "9h 30m", 45 → "45m", 480 → "8h": a duration as the screens and the server's messages write it. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** 9.8 → "9h 48m". */
export const formatHours = (hours: number): string => formatMinutes(hours * 60);
