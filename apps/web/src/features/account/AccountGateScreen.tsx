import { Anchor, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { logout } from '../../lib/apollo/logout';
import { PageShell } from '../../app/layout/PageShell';
import { useResendConfirmation } from './useResendConfirmation';

/** ACC-01, ACC-03: "You have not confirmed your email yet" with a link that resends the confirmation mail. */
export function AccountGate() {
  const { t } = useTranslation();
  const { resend, sending } = useResendConfirmation();
  return (
    <PageShell onLogout={() => void logout()}>
      <Center style={{ flex: 1 }} p="md">
        <Paper withBorder shadow="md" p="xl" radius="lg" maw={520} w="100%" data-testid="account-gate">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" variant="light" color="yellow">
              <IconMailExclamation size={34} stroke={1.5} />
            </ThemeIcon>
            <Title order={1} size="h3">
              {t('account.gate.title')}
            </Title>
            <Text c="dimmed">{t('account.gate.body')}</Text>
            <Anchor
              component="button"
              type="button"
              onClick={() => void resend()}
              disabled={sending}
              fw={600}
              data-testid="account-gate-resend"
            >
              {t('account.gate.resend')}
            </Anchor>
          </Stack>
        </Paper>
      </Center>
    </PageShell>
  );
}

export default function AccountGateScreen() {
  return (
    <ApolloBoundary>
      <AccountGate />
    </ApolloBoundary>
  );
}
