import { Alert, Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { IntakeForm } from './IntakeForm';
import { OpenCalls } from './OpenCalls';
import { PUBLIC_FUNNEL, START_APPLICATION, type PublicFunnel } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function BackToMine() {
  const { t } = useTranslation('applicationsIntake');
  return (
    <Anchor component={Link} to="/applications-manager" data-testid="to-my-applications">
      {t('apply.toMine')}
    </Anchor>
  );
}

/** Starts (or resumes: one open draft per call) the applicant's application once, then shows its form. */
function StartedApplication({ call }: { call: PublicFunnel }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const [start, { data, error }] = useMutation(START_APPLICATION);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start({ variables: { funnelId: call._id } }).catch(() => undefined);
  }, [start, call._id]);
  if (error) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="orange" w="100%" data-testid="apply-refused">
          {errorText(error)}
        </Alert>
        <BackToMine />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  return <IntakeForm call={call} application={data.startApplication} />;
}

function CallApplication({ slug }: { slug: string }) {
  const { t } = useTranslation('applicationsIntake');
  const errorText = useIntakeErrorText();
  const { data, error, loading } = useQuery(PUBLIC_FUNNEL, { variables: { slug } });
  if (loading && !data) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  }
  if (error || !data?.publicFunnel) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" w="100%" data-testid="apply-unknown">
          {error ? errorText(error) : t('call.unknown')}
        </Alert>
        <BackToMine />
      </Stack>
    );
  }
  return <StartedApplication call={data.publicFunnel} />;
}

/**
 * /application/new for a signed-in applicant (D1 §2.1, RTE-07/22): with ?call={slug}, straight into their application
 * to that call (started or resumed); without, the open calls to choose from.
 */
export function IntakeStartPage() {
  const { t } = useTranslation('applicationsIntake');
  const [params] = useSearchParams();
  const slug = params.get('call');
  return (
    <ApolloBoundary>
      <Stack gap="lg" w="100%" maw={860} miw={0} data-testid="application-new-page">
        {slug ? (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <CallApplication key={slug} slug={slug} />
          </Paper>
        ) : (
          <>
            <Stack gap={4}>
              <Title order={1} size="h2">
                {t('apply.chooseTitle')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('apply.chooseIntro')}
              </Text>
            </Stack>
            <OpenCalls />
            <BackToMine />
          </>
        )}
      </Stack>
    </ApolloBoundary>
  );
}
