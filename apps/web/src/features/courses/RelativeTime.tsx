import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '../../lib/dates/dayjsLocale';
import { formatFull, formatRelative } from '../notifications';

/** "5 minutes ago" in the reader's language, with the full date and time on hover. */
export function RelativeTime({ at, now }: { at: string; now: number }) {
  const { i18n } = useTranslation('courses');
  const timeLocale = useDayjsLocale(i18n.language);
  return (
    <Tooltip label={formatFull(at, i18n.language)} withArrow>
      <time dateTime={at}>{formatRelative(at, now, timeLocale)}</time>
    </Tooltip>
  );
}
