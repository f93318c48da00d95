import { useTranslation } from 'react-i18next';
import { useRefusalText as useFieldRefusalText, type FieldRefusal } from '../../lib/forms/fieldRefusal';

export { fieldRefusalOf } from '../../lib/forms/fieldRefusal';

/** The emails area's refusals in the reader's words: the shared rules, and "no recipient" its own. */
export function useRefusalText(): (refusal: FieldRefusal, label: string) => string {
  const { t } = useTranslation('emails');
  return useFieldRefusalText({ 'choose at least one recipient': t('send.noRecipient') });
}
