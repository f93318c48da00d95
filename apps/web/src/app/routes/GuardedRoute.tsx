import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useViewer } from '../viewer/ViewerContext';
import { useTenant } from '../incubator/TenantContext';
import { PageLoader } from '../layout/PageLoader';
import { decideGuard, type GuardViewer } from './guards';
import { NotFound, RoutePage } from './RoutePage';
import { resolveRedirect } from './redirects';
import type { RouteEntry } from './types';

const PermissionGate = lazy(() => import('./PermissionGate'));

export function GuardedRoute({ entry }: { entry: RouteEntry }) {
  const viewer = useViewer();
  const { incubator, loading: tenantLoading } = useTenant();
  const location = useLocation();
  const guardViewer: GuardViewer = {
    status: viewer.status,
    roles: viewer.status === 'authenticated' ? viewer.roles : [],
    featureFlags: incubator?.featureFlags ?? [],
  };
  if (entry.featureEnabled && tenantLoading) return <PageLoader />;
  // Cheap checks first; the server permission check (if any) runs only once they pass.
  const decision = decideGuard({ ...entry, permission: undefined }, guardViewer, location);
  switch (decision.kind) {
    case 'wait':
      return <PageLoader />;
    case 'notFound':
      return <NotFound />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'allow':
      if (!entry.permission) return <RoutePage page={entry.page} />;
      return (
        <Suspense fallback={<PageLoader />}>
          <PermissionGate key={location.pathname} permission={entry.permission}>
            <RoutePage page={entry.page} />
          </PermissionGate>
        </Suspense>
      );
  }
}

/** D1 §2.3 redirect routes: the target's own guard applies after the jump. */
export function RedirectRoute({ entry }: { entry: RouteEntry }) {
  const params = useParams();
  const location = useLocation();
  const target = resolveRedirect(entry.redirect ?? '/', params, location.search, entry.keepSearch ?? false);
  return <Navigate to={target} replace />;
}
