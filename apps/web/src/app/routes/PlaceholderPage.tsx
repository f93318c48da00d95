import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStartupTermOptions } from '../../features/shell';

/**
 * A page of the route table not built yet: clearly labelled, never blank. Inside the startup file's frame (`inFrame`)
 * the frame's h1 names the startup and the selected tab names the page, so no heading repeats it (D-152).
 */
export function PlaceholderPage({ page, inFrame = false }: { page: string; inFrame?: boolean }) {
  const { t } = useTranslation(['pages', 'common']);
  const startupTerms = useStartupTermOptions();
  // Page names that say "startup" use the tenant's label when it has one (TEN-05).
  const title = t(`pages:${page}`, startupTerms);
  return (
    <Stack gap="lg" data-testid="placeholder-page" data-page={page}>
      {inFrame ? null : (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      <Paper withBorder radius="lg" p="xl" shadow="xs">
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <ThemeIcon size={56} radius="md" variant="light">
            <IconHammer size={30} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={6}>
            <Badge variant="light" w="fit-content">
              {t('common:placeholder.badge')}
            </Badge>
            <Text fw={600} size="lg">
              {t('common:placeholder.title', { page: title })}
            </Text>
            <Text c="dimmed">{t('common:placeholder.body')}</Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}

export default PlaceholderPage;
