import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import { DeleteAccountForm } from './deletion/DeleteAccountForm';
import { DeletionBlocked } from './deletion/DeletionBlocked';
import { DeletionExplainer } from './deletion/DeletionExplainer';
import { ACCOUNT_DELETION_STATUS, type AccountDeletionBlock } from './deletion/documents';

/**
 * /account/settings/delete (RTE-52, GAP-42): what deleting the account does and what stays; then either the
 * confirmation form or — when the organisation does not allow it (allowUserSelfDelete) or the viewer is its last
 * active administrator — why not and what to do instead, with no form.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation('accountDeletion');
  const errorText = useErrorText();
  const { data, error } = useQuery(ACCOUNT_DELETION_STATUS, { fetchPolicy: 'network-only' });
  // A refusal of the mutation can reveal a block that appeared after the page loaded (e.g. the other admin left).
  const [lateBlock, setLateBlock] = useState<AccountDeletionBlock | null>(null);
  const status = data?.accountDeletion;
  const block = lateBlock ?? (status && !status.allowed ? status.blockedBy : null);

  return (
    <Stack gap="lg" maw={920} data-testid="account-deletion-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:deleteAccount')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <DeletionExplainer />
      {status && data ? (
        block ? (
          <DeletionBlocked reason={block} />
        ) : (
          <DeleteAccountForm confirmWith={status.confirmWith} email={data.currentUser.email ?? ''} onBlocked={setLateBlock} />
        )
      ) : error ? (
        <Alert color="red" role="alert" data-testid="account-deletion-load-error">
          {errorText(error)}
        </Alert>
      ) : (
        <Skeleton height={220} radius="md" />
      )}
    </Stack>
  );
}
