import { DEFAULT_SUPPORT_EMAIL } from '@hatchery/domain';

/** The product's support contact address (D1 §9 {email}), from configuration. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;

/** GAP-24: the tenant's support address when it has one, else the configured product address. */
export function supportAddress(tenantAddress: string | null | undefined, fallback: string = SUPPORT_EMAIL): string {
  const own = tenantAddress?.trim();
  return own ? own : fallback;
}
