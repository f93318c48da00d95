import { closeHelpDocs, useHelpDocsState } from './helpDocsStore';
import { HelpDocsModal } from './HelpDocsModal';

/** Mounted once in the signed-in chrome; opened with openHelpDocs() from the account menu or the quick search. */
export function HelpDocs() {
  const state = useHelpDocsState();
  return <HelpDocsModal key={state.session} opened={state.opened} onClose={closeHelpDocs} initialQuery={state.query} initialSlug={state.slug} />;
}
