import { Alert, Anchor, Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageShell } from '../../../app/layout/PageShell';
import { ApolloBoundary } from '../../../lib/apollo/ApolloBoundary';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { PhaseBadge } from '../pages/PhaseBadge';
import { CallDates } from './CallDates';
import { PUBLIC_FUNNEL, type PublicFunnel } from './documents';
import { useIntakeErrorText } from './useIntakeErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function CallLanding({ call }: { call: PublicFunnel }) {
  const { t } = useTranslation('applicationsIntake');
  const next = `/application/new?call=${encodeURIComponent(call.slug)}`;
  const explain = call.phase === 'upcoming' ? t('call.upcomingExplained') : call.phase === 'closed' ? t('call.closedExplained') : null;
  return (
    <Stack gap="md">
      {call.programName ? (
        <Text size="sm" fw={600} c="dimmed" tt="uppercase" dir="auto">
          {call.programName}
        </Text>
      ) : null}
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {call.name}
        </Title>
        <PhaseBadge phase={call.phase} />
      </Group>
      <CallDates call={call} size="md" />
      {call.description ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="call-description">
          {call.description}
        </Text>
      ) : null}
      <Text size="sm">{t(call.category === 'startup' ? 'call.forStartups' : 'call.forMembers')}</Text>
      {explain ? (
        <Alert color={call.phase === 'closed' ? 'orange' : 'blue'} data-testid="call-not-open">
          {explain}
        </Alert>
      ) : null}
      {call.acceptsApplications ? (
        <Group gap="md" wrap="wrap">
          <Button component={Link} to={next} size="md" rightSection={<IconArrowRight size={18} className={MIRROR_IN_RTL} aria-hidden />} data-testid="call-apply">
            {t('call.apply')}
          </Button>
          <Anchor component={Link} to={`/login?returnTo=${encodeURIComponent(next)}`} size="sm" data-testid="call-sign-in">
            {t('call.haveAccount')}
          </Anchor>
        </Group>
      ) : null}
    </Stack>
  );
}

function Call({ slug }: { slug: string }) {
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
  if (error) return <Alert color="red">{errorText(error)}</Alert>;
  if (!data?.publicFunnel) {
    return (
      <Stack gap="sm" data-testid="call-unknown">
        <Title order={1} size="h3">
          {t('call.unknownTitle')}
        </Title>
        <Text>{t('call.unknown')}</Text>
        <Anchor component={Link} to="/login">
          {t('call.toLogin')}
        </Anchor>
      </Stack>
    );
  }
  return <CallLanding call={data.publicFunnel} />;
}

/** /apply/program/{slug} (D1 §2.1, RTE-07): a call's landing page for visitors — what, for whom, until when, Apply. */
export function ApplyProgramPage() {
  const { slug = '' } = useParams();
  return (
    <ApolloBoundary>
      <PageShell testId="apply-program-page">
        <Container size="sm" w="100%" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <Call key={slug} slug={slug} />
          </Paper>
        </Container>
      </PageShell>
    </ApolloBoundary>
  );
}
