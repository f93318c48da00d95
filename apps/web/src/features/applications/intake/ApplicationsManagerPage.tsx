import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconFileDescription } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { MY_APPLICATIONS } from './documents';
import { MyApplicationCard } from './MyApplicationCard';
import { OpenCalls } from './OpenCalls';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function Mine() {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const { data, error, loading, refetch } = useQuery(MY_APPLICATIONS, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title={t('mine.errorTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const list = data?.myApplications ?? [];
  if (list.length === 0) {
    return (
      <Stack gap="lg">
        <Paper withBorder radius="md" p="xl" data-testid="my-applications-empty">
          <Stack align="center" gap="xs">
            <IconFileDescription size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600} ta="center">
              {t('mine.emptyTitle')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('mine.empty')}
            </Text>
          </Stack>
        </Paper>
        <OpenCalls />
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid="my-applications">
      {list.map((a) => (
        <MyApplicationCard key={a._id} application={a} />
      ))}
    </Stack>
  );
}

/** /applications-manager (RTE-28, CHR-08): the applicant's own applications; none yet → the open calls. */
export function ApplicationsManagerPage() {
  const { t } = useTranslation('applicationsIntake');
  return (
    <ApolloBoundary>
      <Stack gap="lg" w="100%" maw={860} miw={0} data-testid="applications-manager-page">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('mine.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('mine.intro')}
          </Text>
        </Stack>
        <Mine />
      </Stack>
    </ApolloBoundary>
  );
}
