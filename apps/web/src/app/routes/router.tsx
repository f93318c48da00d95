import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../layout/PageLoader';
import { registerNavigator } from '../../lib/navigation';
import { RouteErrorScreen } from '../errors/ErrorBoundary';
import { RootLayout } from '../layout/RootLayout';
import { GuardedRoute, RedirectRoute } from './GuardedRoute';
import { ROUTE_TABLE, usesAppLayout } from './routeTable';
import type { RouteEntry } from './types';

// The layout (AppShell, menus, GraphQL client) is its own chunk: the /login page does not load it.
const AuthenticatedLayout = lazy(() =>
  import('../layout/AuthenticatedLayout').then((m) => ({ default: m.AuthenticatedLayout })),
);

function LayoutRoute() {
  return (
    <Suspense fallback={<PageLoader fullScreen />}>
      <AuthenticatedLayout />
    </Suspense>
  );
}

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    element: entry.redirect ? <RedirectRoute entry={entry} /> : <GuardedRoute entry={entry} />,
  };
}

export function buildRoutes(table: readonly RouteEntry[] = ROUTE_TABLE): RouteObject[] {
  const inLayout = table.filter((e) => !e.redirect && usesAppLayout(e));
  const bare = table.filter((e) => e.redirect || !usesAppLayout(e));
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        { element: <LayoutRoute />, children: inLayout.map(toRoute) },
        ...bare.map(toRoute),
      ],
    },
  ];
}

let appRouter: ReturnType<typeof createBrowserRouter> | null = null;

/** One router per page load, created once (it survives provider re-renders such as sign-in). */
export function createAppRouter() {
  if (appRouter) return appRouter;
  const router = createBrowserRouter(buildRoutes());
  appRouter = router;
  registerNavigator((to, options) => {
    void router.navigate(to, { replace: options?.replace, state: options?.state });
  });
  return router;
}
