/**
 * The weekly editor's model (issue 17 item 1): the host's rules as editable intervals per REF-27 weekday, in the
 * host's own zone, checked here by the same rules the server applies (docs/contract-coaching.md §1.1) so a wrong
 * interval is named at once; the server's "rules.N.field: text" answers land on the same interval.
 */
import { COACHING_MESSAGES, WEEKDAY_CODES, type CoachingMessageKey, type WeekdayCode } from '@hatchery/domain';

export interface IntervalDraft {
  key: string;
  weekday: WeekdayCode;
  /** "HH:MM" as the time input gives it; an end of "00:00" is midnight at the end of the day (24:00). */
  start: string;
  end: string;
  /** YYYY-MM-DD or '' (always). */
  validFrom: string;
  validUntil: string;
}

export interface RuleInput {
  weekday: WeekdayCode;
  startMinute: number;
  endMinute: number;
  validFrom: string | null;
  validUntil: string | null;
}

export type IntervalField = 'start' | 'end' | 'validUntil';
/** The first problem of each interval, by draft key: which input it belongs to and the message key. */
export type IntervalErrors = Record<string, { field: IntervalField; message: CoachingMessageKey }>;

const DAY_MINUTES = 1440;
let counter = 0;
const nextKey = (): string => `i${++counter}`;

export function clockOf(minute: number): string {
  const m = minute % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes of the day of "HH:MM" (null when unreadable); an end of 00:00 reads as 24:00. */
export function minuteOf(clock: string, asEnd = false): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return asEnd && minute === 0 ? DAY_MINUTES : minute;
}

const weekdayOrder = (code: WeekdayCode): number => WEEKDAY_CODES.indexOf(code);

export function sortDrafts(drafts: IntervalDraft[]): IntervalDraft[] {
  return [...drafts].sort((a, b) => weekdayOrder(a.weekday) - weekdayOrder(b.weekday) || a.start.localeCompare(b.start));
}

export function draftsFromRules(rules: readonly RuleInput[]): IntervalDraft[] {
  return sortDrafts(
    rules.map((rule) => ({
      key: nextKey(),
      weekday: rule.weekday,
      start: clockOf(rule.startMinute),
      end: clockOf(rule.endMinute),
      validFrom: rule.validFrom ?? '',
      validUntil: rule.validUntil ?? '',
    })),
  );
}

/** A new interval on the weekday: after the day's last one (an hour), else 09:00–12:00 (within REF-07 hours). */
export function newInterval(weekday: WeekdayCode, drafts: readonly IntervalDraft[]): IntervalDraft {
  const ends = drafts.filter((d) => d.weekday === weekday).map((d) => minuteOf(d.end, true)).filter((m): m is number => m !== null);
  const last = ends.length ? Math.max(...ends) : null;
  const start = last !== null && last + 60 <= DAY_MINUTES ? last : 540;
  const end = last !== null && last + 60 <= DAY_MINUTES ? last + 60 : 720;
  return { key: nextKey(), weekday, start: clockOf(start), end: clockOf(end), validFrom: '', validUntil: '' };
}

/** The drafts as the API takes them, in draft order, or the first problem of each wrong interval. */
export function rulesFromDrafts(drafts: readonly IntervalDraft[]): { rules: RuleInput[]; errors: IntervalErrors } {
  const errors: IntervalErrors = {};
  const rules: RuleInput[] = [];
  drafts.forEach((draft) => {
    const startMinute = minuteOf(draft.start);
    const endMinute = minuteOf(draft.end, true);
    if (startMinute === null || startMinute % 5 !== 0) errors[draft.key] = { field: 'start', message: 'minuteRange' };
    else if (endMinute === null || endMinute % 5 !== 0) errors[draft.key] = { field: 'end', message: 'minuteRange' };
    else if (endMinute <= startMinute) errors[draft.key] = { field: 'end', message: 'endBeforeStart' };
    else if (draft.validFrom && draft.validUntil && draft.validUntil < draft.validFrom) errors[draft.key] = { field: 'validUntil', message: 'validRange' };
    rules.push({ weekday: draft.weekday, startMinute: startMinute ?? 0, endMinute: endMinute ?? 0, validFrom: draft.validFrom || null, validUntil: draft.validUntil || null });
  });
  // Overlaps within one weekday whose dates meet (the server refuses them the same way: the later one is named).
  rules.forEach((a, i) => {
    const key = drafts[i]!.key;
    if (errors[key]) return;
    const clash = rules.some((b, j) => {
      if (j >= i || errors[drafts[j]!.key] || a.weekday !== b.weekday) return false;
      const hoursMeet = a.startMinute < b.endMinute && b.startMinute < a.endMinute;
      const datesMeet = (a.validFrom ?? '0000') <= (b.validUntil ?? '9999') && (b.validFrom ?? '0000') <= (a.validUntil ?? '9999');
      return hoursMeet && datesMeet;
    });
    if (clash) errors[key] = { field: 'start', message: 'rulesOverlap' };
  });
  return { rules, errors };
}

const MESSAGE_KEYS = new Map<string, CoachingMessageKey>(Object.entries(COACHING_MESSAGES).map(([key, text]) => [text, key as CoachingMessageKey]));

/** The message key of a server text (COACHING_MESSAGES), if it is one. */
export function coachingMessageKey(text: string): CoachingMessageKey | null {
  return MESSAGE_KEYS.get(text.trim()) ?? null;
}

const FIELD_OF: Record<string, IntervalField> = { startMinute: 'start', endMinute: 'end', validFrom: 'validUntil', validUntil: 'validUntil', weekday: 'start' };

/** The server's "rules.N.field: text" as an error on the Nth draft sent; null when the answer is about something else. */
export function intervalErrorFromServer(message: string, drafts: readonly IntervalDraft[]): IntervalErrors | null {
  const match = /^rules\.(\d+)\.(\w+): (.+)$/.exec(message.trim());
  if (!match) return null;
  const draft = drafts[Number(match[1])];
  const key = coachingMessageKey(match[3]!);
  if (!draft || !key) return null;
  return { [draft.key]: { field: FIELD_OF[match[2]!] ?? 'start', message: key } };
}
