import { lazy } from 'react';

/**
 * The documentation's Markdown renderer for other features (the article editor's preview, D-586), loaded with them:
 * exporting the renderer itself from this feature's index put it in the signed-in shell's first load, which imports
 * `openHelpDocs` from the same index (D-525, issue 12's transfer budget).
 */
export const MarkdownPreview = lazy(() => import('./MarkdownView').then((m) => ({ default: m.MarkdownView })));
