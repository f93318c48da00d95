import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { compareFormDefinitions, localizedText, type FormDefinition, type Locale, type Question, type QuestionChange } from '@hatchery/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionSnapshot } from './QuestionSnapshot';

const COLORS: Record<QuestionChange['change'], string> = { added: 'green', removed: 'red', changed: 'yellow', moved: 'blue' };

interface FormComparisonProps {
  before: FormDefinition;
  after: FormDefinition;
  beforeLabel: string;
  afterLabel: string;
}

interface ComparisonSideProps {
  side: 'before' | 'after';
  title: string;
  question: Question | null;
  index: number | null;
  definition: FormDefinition;
  lang: Locale;
  changed: Set<string>;
}

/** One version's side of a changed question, or "not in this version". */
function ComparisonSide({ side, title, question, index, definition, lang, changed }: ComparisonSideProps) {
  const { t } = useTranslation('forms');
  return (
    <div data-side={side}>
      <Text size="xs" c="dimmed" tt="uppercase" mb={4}>
        {title}
      </Text>
      {question && index !== null ? (
        <QuestionSnapshot question={question} index={index} definition={definition} lang={lang} changed={changed} />
      ) : (
        <Text size="sm" c="dimmed" fs="italic">{t('compare.absent')}</Text>
      )}
    </div>
  );
}

/** Two versions side by side, question by question (compareFormDefinitions): what was added, removed, changed or moved. */
export function FormComparison({ before, after, beforeLabel, afterLabel }: FormComparisonProps) {
  const { t, i18n } = useTranslation('forms');
  const lang = (after.languages.includes(i18n.language as Locale) ? i18n.language : after.languages[0] ?? 'en') as Locale;
  const changes = useMemo(() => compareFormDefinitions(before, after), [before, after]);
  const counts = changes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c.change]: (acc[c.change] ?? 0) + 1 }), {});
  return (
    <Stack gap="md" data-testid="form-comparison">
      <Group gap="xs" wrap="wrap" data-testid="comparison-counts">
        {(['added', 'removed', 'changed', 'moved'] as const).map((kind) => (
          <Badge key={kind} variant="light" color={COLORS[kind]} data-kind={kind} data-count={counts[kind] ?? 0}>
            {t(`compare.count.${kind}`, { count: counts[kind] ?? 0 })}
          </Badge>
        ))}
      </Group>
      {changes.length === 0 ? (
        <Text c="dimmed" data-testid="comparison-same">
          {t('compare.same')}
        </Text>
      ) : null}
      {changes.map((change) => {
        const question = change.after ?? change.before;
        const changed = new Set<string>(change.properties);
        return (
          <Paper key={change.questionId} withBorder radius="md" p="sm" data-testid="comparison-row" data-change={change.change} data-question-id={change.questionId}>
            <Group gap="xs" mb="xs" wrap="wrap">
              <Badge color={COLORS[change.change]}>{t(`compare.kinds.${change.change}`)}</Badge>
              {change.moved && change.change === 'changed' ? <Badge color="blue" variant="light">{t('compare.kinds.moved')}</Badge> : null}
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{question ? localizedText(question.label, lang) : change.questionId}</bdi>
              </Text>
              {change.properties.length ? (
                <Text size="xs" c="dimmed">
                  {t('compare.changedProperties', { properties: change.properties.map((p) => t(`compare.properties.${p}`)).join(', ') })}
                </Text>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <ComparisonSide side="before" title={beforeLabel} question={change.before} index={change.beforeIndex} definition={before} lang={lang} changed={changed} />
              <ComparisonSide side="after" title={afterLabel} question={change.after} index={change.afterIndex} definition={after} lang={lang} changed={changed} />
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
