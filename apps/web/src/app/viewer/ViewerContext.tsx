import type { RoleType } from '@hatchery/domain';
import { createContext, lazy, Suspense, useCallback, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { tokenStore } from '../../lib/storage/tokenStore';
import type { CurrentUserResult } from './CurrentUserLoader';
import type { CurrentUser } from './queries';
import { isRoleType } from './roles';

export type Viewer =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'authenticated'; user: CurrentUser; roles: RoleType[] };

const ViewerContext = createContext<Viewer>({ status: 'loading' });
const CurrentUserLoader = lazy(() => import('./CurrentUserLoader'));

export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

export function viewerFrom(token: string | null, result: CurrentUserResult | undefined): Viewer {
  if (!token) return { status: 'anonymous' };
  if (!result || result.kind === 'loading') return { status: 'loading' };
  if (result.kind === 'error') return { status: 'anonymous' };
  return { status: 'authenticated', user: result.user, roles: result.user.role.type.filter(isRoleType) };
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const token = useToken();
  const [result, setResult] = useState<{ token: string; value: CurrentUserResult } | null>(null);
  const onResult = useCallback((value: CurrentUserResult) => {
    const current = tokenStore.get();
    if (current) setResult({ token: current, value });
  }, []);
  // A result belongs to the token it was fetched with; a new token starts loading again.
  const viewer = viewerFrom(token, result && result.token === token ? result.value : undefined);
  return (
    <ViewerContext.Provider value={viewer}>
      {token ? (
        <Suspense fallback={null}>
          <CurrentUserLoader key={token} onResult={onResult} />
        </Suspense>
      ) : null}
      {children}
    </ViewerContext.Provider>
  );
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}

export function useCurrentUser(): CurrentUser | null {
  const viewer = useViewer();
  return viewer.status === 'authenticated' ? viewer.user : null;
}
