/**
 * Custom domains (D-53, D-84): how a typed domain is normalised, which hosts belong to the slug rule and so can never
 * be a custom domain, and where a tenant proves it controls a domain. Pure so the server and the web form agree.
 */

/** The file the tenant serves over HTTP, containing only the verification token. */
export const DOMAIN_VERIFICATION_PATH = '/.well-known/hatchery-domain-verification';
/** The DNS name prefix of the TXT record that may hold the token instead: `_hatchery-challenge.<domain>`. */
export const DOMAIN_CHALLENGE_LABEL = '_hatchery-challenge';

export const CUSTOM_DOMAIN_STATUSES = ['NONE', 'PENDING', 'VERIFIED'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/**
 * A DNS host name of at least two labels, each 1–63 of a–z, 0–9 and inner hyphens; the last label is letters, or
 * the punycode form (xn--…) of an internationalised top-level domain.
 */
export const HOSTNAME_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Converts a Unicode domain to its ASCII (punycode) form; '' when it cannot. Node's url.domainToASCII fits. */
export type ToAscii = (domain: string) => string;

/** The WHATWG URL constructor of the runtime (browser or Node); the package is built without DOM or Node types. */
const WebUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

/** The URL parser's IDN conversion (UTS #46, as url.domainToASCII does) — for runtimes without node:url. */
export const urlToAscii: ToAscii = (domain) => {
  try {
    return new WebUrl(`http://${domain}`).hostname;
  } catch {
    return '';
  }
};

/**
 * A typed domain in its one stored form — trimmed, lower case, without a port or a trailing dot, IDN in punycode —
 * or null when it is not a host name (a scheme, path, user, IP address or one-label name is refused, not cut off).
 */
export function normaliseCustomDomain(value: string, toAscii: ToAscii = urlToAscii): string | null {
  let host = value.trim().toLowerCase();
  // A port says nothing about which tenant a host is: drop it (`app.example.org:443`).
  host = host.replace(/:\d{1,5}$/, '');
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host === '' || /[\s/\\?#@:[\]%]/.test(host)) return null;
  // eslint-disable-next-line no-control-regex -- ASCII test: only non-ASCII input needs the IDN conversion.
  const ascii = /^[\x00-\x7f]*$/.test(host) ? host : toAscii(host).toLowerCase();
  return HOSTNAME_PATTERN.test(ascii) ? ascii : null;
}

/** A request's Host header as a comparable host name: lower case, no port, no trailing dot. */
export function normaliseRequestHost(rawHost: string | undefined): string {
  let host = (rawHost ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  if (colon !== -1) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

export interface SlugSpaceOptions {
  /** PUBLIC_URL's host name (no port): `<slug>.<baseHost>` is every tenant's own address. */
  baseHost: string;
  /** API_HOSTS: hosts on which the tenant comes from a header. */
  apiHosts: readonly string[];
}

const IPV4 = /^\d+(\.\d+){3}$/;

function isAtOrUnder(host: string, parent: string): boolean {
  return parent !== '' && (host === parent || host.endsWith(`.${parent}`));
}

/**
 * True when the slug rule (tenancy.ts) owns the host: the base host and any name under it, localhost and
 * `*.localhost`, IP addresses, and the API hosts and names under them. Such a host is never a custom domain, and
 * the custom-domain lookup is never asked about it — so a custom domain cannot shadow a tenant's own address.
 */
export function isSlugSpaceHost(host: string, options: SlugSpaceOptions): boolean {
  const name = normaliseRequestHost(host);
  if (name === '' || !name.includes('.') || name.startsWith('[') || name.includes(':') || IPV4.test(name)) return true;
  if (isAtOrUnder(name, 'localhost')) return true;
  if (isAtOrUnder(name, normaliseRequestHost(options.baseHost))) return true;
  return options.apiHosts.some((apiHost) => isAtOrUnder(name, normaliseRequestHost(apiHost)));
}

/** Where the token must be served (over plain HTTP: the domain may not have a certificate yet). */
export function domainVerificationUrl(domain: string): string {
  return `http://${domain}${DOMAIN_VERIFICATION_PATH}`;
}

/** The DNS name of the TXT record that may hold the token. */
export function domainChallengeName(domain: string): string {
  return `${DOMAIN_CHALLENGE_LABEL}.${domain}`;
}
