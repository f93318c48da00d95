import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { navigateTo } from '../../lib/navigation';
import { documentMeta } from './branding';
import { fetchPublicIncubator } from './fetchPublicIncubator';
import type { PublicIncubator } from './queries';

interface TenantState {
  incubator: PublicIncubator | null;
  loading: boolean;
}

interface TenantContextValue extends TenantState {
  /** Fetches the branding and flags again (after incubatorUpdated): no reload, the current value stays meanwhile. */
  refresh: () => Promise<void>;
}

const TenantContext = createContext<TenantContextValue>({ incubator: null, loading: true, refresh: () => Promise.resolve() });

function setMetaDescription(content: string | null): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content ?? '';
}

export function TenantProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState<TenantState>({ incubator: null, loading: true });
  const refresh = useCallback(async () => {
    const result = await fetchPublicIncubator();
    if (result.kind === 'ok') setValue({ incubator: result.incubator, loading: false });
  }, []);

  useEffect(() => {
    let cancelled = false;
    void fetchPublicIncubator().then((result) => {
      if (cancelled) return;
      setValue({ incubator: result.kind === 'ok' ? result.incubator : null, loading: false });
      // TEN-02, ERR-03: an unknown tenant ends on /incubator-not-found.
      if (result.kind === 'unknownTenant' && window.location.pathname !== '/incubator-not-found') {
        navigateTo('/incubator-not-found', { replace: true });
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!value.incubator) return;
    const meta = documentMeta(value.incubator);
    document.title = meta.title;
    setMetaDescription(meta.description);
  }, [value.incubator]);

  const context = useMemo(() => ({ ...value, refresh }), [value, refresh]);
  return <TenantContext.Provider value={context}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantContextValue {
  return useContext(TenantContext);
}
