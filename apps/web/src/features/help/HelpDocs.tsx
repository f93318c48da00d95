import { lazy, Suspense } from 'react';
import { closeHelpDocs, useHelpDocsState } from './helpDocsStore';

// The modal (search, article view, markdown) loads on the first open: it is not part of the signed-in shell's first load (issue 12 budget).
const HelpDocsModal = lazy(() => import('./HelpDocsModal').then((m) => ({ default: m.HelpDocsModal })));

/** Mounted once in the signed-in chrome; opened with openHelpDocs() from the account menu or the quick search. */
export function HelpDocs() {
  const state = useHelpDocsState();
  // Never opened yet: nothing to fetch. Once opened it stays mounted, so closing animates as before.
  if (state.session === 0) return null;
  return (
    <Suspense fallback={null}>
      <HelpDocsModal key={state.session} opened={state.opened} onClose={closeHelpDocs} initialQuery={state.query} initialSlug={state.slug} />
    </Suspense>
  );
}
