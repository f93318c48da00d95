/** Pure tenant-choice rule of the contract: the host picks the tenant; a claimed tenant must agree with it. */
import { SLUG_PATTERN, tenantFromHost } from '@hatchery/domain';

export interface TenantRuleOptions {
  defaultTenant: string;
  apiHosts: readonly string[];
}

/**
 * Returns the slug to look up, or null when the request names no acceptable tenant.
 * `claimed` is the x-incubator header, body `incubator` or websocket `incubator` param.
 */
export function chooseTenantSlug(host: string | undefined, claimed: string | undefined, options: TenantRuleOptions): string | null {
  const fromHost = tenantFromHost(host, { defaultTenant: options.defaultTenant, apiHosts: options.apiHosts });
  const claim = claimed?.trim().toLowerCase() || undefined;
  const slug = fromHost.kind === 'apiHost' ? claim : claim !== undefined && claim !== fromHost.slug ? null : fromHost.slug;
  return slug && SLUG_PATTERN.test(slug) ? slug : null;
}
