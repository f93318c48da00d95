/**
 * A tenant's own origins (D-84): where its pages are served, so where a browser may call its API from with
 * credentials (CORS). Built from the configuration and the tenant row, never from the request's Host header.
 */
import type { SlugSpaceOptions } from '@hatchery/domain';
import type { AppConfig } from '../config.js';
import type { Incubator } from '../db/schema/index.js';

const slugSpaces = new WeakMap<object, SlugSpaceOptions>();

/** The hosts the slug rule owns under this configuration (PUBLIC_URL's host, API_HOSTS); parsed once per config. */
export function slugSpaceOf(config: Pick<AppConfig, 'publicUrl' | 'apiHosts'>): SlugSpaceOptions {
  let space = slugSpaces.get(config);
  if (!space) {
    space = { baseHost: new URL(config.publicUrl).hostname, apiHosts: config.apiHosts };
    slugSpaces.set(config, space);
  }
  return space;
}

/**
 * The tenant's own origin, the base of links in mail (e.g. /reset/<token>): its custom domain when it has one — the
 * column only ever holds a verified domain — else its slug in front of PUBLIC_URL's host. Never the request's Host
 * header (which a client can spoof).
 */
export function tenantOrigin(publicUrl: string, incubator: Pick<Incubator, 'slug' | 'customDomain'>): string {
  const base = new URL(publicUrl);
  if (incubator.customDomain) return `${base.protocol}//${incubator.customDomain}`;
  return `${base.protocol}//${incubator.slug}.${base.host}`;
}

type OriginConfig = Pick<AppConfig, 'publicUrl' | 'apiHosts' | 'defaultTenant' | 'isProduction'>;

/** Origins of the configured API hosts, with and without PUBLIC_URL's port (they may be served apart from it). */
export function apiHostOrigins(config: OriginConfig): string[] {
  const base = new URL(config.publicUrl);
  return config.apiHosts.flatMap((host) => [`${base.protocol}//${host}`, ...(base.port ? [`${base.protocol}//${host}:${base.port}`] : [])]);
}

/**
 * The exact Origin values of the tenant: its slug host under PUBLIC_URL, its verified custom domain, PUBLIC_URL itself
 * for the default tenant (the bare host serves it), and the API hosts.
 */
export function tenantOrigins(config: OriginConfig, incubator: Pick<Incubator, 'slug' | 'customDomain'>): string[] {
  const base = new URL(config.publicUrl);
  const origins = [`${base.protocol}//${incubator.slug}.${base.host}`, ...apiHostOrigins(config)];
  if (incubator.customDomain) origins.push(`${base.protocol}//${incubator.customDomain}`);
  if (incubator.slug === config.defaultTenant) origins.push(base.origin);
  return origins;
}

/**
 * Outside production the app is also opened at http://<slug>.localhost:<port> — the server's port or Vite's — whatever
 * PUBLIC_URL says; those count as the tenant's too.
 */
function isDevelopmentOrigin(config: OriginConfig, incubator: Pick<Incubator, 'slug'>, origin: string): boolean {
  if (config.isProduction) return false;
  const match = /^http:\/\/([a-z0-9.-]+)(?::\d{1,5})?$/.exec(origin);
  if (!match) return false;
  const host = match[1];
  return host === `${incubator.slug}.localhost` || (incubator.slug === config.defaultTenant && host === 'localhost');
}

/** True when `origin` (the request's Origin header, compared exactly as browsers serialise it) is the tenant's own. */
export function isTenantOrigin(config: OriginConfig, incubator: Pick<Incubator, 'slug' | 'customDomain'>, origin: string): boolean {
  return tenantOrigins(config, incubator).includes(origin) || isDevelopmentOrigin(config, incubator, origin);
}
