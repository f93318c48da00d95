import { Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconForms, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicantStatusBadge } from './ApplicantStatusBadge';
import type { MyApplication } from './documents';
import { useDates } from './useDates';

/** One of the applicant's applications: the call, the status they may see, the step it is at, the forms asked. */
export function MyApplicationCard({ application }: { application: MyApplication }) {
  const { t } = useTranslation('applicationsIntake');
  const { day, moment } = useDates();
  const a = application;
  return (
    <Card withBorder radius="md" padding="md" data-testid="my-application" data-status={a.status}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} size="lg" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="my-application-call">
              {a.funnelName}
            </Text>
            <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {a.programName ? t('mine.titleInProgram', { title: a.title, program: a.programName }) : a.title}
            </Text>
          </Stack>
          <ApplicantStatusBadge status={a.status} />
        </Group>
        <Text size="sm">
          {a.submittedAt ? t('mine.submittedOn', { date: day(a.submittedAt) }) : a.closesAt && a.viewerCanEdit ? t('mine.draftUntil', { date: moment(a.closesAt) }) : t('mine.startedOn', { date: day(a.createdAt) })}
        </Text>
        {a.roundName && a.status === 'in_review' ? (
          <Text size="sm" data-testid="my-application-round">
            {t('mine.currentStep', { step: a.roundName })}
          </Text>
        ) : null}
        {a.viewerCanEdit ? (
          <Group>
            <Button component={Link} to={`/application/new?call=${encodeURIComponent(a.funnelSlug)}`} size="sm" leftSection={<IconPencil size={16} aria-hidden />} data-testid="my-application-continue">
              {t('mine.continue')}
            </Button>
          </Group>
        ) : null}
        {a.roundForms.length > 0 ? (
          <>
            <Divider />
            <Text size="sm" fw={600}>
              {t('mine.formsAsked')}
            </Text>
            {a.roundForms.map((f) => (
              <Group key={f.roundId} justify="space-between" gap="sm" wrap="wrap" data-testid="my-round-form">
                <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
                  {t('mine.formOfRound', { form: f.formName, round: f.roundName })}
                </Text>
                {f.submittedAt ? (
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden />
                    <Text size="sm">{t('mine.formSent', { date: day(f.submittedAt) })}</Text>
                  </Group>
                ) : (
                  <Button component={Link} to={`/application/${a._id}/forms/${f.roundId}/fill`} size="xs" variant="light" leftSection={<IconForms size={14} aria-hidden />} data-testid="my-round-form-fill">
                    {t('mine.fillForm')}
                  </Button>
                )}
              </Group>
            ))}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
