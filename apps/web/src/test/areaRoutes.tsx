/** An area's routes for its page tests (used by *.test.tsx only): the page under test at its own route, stand-ins elsewhere. */
import type { ReactElement } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { createTestClient, renderWithRouter, type OperationHandler } from './testClient';

/** Shows where the router is, for the tests that follow a navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * The area's `paths` as the route table has them: `ui` at the one `route` matches, a stand-in page at the others (the
 * page under test must not also mount where a test navigates to), with the location probe beside them.
 */
export function renderAreaRoutes(ui: ReactElement, route: string, paths: readonly string[], handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  const own = paths.find((path) => matchPath(path, route));
  void renderWithRouter(
    <>
      <Routes>
        {paths.map((path) => (
          <Route key={path} path={path} element={path === own ? ui : <p data-testid="other-page">{path}</p>} />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    kit.client,
    route,
  );
  return kit;
}
