import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../../../app/incubator/useSupportEmail';
import type { AccountDeletionBlock } from './documents';

/** Why the account cannot be deleted here, and what to do instead; no form is shown with it. */
export function DeletionBlocked({ reason }: { reason: AccountDeletionBlock }) {
  const { t } = useTranslation('accountDeletion');
  const supportEmail = useSupportEmail();
  return (
    <Alert color="orange" variant="light" icon={<IconLock size={18} />} title={t('blocked.title')} data-testid="account-deletion-blocked" data-reason={reason}>
      <Stack gap="xs" align="flex-start">
        {reason === 'ORGANISATION_SETTING' ? (
          <>
            <Text size="sm">{t('blocked.organisationSetting')}</Text>
            <Anchor href={`mailto:${supportEmail}`} size="sm" dir="ltr" data-testid="account-deletion-support">
              {supportEmail}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm">{t('blocked.lastAdministrator')}</Text>
            <Anchor component={Link} to="/admin/configuration/users" size="sm" data-testid="account-deletion-users">
              {t('blocked.users')}
            </Anchor>
          </>
        )}
      </Stack>
    </Alert>
  );
}
