import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EMAILS_MANAGEMENT_PATH } from './paths';

/** "Emails › subject": the way back to the list, the last step the current email. */
export function EmailCrumbs({ current }: { current: string }) {
  const { t } = useTranslation('emails');
  return (
    <Breadcrumbs separator="›" aria-label={t('breadcrumbs')} styles={{ breadcrumb: { minWidth: 0, overflowWrap: 'anywhere' } }}>
      <Anchor component={Link} to={EMAILS_MANAGEMENT_PATH} size="sm">
        {t('area.title')}
      </Anchor>
      <Text size="sm" c="dimmed" aria-current="page" dir="auto">
        {current}
      </Text>
    </Breadcrumbs>
  );
}
