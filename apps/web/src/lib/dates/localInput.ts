/**
 * `<input type="datetime-local">` values and ISO instants (D-496): the inputs hold a wall-clock time in the browser's
 * zone, the API an instant. Shared by the forms that edit dates (the funnel builder, the event editor). And the
 * browser's calendar day as a date input's YYYY-MM-DD: `toISOString()` gives UTC's day, which from 19:00 in New York
 * is already tomorrow (and a month's last evening already next month).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's zone; '' when empty or invalid. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser zone) as an ISO instant; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's calendar day of `date`, as a date input's value (YYYY-MM-DD). */
export function toLocalDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The browser's calendar day `days` after `today` (a due date's default), as YYYY-MM-DD. */
export function localDayIn(days: number, today = new Date()): string {
  return toLocalDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}
