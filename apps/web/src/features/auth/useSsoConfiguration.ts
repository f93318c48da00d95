import { useEffect, useState } from 'react';
import { fetchSsoConfiguration, type SsoConfiguration } from './sso';

/** undefined while loading; null when unknown (the form is the fallback). */
export function useSsoConfiguration(): SsoConfiguration | null | undefined {
  const [sso, setSso] = useState<SsoConfiguration | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    void fetchSsoConfiguration().then((value) => {
      if (!cancelled) setSso(value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return sso;
}
