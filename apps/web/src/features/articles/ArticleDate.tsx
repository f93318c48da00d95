import { useTranslation } from 'react-i18next';
import { formatFull } from '../notifications';

/** A moment as the reader writes dates, machine-readable; `words` puts it in a sentence of the reader's language. */
export function ArticleDate({ at, words }: { at: string; words?: (date: string) => string }) {
  const { i18n } = useTranslation('articles');
  const date = formatFull(at, i18n.language);
  return <time dateTime={at}>{words ? words(date) : date}</time>;
}
