import { Alert, Button, Center, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../lib/apollo/ApolloBoundary';
import { logout } from '../../lib/apollo/logout';
import { useErrorText } from '../../lib/errors/useErrorText';
import { sessionGate } from '../../lib/session/sessionGate';
import { sessionIdStore } from '../../lib/storage/tokenStore';
import { MY_SESSIONS, UPSERT_SESSION } from './documents';
import { useDeviceLabel } from './useDeviceLabel';
import { relativeTime } from './userAgent';
import { LoadingIndicator } from '../../components/LoadingIndicator';

/** AUTH-17, AUTH-18, GAP-02: at the session limit, Cancel logs out; Continue replaces the chosen session. */
export function SessionChoice({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useTranslation();
  const deviceLabel = useDeviceLabel();
  const toText = useErrorText();
  const { data, loading, error } = useQuery(MY_SESSIONS, { fetchPolicy: 'network-only' });
  const [upsert, { loading: replacing }] = useMutation(UPSERT_SESSION);
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sessions = data?.mySessions ?? [];

  const onContinue = async (): Promise<void> => {
    if (!chosen) return;
    setFailure(null);
    try {
      const result = await upsert({ variables: { replaceSessionId: chosen } });
      if (result.data) sessionIdStore.set(result.data.upsertSession._id);
      sessionGate.set('ok');
    } catch (e) {
      setFailure(toText(e));
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="lg" maw={560} w="100%" data-testid="session-choice">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <IconDevices size={28} aria-hidden />
            <Title order={1} size="h3">
              {t('sessions.choice.title')}
            </Title>
          </Group>
          <Text c="dimmed">{t('sessions.choice.body')}</Text>
          {loading ? (
            <Center py="md">
              <LoadingIndicator type="dots" />
            </Center>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {toText(error)}
            </Alert>
          ) : null}
          <Radio.Group value={chosen} onChange={setChosen} aria-label={t('sessions.choice.title')}>
            <Stack gap="xs">
              {sessions.map((s) => (
                <Radio.Card key={s._id} value={s._id} p="md" radius="md" data-testid="session-option" data-session-id={s._id}>
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{deviceLabel(s.userAgent)}</Text>
                      <Text size="sm" c="dimmed">
                        {t('sessions.lastActivity', { time: relativeTime(s.lastActivityAt, now(), i18n.language) })}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          {failure ? (
            <Alert color="red" role="alert" data-testid="session-choice-error">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void logout()} data-testid="session-choice-cancel">
              {t('sessions.choice.cancel')}
            </Button>
            <Button
              onClick={() => void onContinue()}
              disabled={!chosen}
              loading={replacing}
              data-testid="session-choice-continue"
            >
              {t('sessions.choice.continue')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

export default function SessionChoiceScreen() {
  return (
    <ApolloBoundary>
      <SessionChoice />
    </ApolloBoundary>
  );
}
