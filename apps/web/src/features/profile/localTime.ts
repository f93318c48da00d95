/**
 * The time it is now where a person lives ("14:05"), in the reader's language: people of one programme sit in
 * several zones, and a mentor's "I'm free at 5" means theirs. Null when the zone is unknown to this browser.
 */
export function localTimeIn(timeZone: string | null | undefined, now: Date, lang: string): string | null {
  if (!timeZone) return null;
  try {
    return new Intl.DateTimeFormat(lang, { timeZone, hour: 'numeric', minute: '2-digit' }).format(now);
  } catch {
    return null;
  }
}

