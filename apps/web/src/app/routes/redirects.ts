/** Fills a redirect template (`/application/:id/activities`) from the matched params (D1 §2.3). */
export function resolveRedirect(
  template: string,
  params: Readonly<Record<string, string | undefined>>,
  search: string,
  keepSearch: boolean,
): string {
  const filled = template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  if (!keepSearch || !search || search === '?') return filled;
  const extra = search.startsWith('?') ? search.slice(1) : search;
  return filled.includes('?') ? `${filled}&${extra}` : `${filled}?${extra}`;
}
