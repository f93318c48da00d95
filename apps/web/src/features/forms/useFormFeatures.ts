import { featureState } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTenant } from '../../app/incubator/TenantContext';
import type { BuilderFeatures } from './builder/BuilderContext';

/** The tenant flags that open parts of the builder: qUserAddRow, qNumericalChoice, questionVisibility. */
export function useFormFeatures(): BuilderFeatures {
  const { incubator } = useTenant();
  const flags = incubator?.featureFlags;
  return useMemo(() => {
    const on = (name: string) => featureState(flags ?? [], name) === 'on';
    return { userAddRow: on('qUserAddRow'), numericalChoice: on('qNumericalChoice'), audiences: on('questionVisibility') };
  }, [flags]);
}
