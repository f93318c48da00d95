export { HelpDocs } from './HelpDocs';
export { closeHelpDocs, openHelpDocs, useHelpDocsState } from './helpDocsStore';
export { MarkdownPreview } from './MarkdownPreview';
