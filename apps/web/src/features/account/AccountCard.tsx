import { Anchor, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logoFor } from '../../app/incubator/branding';
import { useTenant } from '../../app/incubator/TenantContext';

interface AccountCardProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  testId: string;
  /** Show "Back to log in" under the card. */
  backToLogin?: boolean;
}

/** The shared frame of the account pages: the tenant's logo, a title and a card. */
export function AccountCard({ title, subtitle, children, testId, backToLogin = false }: AccountCardProps) {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const logo = incubator ? logoFor(incubator, 'NORMAL') : null;
  return (
    <Center mih="100vh" p="md" data-testid={testId}>
      <Stack w="100%" maw={460} gap="lg">
        {logo ? (
          <Center>
            <img src={logo} alt={incubator?.name ?? ''} style={{ maxHeight: 48, maxWidth: 200 }} />
          </Center>
        ) : null}
        <div>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" ta="center" mt={6}>
              {subtitle}
            </Text>
          ) : null}
        </div>
        {children ? (
          <Paper withBorder shadow="sm" p="xl" radius="md">
            {children}
          </Paper>
        ) : null}
        {backToLogin ? (
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm" data-testid="back-to-login">
              {t('account.backToLogin')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Center>
  );
}
