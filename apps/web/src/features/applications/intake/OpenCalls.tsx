import { Alert, Button, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { PhaseBadge } from '../pages/PhaseBadge';
import { CallDates } from './CallDates';
import { OPEN_CALLS } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** The calls taking applications now, each with "Apply" (/application/new?call={slug}). */
export function OpenCalls({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const { data, error, loading } = useQuery(OPEN_CALLS, { fetchPolicy: 'cache-and-network' });
  const calls = data?.openCalls ?? [];
  return (
    <Stack gap="sm" data-testid="open-calls">
      <Title order={headingOrder} size="h4">
        {t('openCalls.title')}
      </Title>
      {loading && !data ? (
        <Center py="md">
          <LoadingIndicator size="sm" label={t('loading')} />
        </Center>
      ) : error ? (
        <Alert color="red">{errorText(error)}</Alert>
      ) : calls.length === 0 ? (
        <Text c="dimmed" data-testid="open-calls-empty">
          {t('openCalls.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {calls.map((call) => (
            <Card key={call._id} withBorder radius="md" padding="md" data-testid="open-call">
              <Stack gap={6} h="100%">
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {call.name}
                  </Text>
                  <PhaseBadge phase={call.phase} />
                </Group>
                {call.programName ? (
                  <Text size="sm" dir="auto">
                    {call.programName}
                  </Text>
                ) : null}
                <CallDates call={call} />
                <Group mt="auto" pt="xs">
                  <Button component={Link} to={`/application/new?call=${encodeURIComponent(call.slug)}`} size="sm" rightSection={<IconArrowRight size={16} className={MIRROR_IN_RTL} aria-hidden />} data-testid="open-call-apply">
                    {t('call.apply')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
