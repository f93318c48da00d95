import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { flattenOptions, localizedText, type FormDefinition, type Locale, type Question } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { describeCondition } from './describeCondition';

/** One version of a question, as the comparison shows it: the properties compareFormDefinitions compares. */
export function QuestionSnapshot({ question, index, definition, lang, changed }: { question: Question; index: number; definition: FormDefinition; lang: Locale; changed: ReadonlySet<string> }) {
  const { t } = useTranslation('forms');
  // What changed is marked, so the eye finds it in a long question.
  const mark = (property: string) => (changed.has(property) ? { fw: 700, bg: 'var(--mantine-color-yellow-light)' } : {});
  const rules = Object.entries(question.validations ?? {}).filter(([, value]) => value !== undefined && typeof value !== 'object');
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('compare.position', { n: index + 1 })}
        </Text>
        <Badge variant="light" color={changed.has('type') ? 'yellow' : 'gray'}>
          {t(`types.${question.type}`)}
        </Badge>
        {question.required ? (
          <Badge variant="light" color={changed.has('required') ? 'yellow' : 'blue'}>
            {t('builder.required')}
          </Badge>
        ) : changed.has('required') ? (
          <Badge variant="light" color="yellow">{t('renderer.optional')}</Badge>
        ) : null}
      </Group>
      <Text size="sm" {...mark('label')} style={{ overflowWrap: 'anywhere' }}>
        {localizedText(question.label, lang)}
      </Text>
      {question.description ? (
        <Text size="xs" c="dimmed" {...mark('description')}>
          {localizedText(question.description, lang)}
        </Text>
      ) : null}
      {question.options?.length ? (
        <List size="xs" {...mark('options')}>
          {flattenOptions(question.options).map((o) => (
            <List.Item key={o.value}>
              {localizedText(o.labels, lang)}
              {o.isWriteIn ? ` (${t('options.writeIn')})` : ''}
              {o.numericalValue != null ? ` = ${o.numericalValue}` : ''}
            </List.Item>
          ))}
        </List>
      ) : null}
      {rules.length ? (
        <Text size="xs" {...mark('validations')}>
          {rules.map(([key, value]) => `${t(`rulesEditor.${key}`, { defaultValue: key })}: ${String(value)}`).join(' · ')}
        </Text>
      ) : null}
      {question.dependency ? (
        <Text size="xs" {...mark('dependency')}>
          {t('compare.shownWhen', { condition: describeCondition(question.dependency, definition, lang, t) })}
        </Text>
      ) : null}
      {question.audiences?.length ? (
        <Text size="xs" {...mark('audiences')}>
          {t('compare.audiences', { audiences: question.audiences.map((a) => t(`audiences.${a}`)).join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
