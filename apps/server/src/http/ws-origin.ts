/**
 * Cross-site websocket hijacking guard: a browser always sends Origin on a websocket upgrade, and cookies or not,
 * a page of another site must not open our socket. Allowed: the same host as the request's Host; on a tenant's
 * api sub-domain (`demo.api.example.com`, GAP-29) the tenant's app host (`demo.example.com`); on an API_HOSTS host,
 * a tenant host of the same parent domain, whose tenant must then be the one the connection names.
 * No Origin at all = not a browser (server-side clients, tests): allowed, the token still decides.
 */
import { tenantFromHost } from '@hatchery/domain';
import type { IncomingHttpHeaders } from 'node:http';

export type OriginCheck = { allowed: true; tenant: string | null } | { allowed: false; reason: string };

export interface OriginRuleOptions {
  defaultTenant: string;
  apiHosts: readonly string[];
}

function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const i = host.lastIndexOf(':');
  return i === -1 ? host : host.slice(0, i);
}

function parentDomain(hostname: string): string {
  const i = hostname.indexOf('.');
  return i === -1 ? '' : hostname.slice(i + 1);
}

export function checkWebsocketOrigin(headers: IncomingHttpHeaders, options: OriginRuleOptions): OriginCheck {
  const originHeader = headers.origin;
  if (originHeader === undefined) return { allowed: true, tenant: null };
  const host = (headers.host ?? '').trim().toLowerCase();
  let origin: URL;
  try {
    origin = new URL(originHeader);
  } catch {
    return { allowed: false, reason: 'unparsable Origin' };
  }
  if (!['http:', 'https:'].includes(origin.protocol) || host === '') return { allowed: false, reason: 'bad Origin or Host' };
  const originHost = origin.host.toLowerCase();
  if (originHost === host) return { allowed: true, tenant: null };

  const hostname = hostnameOf(host);
  const originHostname = origin.hostname.toLowerCase();
  const labels = hostname.split('.');
  // demo.api.example.com ← demo.example.com
  if (labels.length >= 3 && labels[1] === 'api' && originHostname === [labels[0], ...labels.slice(2)].join('.')) {
    return { allowed: true, tenant: labels[0] ?? null };
  }
  // API host serving every tenant: the page must be a tenant host under the same parent domain.
  if (options.apiHosts.includes(hostname) && parentDomain(originHostname) !== '' && parentDomain(originHostname) === parentDomain(hostname)) {
    const fromOrigin = tenantFromHost(originHostname, { defaultTenant: options.defaultTenant, apiHosts: options.apiHosts });
    if (fromOrigin.kind === 'tenant') return { allowed: true, tenant: fromOrigin.slug };
  }
  return { allowed: false, reason: `Origin ${originHost} does not match host ${host}` };
}
