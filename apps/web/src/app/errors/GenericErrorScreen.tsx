import { Anchor, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodSad, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../incubator/useSupportEmail';

/** CHR-35, CHR-36: the generic error screen (texts verbatim from D1 §2.4). */
export function GenericErrorScreen() {
  const { t } = useTranslation();
  const supportEmail = useSupportEmail();
  return (
    <Center mih="100vh" p="md" data-testid="generic-error">
      <Paper withBorder radius="lg" p="xl" maw={520} shadow="sm">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="red">
            <IconMoodSad size={36} />
          </ThemeIcon>
          <Title order={2}>{t('errors.generic.title')}</Title>
          <Text>{t('errors.generic.body')}</Text>
          <Text c="dimmed">{t('errors.generic.tryLater')}</Text>
          <Text>
            <Anchor href={`mailto:${supportEmail}`}>{t('errors.generic.help')}</Anchor>
          </Text>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()} mt="xs">
            {t('errors.generic.refresh')}
          </Button>
          <Text size="sm" c="dimmed" mt="sm">
            {t('errors.generic.thanks')}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
