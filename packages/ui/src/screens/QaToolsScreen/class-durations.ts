/**
 * How long a class may run, as the start form offers it: a lesson's usual lengths, then a day and
 * the longest the server takes (core's CLASS_SHORTEST_MS to CLASS_LONGEST_MS). A duration rather
 * than an end time: the page has no script to learn the browser's time zone, and the server's
 * clock decides when the class ends anyway.
 */
export const classDurationsMinutes = [15, 30, 45, 60, 90, 120, 180, 24 * 60, 7 * 24 * 60] as const;

/** Preselected: a one-hour lesson. */
export const DEFAULT_CLASS_DURATION_MINUTES = 60;

/** 45 → '45 minutes', 90 → '1 hour 30 minutes', 1440 → '1 day', 10080 → '7 days'. */
export function classDurationLabel(minutes: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? plural(days, 'day') : '',
    hours > 0 ? plural(hours, 'hour') : '',
    rest > 0 ? plural(rest, 'minute') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
