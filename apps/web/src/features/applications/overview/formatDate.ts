/** A date as the viewer's language writes it ("25 Nov 2026"); '—' when there is none. */
export function formatDate(value: string | null | undefined, language: string, withTime = false): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat(language.replace('_', '-'), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(value));
}
