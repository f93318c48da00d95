import { Suspense, type ReactNode } from 'react';
import { lazyPage } from '../errors/chunkReload';
import { PageLoader } from '../layout/PageLoader';
import { builtPage } from './pageRegistry';
import type { RouteEntry } from './types';

const PlaceholderPage = lazyPage<{ page: string; inFrame?: boolean }>(() => import('./PlaceholderPage'));
/** The frame every startup-file tab renders in (issue 14 item 9): name, logo, programs and the tab strip. */
const StartupFileFrame = lazyPage<{ children: ReactNode }>(() => import('../../features/startups/pages').then((m) => ({ default: m.StartupFileFrame })));

/** The startup-file tabs: each renders inside the one frame, built or planned. */
function inStartupFile(page: string): boolean {
  return page.startsWith('startupTab.') || page.startsWith('assessmentTab.');
}

/** The page of a route entry; a planned page (or a redirect entry's, never rendered) shows the placeholder. */
export function RoutePage({ page }: { page: RouteEntry['page'] }) {
  const Built = builtPage(page);
  const framed = inStartupFile(page);
  const content = Built ? <Built /> : <PlaceholderPage page={page} inFrame={framed} />;
  return <Suspense fallback={<PageLoader />}>{framed ? <StartupFileFrame>{content}</StartupFileFrame> : content}</Suspense>;
}

export function NotFound() {
  return <RoutePage page="notFound" />;
}
