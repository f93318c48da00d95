import { useTranslation } from 'react-i18next';
import { formatFull } from '../notifications';

/**
 * A moment as the reader writes dates (their language's date and time), machine-readable for assistive tools; `words`
 * puts it in a sentence of the reader's language ("Sent {{date}}"), whose word order is the translation's.
 */
export function EmailDate({ at, words }: { at: string; words?: (date: string) => string }) {
  const { i18n } = useTranslation('emails');
  const date = formatFull(at, i18n.language);
  return <time dateTime={at}>{words ? words(date) : date}</time>;
}
