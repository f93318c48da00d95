import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { summariseAssessment } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../app/incubator/useTenantTimeZone';
import { htmlLang } from '../../app/i18n/locale';
import { formatDay, formatPercent, toItems } from './assessmentItems';
import type { StartupAssessmentData } from './documents';
import { visibleSources } from './PerformanceOverview';

/** The overview (D-579): per source how many evaluations, their average and the latest; then each criterion's average. */
export function AssessmentOverview({ assessment }: { assessment: StartupAssessmentData }) {
  const { t, i18n } = useTranslation('assessment');
  const locale = htmlLang(i18n.language);
  const timeZone = useTenantTimeZone();
  const summary = useMemo(() => summariseAssessment(toItems(assessment.evaluations)), [assessment.evaluations]);
  const shown = new Set(visibleSources(assessment));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('scale')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: shown.size }} spacing="md">
        {summary.sources
          .filter((s) => shown.has(s.source))
          .map((s) => (
            <Paper key={s.source} withBorder radius="md" p="md" data-testid="assessment-source" data-source={s.source} data-count={s.count}>
              <Stack gap={4}>
                <Title order={2} size="h5">
                  {t(`source.${s.source}`)}
                </Title>
                {s.count === 0 ? (
                  <Text c="dimmed" py={6} data-testid="assessment-source-none">
                    {t('noneYet')}
                  </Text>
                ) : (
                  <Text fz={28} fw={700} lh={1.2} data-testid="assessment-source-average">
                    {s.meanPercent === null ? t('noScore') : formatPercent(s.meanPercent, locale)}
                  </Text>
                )}
                {s.count > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('count', { count: s.count })}
                    {s.latestAt ? ` · ${t('latest', { date: formatDay(s.latestAt.toISOString(), locale, timeZone) })}` : ''}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))}
      </SimpleGrid>
      {summary.criteria.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('criteria')}
          </Title>
          <Table verticalSpacing="xs" captionSide="top" data-testid="assessment-criteria">
            <Table.Caption>{t('criteriaCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('criterion')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('answers')}
                </Table.Th>
                <Table.Th scope="col" w="40%">
                  {t('average')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.criteria.map((c) => (
                <Table.Tr key={`${c.source}:${c.label}`} data-testid="assessment-criterion" data-label={c.label} data-percent={c.meanPercent.toFixed(1)}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                        {c.label}
                      </Text>
                      <Group gap={4}>
                        <Badge size="xs" variant="light" color={c.source === 'applicationReview' ? 'grape' : undefined}>
                          {t(`sourceOne.${c.source}`)}
                        </Badge>
                      </Group>
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="end">{c.count}</Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      <Text size="sm">{formatPercent(c.meanPercent, locale)}</Text>
                      <Progress value={c.meanPercent} size="sm" aria-hidden color={c.source === 'applicationReview' ? 'grape' : undefined} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
}
