const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time left as a clock shows it: 'h:mm:ss' from an hour, 'm:ss' below, and 's.d' (tenths)
 * under ten seconds, when every tenth counts. Whole seconds round up, so 0:00 is never shown while
 * time is left.
 */
export function formatClock(ms: number): string {
  const left = Math.max(0, ms);
  if (left < 10_000) {
    const tenths = Math.floor(left / 100);
    return `${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const seconds = Math.ceil(left / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
