import { lazy, Suspense } from 'react';
import { useViewer, type Viewer } from '../../app/viewer/ViewerContext';

const MetricsPromptHost = lazy(() => import('./MetricsPromptHost'));

/**
 * MET-01: only a Cofounder is prompted; GAP-36: for the viewer's first startup. Null when neither applies, so the
 * prompt's code is fetched only for cofounders.
 */
export function promptStartupOf(viewer: Viewer): string | null {
  if (viewer.status !== 'authenticated' || !viewer.roles.includes('Cofounder')) return null;
  return viewer.user.startups[0]?._id ?? null;
}

/** The metrics prompt, mounted once in the signed-in chrome (D2 §2.1). */
export function MetricsPrompt() {
  const startupId = promptStartupOf(useViewer());
  if (!startupId) return null;
  return (
    <Suspense fallback={null}>
      <MetricsPromptHost key={startupId} startupId={startupId} />
    </Suspense>
  );
}
