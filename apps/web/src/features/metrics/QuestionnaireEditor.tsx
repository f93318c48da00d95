import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { localizedText } from './localized';
import { questionErrors, questionsInput, type QuestionRow } from './collectionForm';
import { DATA_COLLECTION, UPDATE_QUESTION_SET, type CategorizationQuestionDefinition } from './documents';

/** The categorization questionnaire: questions with a key and a label (in the viewer's language; others kept). */
export function QuestionnaireEditor({ questions }: { questions: CategorizationQuestionDefinition[] }) {
  const { t, i18n } = useTranslation('metrics');
  const errorText = useErrorText();
  const language = i18n.language;
  const [rows, setRows] = useState<QuestionRow[]>(() =>
    questions
      .filter((q) => !q.archived)
      .map((q) => ({
        key: q.key,
        label: q.label.find((l) => l.language === language)?.value ?? '',
        others: q.label.filter((l) => l.language !== language).map(({ language: lang, value }) => ({ language: lang, value })),
      })),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [save, { loading }] = useMutation(UPDATE_QUESTION_SET, { refetchQueries: [{ query: DATA_COLLECTION }] });
  const errors = showErrors ? questionErrors(rows) : {};
  const set = (index: number, patch: Partial<QuestionRow>) => setRows((list) => list.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  const submit = async () => {
    if (Object.keys(questionErrors(rows)).length > 0) {
      setShowErrors(true);
      return;
    }
    try {
      await save({ variables: { questions: questionsInput(rows, language) } });
      void alerts.success(t('staff.saved'));
    } catch (error) {
      void alerts.error(errorText(error));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="questionnaire-editor">
      <Stack gap="sm">
        <Text fw={600}>{t('staff.questions.title')}</Text>
        <Text size="sm" c="dimmed">{t('staff.questions.intro')}</Text>
        {rows.map((row, index) => (
          <Group key={index} gap="xs" align="flex-start" wrap="wrap" data-testid="question-row">
            <TextInput label={t('staff.questions.key')} value={row.key} onChange={(e) => set(index, { key: e.currentTarget.value })} error={errors[`${index}.key`] ? t(`staff.questions.errors.${errors[`${index}.key`]}`) : undefined} dir="ltr" w={{ base: '100%', xs: 180 }} />
            <TextInput
              label={t('staff.questions.label')}
              placeholder={localizedText(row.others, language)}
              value={row.label}
              onChange={(e) => set(index, { label: e.currentTarget.value })}
              error={errors[`${index}.label`] ? t('staff.questions.errors.label') : undefined}
              dir="auto"
              style={{ flex: 1, minWidth: 220 }}
            />
            <Group gap={2} mt={26} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={t('staff.questions.up')} disabled={index === 0} onClick={() => move(index, -1)}><IconArrowUp size={16} /></ActionIcon>
              <ActionIcon variant="subtle" aria-label={t('staff.questions.down')} disabled={index === rows.length - 1} onClick={() => move(index, 1)}><IconArrowDown size={16} /></ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={t('staff.questions.remove')} onClick={() => setRows((list) => list.filter((_, i) => i !== index))}><IconTrash size={16} /></ActionIcon>
            </Group>
          </Group>
        ))}
        <Group justify="space-between">
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setRows((list) => [...list, { key: '', label: '', others: [] }])} data-testid="question-add">
            {t('staff.questions.add')}
          </Button>
          <Button size="xs" onClick={() => void submit()} loading={loading} data-testid="questions-save" data-action="updateCategorizationQuestionSet">{t('staff.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}
