import { StartupFileTab } from '../startup-file';
import { CustomFieldValuesPanel } from './CustomFieldValuesPanel';

/** /startup/:id/file/custom-fields: the startup's custom fields as the viewer may see them, edited in place. */
export function StartupCustomFieldsPage() {
  return <StartupFileTab testId="startup-custom-fields-page">{(summary) => <CustomFieldValuesPanel target="startup" recordId={summary.startup._id} />}</StartupFileTab>;
}
