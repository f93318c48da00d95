import { supportAddress } from '../../lib/config';
import { useTenant } from './TenantContext';

/** The support address to show (GAP-24): the tenant's own, else the configured product address. */
export function useSupportEmail(): string {
  const { incubator } = useTenant();
  return supportAddress(incubator?.supportEmail);
}
