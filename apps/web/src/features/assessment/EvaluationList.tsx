import { Anchor, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenantTimeZone } from '../../app/incubator/useTenantTimeZone';
import { htmlLang } from '../../app/i18n/locale';
import { formatDay, formatNumber, formatPercent } from './assessmentItems';
import type { AssessmentEvaluationData } from './documents';

function EvaluationCard({ evaluation }: { evaluation: AssessmentEvaluationData }) {
  const { t, i18n } = useTranslation('assessment');
  const locale = htmlLang(i18n.language);
  const timeZone = useTenantTimeZone();
  const review = evaluation.source === 'applicationReview';
  const context = review
    ? evaluation.roundName
      ? t('round', { name: evaluation.roundName })
      : null
    : evaluation.sessionStartsAt
      ? t('session', { date: formatDay(evaluation.sessionStartsAt, locale, timeZone) })
      : null;
  return (
    <Paper component="article" withBorder radius="md" p="md" data-testid="assessment-evaluation" data-source={evaluation.source} aria-labelledby={`assessment-${evaluation._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge size="sm" variant="light" color={review ? 'grape' : undefined}>
                {t(`sourceOne.${evaluation.source}`)}
              </Badge>
              <Title order={2} size="h5" id={`assessment-${evaluation._id}`} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {evaluation.title}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {[t('by', { name: evaluation.evaluator.fullName }), context, t('submitted', { date: formatDay(evaluation.submittedAt, locale, timeZone) })].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="xs" c="dimmed">
              {t('overall')}
            </Text>
            <Text fw={700} size="lg" data-testid="assessment-evaluation-percent">
              {evaluation.percent === null ? t('noScore') : formatPercent(evaluation.percent, locale)}
            </Text>
          </Stack>
        </Group>
        {evaluation.scores.length > 0 ? (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {evaluation.scores.map((s) => (
              <li key={s.label} data-testid="assessment-score" data-label={s.label}>
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm" dir="auto" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {s.label}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {t('scoreOf', { value: formatNumber(s.value, locale), max: formatNumber(s.max, locale) })}
                  </Text>
                </Group>
                <Progress value={s.percent} size="xs" mt={4} aria-hidden color={review ? 'grape' : undefined} />
              </li>
            ))}
          </Stack>
        ) : null}
        <Group>
          <Anchor component={Link} size="sm" to={review ? `/application/${evaluation.subjectId}` : `/coaching/session/${evaluation.subjectId}`} data-testid="assessment-evaluation-open">
            {review ? t('openApplication') : t('openSession')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The evaluations (D-579), newest first: each with its source, who gave it and when, its scores and a link to it. */
export function EvaluationList({ evaluations }: { evaluations: readonly AssessmentEvaluationData[] }) {
  return (
    <Stack gap="md" data-testid="assessment-evaluations">
      {evaluations.map((e) => (
        <EvaluationCard key={e._id} evaluation={e} />
      ))}
    </Stack>
  );
}
