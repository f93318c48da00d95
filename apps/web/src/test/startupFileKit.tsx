/** Test support for the startup file tabs of every feature (used by *.test.tsx only): the file summary they render in. */
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createTestClient, renderWithClient, type OperationHandler } from './testClient';

export const STARTUP_ID = '22222222-2222-4222-8222-222222222222';

export function summary(extra: Record<string, unknown> = {}) {
  return {
    data: {
      startupFile: {
        __typename: 'StartupFileSummary',
        startup: { __typename: 'Startup', _id: STARTUP_ID, name: 'Orbital Labs' },
        viewerCanEdit: true,
        documentsAvailable: true,
        milestonesAvailable: true,
        ...extra,
      },
    },
  };
}

/** Renders `page` at /startup/<id>/file/<tab> with the given operation handlers (the summary answered by default). */
export function renderTab(tab: string, page: ReactElement, handlers: Record<string, OperationHandler>) {
  const kit = createTestClient({ StartupFileSummary: () => summary(), ...handlers });
  void renderWithClient(
    <MemoryRouter initialEntries={[`/startup/${STARTUP_ID}/file/${tab}`]}>
      <Routes>
        <Route path={`/startup/:id/file/${tab}`} element={page} />
      </Routes>
    </MemoryRouter>,
    kit.client,
  );
  return kit;
}
