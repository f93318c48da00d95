import { List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconEraser, IconLogout, IconMail, IconUsersMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Item({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={24} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      <Text size="sm">{children}</Text>
    </List.Item>
  );
}

/** What deleting the account does and what stays, in plain words (the server's account-erasure.ts, told to people). */
export function DeletionExplainer() {
  const { t } = useTranslation('accountDeletion');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="account-deletion-explainer">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('happens.title')}
          </Title>
          <List spacing="sm" center ps={0}>
            <Item icon={<IconEraser size={14} />} color="red">
              {t('happens.erased')}
            </Item>
            <Item icon={<IconUsersMinus size={14} />} color="red">
              {t('happens.memberships')}
            </Item>
            <Item icon={<IconLogout size={14} />} color="red">
              {t('happens.signedOut')}
            </Item>
            <Item icon={<IconMail size={14} />} color="gray">
              {t('happens.email')}
            </Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('stays.title')}
          </Title>
          <List spacing="sm" center ps={0}>
            <Item icon={<IconArchive size={14} />} color="gray">
              {t('stays.contributions')}
            </Item>
          </List>
          <Text size="sm" fw={600}>
            {t('stays.undo')}
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
