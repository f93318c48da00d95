import { useTenant } from './TenantContext';

/** The zone when the browser knows it, else undefined (Intl throws a RangeError on an unknown zone). */
export function usableTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The incubator's time zone, for the days it sets (a feedback request's due day, a metric form's month): the server
 * reads such a day in this zone, so the web writes it back in the same one. Undefined (the browser's zone) until the
 * tenant has loaded or when the zone is unknown to the browser.
 */
export function useTenantTimeZone(): string | undefined {
  return usableTimeZone(useTenant().incubator?.timezone);
}
