/**
 * Whether what someone typed is a web address the server will take (http or https, a host with a dot or localhost).
 * One typed without a scheme is taken as https, as the server's normaliseLink does.
 */
export function looksLikeWebAddress(value: string): boolean {
  const text = value.trim();
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}
