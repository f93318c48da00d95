/** Who may call the help operations (D-106): one rule per root field, run before the resolver. */
import { authenticated } from '../permissions/index.js';

export const helpPolicy = {
  helpArticles: authenticated("pages of the viewer's documentation user type"),
  helpArticle: authenticated("pages of the viewer's documentation user type"),
} as const;
