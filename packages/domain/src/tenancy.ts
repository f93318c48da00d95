/** Tenant resolution from the host (D1 §1, §7.1). Pure so both ends agree. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface TenantHostOptions {
  defaultTenant: string;
  /** Hosts (without port) on which the API runs apart from the app; the tenant comes from a header there. */
  apiHosts?: readonly string[];
}

export type HostTenant =
  | { kind: 'tenant'; slug: string }
  | { kind: 'default'; slug: string }
  | { kind: 'apiHost' };

/** The host name without its port (`demo.localhost:3000` → `demo.localhost`; IPv6 keeps its brackets). */
export function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const i = host.lastIndexOf(':');
  return i === -1 ? host : host.slice(0, i);
}

/**
 * `demo.localhost:3000` → demo; `localhost`, an IP or a one-label host → the default tenant;
 * `demo.api.example.com` → demo (the api sub-domain of GAP-29); a configured API host → apiHost.
 */
export function tenantFromHost(rawHost: string | undefined, options: TenantHostOptions): HostTenant {
  const host = stripPort((rawHost ?? '').trim().toLowerCase());
  if (options.apiHosts?.includes(host)) return { kind: 'apiHost' };
  if (host === '' || host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return { kind: 'default', slug: options.defaultTenant };
  const labels = host.split('.');
  if (labels.length < 2) return { kind: 'default', slug: options.defaultTenant };
  const first = labels[0] ?? '';
  if (first === 'api' || first === 'www') return { kind: 'default', slug: options.defaultTenant };
  return { kind: 'tenant', slug: first };
}
