/**
 * "Subscribe" (D-473): the person's private ICS address for a calendar app. The address is shown once, when made —
 * only its hash is kept — so the panel offers to make one (or a new one, which ends the old) and to revoke it; the
 * address just made stays on screen with a copy button until the page is left.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CALENDAR_FEED, CALENDAR_FEED_URL, REVOKE_CALENDAR_FEED } from './documents';

export function SubscribePanel() {
  const { t } = useTranslation('calendar');
  const toText = useErrorText();
  const { data } = useQuery(CALENDAR_FEED);
  const [made, setMade] = useState<string | null>(null);
  const refetchQueries = ['CalendarFeed'];
  const [create, creating] = useMutation(CALENDAR_FEED_URL, { refetchQueries });
  const [revoke, revoking] = useMutation(REVOKE_CALENDAR_FEED, { refetchQueries });
  const active = data?.calendarFeed.active ?? false;

  const onCreate = async () => {
    try {
      const result = await create();
      setMade(result.data?.calendarFeedUrl.url ?? null);
    } catch (e) {
      toast('error', toText(e));
    }
  };
  const onRevoke = async () => {
    try {
      await revoke();
      setMade(null);
      toast('success', t('subscribe.revoked'));
    } catch (e) {
      toast('error', toText(e));
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="calendar-subscribe-title" data-testid="calendar-subscribe">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-subscribe-title">
          {t('subscribe.title')}
        </Title>
        <Text size="sm">{t('subscribe.intro')}</Text>
        {made ? (
          <Alert color="blue" title={t('subscribe.onceTitle')}>
            <Stack gap="xs">
              <Text size="sm">{t('subscribe.once')}</Text>
              <Group gap="xs" wrap="nowrap" align="center">
                <Code dir="ltr" style={{ wordBreak: 'break-all', flex: 1 }} data-testid="calendar-feed-url">
                  {made}
                </Code>
                <CopyButton value={made}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t('subscribe.copied') : t('subscribe.copy')} withArrow>
                      <ActionIcon variant="subtle" onClick={copy} aria-label={t('subscribe.copy')} data-testid="calendar-feed-copy">
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          </Alert>
        ) : active ? (
          <Text size="sm" data-testid="calendar-feed-active">
            {t('subscribe.active')}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button onClick={onCreate} loading={creating.loading} data-testid="calendar-feed-create">
            {active ? t('subscribe.renew') : t('subscribe.create')}
          </Button>
          {active ? (
            <Button color="red" variant="light" onClick={onRevoke} loading={revoking.loading} data-testid="calendar-feed-revoke">
              {t('subscribe.revoke')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
