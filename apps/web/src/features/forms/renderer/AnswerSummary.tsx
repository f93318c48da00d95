import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import {
  flattenOptions,
  isDisplayField,
  localizedText,
  type AnswerFileInfo,
  type AnswerValue,
  type Answers,
  type FormDefinition,
  type Locale,
  type Question,
} from '@hatchery/domain';
import { useTranslation } from 'react-i18next';

/** An answer as text: chosen options by label (with their write-ins), files by name, numbers and dates as given. */
export function answerText(question: Question, answer: AnswerValue | undefined, lang: Locale, files: ReadonlyMap<string, AnswerFileInfo>): string {
  if (!answer) return '';
  if (question.type === 'file') return (answer.arrayValue ?? []).map((id) => files.get(id)?.name ?? id).join(', ');
  if (answer.arrayValue) {
    const options = flattenOptions(question.options);
    return answer.arrayValue
      .map((value) => {
        const option = options.find((o) => o.value === value);
        const name = option ? localizedText(option.labels, lang) : value;
        const writeIn = answer.writeIns?.[value];
        return writeIn ? `${name}: ${writeIn}` : name;
      })
      .join(', ');
  }
  if (answer.tableValue) return '';
  if (answer.numberValue !== undefined && answer.numberValue !== null) return String(answer.numberValue);
  return answer.textValue ?? '';
}

interface AnswerSummaryProps {
  definition: FormDefinition;
  answers: Answers;
  visible: ReadonlySet<string>;
  lang: Locale;
  files: ReadonlyMap<string, AnswerFileInfo>;
  /** When given, each answer has a link back to its field. */
  onEdit?: (questionId: string) => void;
}

/** The answers of a submission question by question (the summary step before submit, and the download page). */
export function AnswerSummary({ definition, answers, visible, lang, files, onEdit }: AnswerSummaryProps) {
  const { t } = useTranslation('forms');
  return (
    <Stack gap="sm" data-testid="answer-summary">
      {definition.questions
        .filter((q) => visible.has(q.id) && (q.type === 'section' || !isDisplayField(q.type)))
        .map((q) => {
          const label = localizedText(q.label, lang);
          if (q.type === 'section') {
            return (
              <Title key={q.id} order={3} size="h4" mt="sm">
                {label}
              </Title>
            );
          }
          const answer = answers[q.id];
          const columns = q.validations?.columns ?? [];
          return (
            <div key={q.id} data-testid="summary-item" data-question-id={q.id}>
              <Text fw={600} size="sm">
                <bdi>{label}</bdi>
              </Text>
              {answer?.tableValue && answer.tableValue.length > 0 ? (
                <Table withTableBorder mt={4}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((c) => (
                        <Table.Th key={c.id}>{localizedText(c.labels, lang)}</Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.tableValue.map((row, i) => (
                      <Table.Tr key={i}>
                        {columns.map((c) => (
                          <Table.Td key={c.id}>{row[c.id] ?? ''}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : (
                <Text dir="auto" size="sm" c={answer ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {answerText(q, answer, lang, files) || t('renderer.notAnswered')}
                </Text>
              )}
              {onEdit ? (
                <Anchor component="button" type="button" size="sm" onClick={() => onEdit(q.id)} aria-label={t('renderer.editAnswer', { label })}>
                  {t('renderer.edit')}
                </Anchor>
              ) : null}
            </div>
          );
        })}
    </Stack>
  );
}
