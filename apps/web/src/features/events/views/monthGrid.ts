/**
 * The calendar view's month grid (REF-18; D-428): whole weeks, Monday first, covering the month, in the browser's
 * zone (as the editor's times, D-425). Pure, so the grid is tested without rendering.
 */
export interface MonthGrid {
  /** First day shown (a Monday, local midnight) and the day after the last one: the query's start window. */
  readonly from: Date;
  readonly to: Date;
  readonly weeks: readonly (readonly Date[])[];
}

export function monthStart(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

export function addMonths(month: Date, n: number): Date {
  return new Date(month.getFullYear(), month.getMonth() + n, 1);
}

export function monthGrid(month: Date): MonthGrid {
  const first = monthStart(month);
  const lead = (first.getDay() + 6) % 7; // days since Monday
  const from = new Date(first.getFullYear(), first.getMonth(), 1 - lead);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  const trail = 6 - ((last.getDay() + 6) % 7);
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate() + trail + 1);
  const weeks: Date[][] = [];
  for (let day = from; day < to; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    if ((weeks.at(-1)?.length ?? 7) === 7) weeks.push([]);
    weeks.at(-1)!.push(day);
  }
  return { from, to, weeks };
}

/** Local yyyy-mm-dd of a date: the key the grid's days and events meet on. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
