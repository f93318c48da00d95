/** Addresses of the library's pages (D1 §2.3: /resources/section/{id}/* and /resources/internal/{id}). */

/** A readable tail for a section's address; letters of any script are kept, the rest become dashes. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

export function sectionPath(section: { _id: string; title: string }): string {
  const slug = slugOf(section.title);
  return `/resources/section/${section._id}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}

export function pagePath(resource: { _id: string }): string {
  return `/resources/internal/${resource._id}`;
}

/** The host of a link, shown under its title (without "www."). */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
