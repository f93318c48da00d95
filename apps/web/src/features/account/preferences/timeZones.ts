/** The IANA time zones the browser knows, with their offset now, for the time zone picker. */

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** Whether Intl knows the zone (it throws a RangeError on an unknown one, the server's own test). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone this device is set to (what "use this device's zone" picks). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * "GMT+5:30" for the zone at `now` (offsets move with daylight saving time). Written the same in every language:
 * it is a code read beside the zone's Latin IANA name, and a localised "غرينتش+٥:٣٠" inside that name would not help.
 */
export function offsetLabel(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
}

/**
 * Every zone Intl lists (plus UTC, which Chromium leaves out, and the saved zone when the list lacks it — an alias
 * such as Asia/Calcutta is valid but not listed), labelled "America/New York · GMT-5" so that a city is found by its
 * written name. The label ends with the offset's digits, not a bracket, so it reads the same inside a right-to-left page.
 */
export function timeZoneOptions(now: Date, saved: string | null): TimeZoneOption[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(listed);
  zones.add('UTC');
  if (saved && isTimeZone(saved)) zones.add(saved);
  return [...zones]
    .sort((a, b) => a.localeCompare(b, 'en'))
    .map((zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} · ${offsetLabel(zone, now)}` }));
}

/**
 * Whether a zone's label matches what was typed: every word, in any order, ignoring case. The label writes a city
 * with spaces ("New York"); someone typing the IANA name writes underscores ("new_york"), or just "york".
 */
export function matchesZone(label: string, search: string): boolean {
  const haystack = label.toLowerCase();
  return search
    .toLowerCase()
    .split(/[\s_/]+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
