import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubscribePanel } from '../calendar';

/**
 * /account/settings/integrations: the connections a member makes themself. Today that is the calendar subscription —
 * their sessions, events and deadlines in Google Calendar, Outlook or Apple Calendar through a private address (D-473);
 * the organisation's own integrations (video meetings, automation) are switched on by its administrators.
 */
export function IntegrationsPage() {
  const { t } = useTranslation(['common', 'pages']);
  return (
    <Stack gap="lg" maw={760} data-testid="integrations-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('pages:integrations')}
        </Title>
        <Text c="dimmed">{t('integrationsPage.intro')}</Text>
      </Stack>
      <SubscribePanel />
      <Text size="sm" c="dimmed">
        {t('integrationsPage.calendarHint')}{' '}
        <Anchor component={Link} to="/calendar" size="sm" underline="always">
          {t('integrationsPage.openCalendar')}
        </Anchor>
      </Text>
    </Stack>
  );
}
