import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { navigateTo } from '../../lib/navigation';
import { documentMeta } from './branding';
import { fetchPublicIncubator } from './fetchPublicIncubator';
import type { PublicIncubator } from './queries';

interface TenantContextValue {
  incubator: PublicIncubator | null;
  loading: boolean;
}

const TenantContext = createContext<TenantContextValue>({ incubator: null, loading: true });

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
  const [value, setValue] = useState<TenantContextValue>({ incubator: null, loading: true });

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

  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

export function useTenant(): TenantContextValue {
  return useContext(TenantContext);
}
