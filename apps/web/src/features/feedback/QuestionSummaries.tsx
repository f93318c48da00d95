import { Blockquote, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localizedText, type FormDefinition, type Locale, type Question, type QuestionOption, type QuestionSummary } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { SummaryChart } from './LazySummaryChart';

function optionLabels(options: readonly QuestionOption[] | undefined, lang: Locale, out = new Map<string, string>()): Map<string, string> {
  for (const option of options ?? []) {
    out.set(option.value, localizedText(option.labels, lang));
    optionLabels(option.children, lang, out);
  }
  return out;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}

function SummaryBody({ summary, question, lang }: { summary: QuestionSummary; question: Question; lang: Locale }) {
  const { t, i18n } = useTranslation('feedback');
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'), { maximumFractionDigits: 2 });
  const title = localizedText(question.label, lang);
  if (summary.answered === 0) return <Text c="dimmed" size="sm">{t('summary.noAnswers')}</Text>;
  switch (summary.kind) {
    case 'choice': {
      const labels = optionLabels(question.options, lang);
      return <SummaryChart title={title} seriesLabel={t('summary.answers')} bars={summary.options.map((o) => ({ label: labels.get(o.value) ?? o.value, count: o.count }))} />;
    }
    case 'number':
      return (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <Stat label={t('summary.mean')} value={summary.mean === null ? '—' : number.format(summary.mean)} />
            <Stat label={t('summary.median')} value={summary.median === null ? '—' : number.format(summary.median)} />
            <Stat label={t('summary.min')} value={summary.min === null ? '—' : number.format(summary.min)} />
            <Stat label={t('summary.max')} value={summary.max === null ? '—' : number.format(summary.max)} />
          </SimpleGrid>
          <SummaryChart title={title} seriesLabel={t('summary.answers')} bars={summary.distribution} />
        </Stack>
      );
    case 'text':
      return (
        <Stack gap="xs" data-testid="summary-texts">
          {summary.latest.map((text, index) => (
            <Blockquote key={index} p="xs" radius="sm" dir="auto" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {text}
            </Blockquote>
          ))}
        </Stack>
      );
    default:
      return null;
  }
}

/** Per-question summaries of a request's answers (computed on the server): charts, statistics, the latest texts. */
export function QuestionSummaries({ definition, summaries }: { definition: FormDefinition; summaries: QuestionSummary[] }) {
  const { t, i18n } = useTranslation('feedback');
  const lang = (definition.languages.includes(i18n.language as Locale) ? i18n.language : (definition.languages[0] ?? 'en')) as Locale;
  const questions = new Map(definition.questions.map((q) => [q.id, q]));
  return (
    <Stack gap="md" data-testid="question-summaries">
      {summaries.map((summary) => {
        const question = questions.get(summary.questionId);
        if (!question) return null;
        return (
          <Card key={summary.questionId} withBorder radius="md" padding="md" data-testid="question-summary" data-question={summary.questionId}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="sm">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {localizedText(question.label, lang)}
              </Title>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('summary.answered', { answered: summary.answered })}
              </Text>
            </Group>
            <SummaryBody summary={summary} question={question} lang={lang} />
          </Card>
        );
      })}
    </Stack>
  );
}
