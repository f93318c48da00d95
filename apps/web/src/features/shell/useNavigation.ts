import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useViewer } from '../../app/viewer/ViewerContext';
import { useTenant } from '../../app/incubator/TenantContext';
import { SIDEBAR_V2, SITEMAP } from './navigationDocuments';
import type { NavigationEntry } from './navigationEntries';

/** Refetches when the tenant's flags change (they arrive live through incubatorUpdated), so locks follow the plan. */
function useFlagsSignature(): string {
  const { incubator } = useTenant();
  return useMemo(
    () => (incubator?.featureFlags ?? []).map((f) => `${f.name}:${String(f.enabled)}:${String(f.activated)}`).join(','),
    [incubator?.featureFlags],
  );
}

function useNavigationQuery<T extends 'sidebarV2' | 'sitemap'>(field: T): NavigationEntry[] | null {
  const viewer = useViewer();
  const signedIn = viewer.status === 'authenticated';
  const document = field === 'sidebarV2' ? SIDEBAR_V2 : SITEMAP;
  // Skipped when signed out: the fields need a viewer.
  const { data, refetch } = useQuery(document, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const flags = useFlagsSignature();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (signedIn) void refetch();
  }, [flags, signedIn, refetch]);
  if (!signedIn || !data) return null;
  return (data as Record<string, NavigationEntry[]>)[field] ?? null;
}

/** The viewer's side-bar entries (CHR-13), or null while loading / signed out. */
export function useSidebarEntries(): NavigationEntry[] | null {
  return useNavigationQuery('sidebarV2');
}

/** The viewer's sitemap (CHR-18), or null while loading / signed out. */
export function useSitemapEntries(): NavigationEntry[] | null {
  return useNavigationQuery('sitemap');
}
