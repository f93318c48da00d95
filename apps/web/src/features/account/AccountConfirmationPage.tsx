import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { useToken } from '../../app/viewer/ViewerContext';
import { AccountCard } from './AccountCard';
import { useResendConfirmation } from './useResendConfirmation';

function ResendButton() {
  const { t } = useTranslation();
  const { resend, sending } = useResendConfirmation();
  return (
    <Button variant="light" onClick={() => void resend()} loading={sending} data-testid="account-confirmation-resend">
      {t('account.gate.resend')}
    </Button>
  );
}

/** /account/confirmation (RTE-10): open; "check your email", and a resend button when signed in. */
export function AccountConfirmationPage() {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  return (
    <AccountCard title={t('account.confirmation.title')} testId="account-confirmation-page" backToLogin={!signedIn}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconMail size={30} />
        </ThemeIcon>
        <Text>{t('account.confirmation.body')}</Text>
        {signedIn ? (
          <ApolloBoundary>
            <ResendButton />
          </ApolloBoundary>
        ) : null}
      </Stack>
    </AccountCard>
  );
}
