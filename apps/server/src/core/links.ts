/** Web addresses people type (a resource's link, a lesson's video): defined once, here (D-109). */

/** An address typed without a scheme is taken as https; only http and https are links. */
export function normaliseLink(raw: string): string | null {
  const text = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.toString();
  } catch {
    return null;
  }
}
