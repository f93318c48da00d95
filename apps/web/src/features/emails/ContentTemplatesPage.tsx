import { TemplateList } from './TemplateList';

/** /emails/content-templates (D-584): the snippets the composer inserts into a body (name, body). */
export function ContentTemplatesPage() {
  return <TemplateList kind="CONTENT" />;
}
