import { TemplateList } from './TemplateList';

/** /emails/templates (D-584): the email templates a new email starts from (name, subject, body). */
export function EmailTemplatesPage() {
  return <TemplateList kind="TEMPLATE" />;
}
