import { ActionIcon, Alert, Button, Group, NumberInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { localizedText, type Locale } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { ROUND_CRITERIA, SAVE_CRITERIA } from './documents';
import { useReviewErrorText } from './useReviewErrorText';

interface Row {
  questionId: string;
  name: string;
  weight: number | string;
}

/**
 * The evaluation parameters of a saved evaluation round (issue 16 item 1, D-260), inside the builder's round settings:
 * scored questions of the evaluation form with a weight, saved on their own (saveEvaluationCriteria); read-only for
 * viewers without the Evaluation parameter keys or with editEvaluationCriteria off.
 */
export function CriteriaEditor({ roundId }: { roundId: string | null }) {
  const { t } = useTranslation('applicationsReview');
  if (!roundId) return <Text size="sm" c="dimmed">{t('criteria.saveRoundFirst')}</Text>;
  return <Criteria roundId={roundId} />;
}

function Criteria({ roundId }: { roundId: string }) {
  const { t, i18n } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const { data, error } = useQuery(ROUND_CRITERIA, { variables: { roundId }, fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(SAVE_CRITERIA);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return null;
  if (!data) return null;
  const current = rows ?? data.evaluationCriteria.map((c) => ({ questionId: c.questionId, name: c.name, weight: c.weight }));
  const editable = data.reviewAbilities.viewerCanEditCriteria;
  const questions = data.roundScoredQuestions.map((q) => ({ value: q.questionId, label: localizedText(q.label as Record<string, string>, i18n.language as Locale) || q.questionId }));
  const set = (index: number, patch: Partial<Row>) => setRows(current.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const onSave = async () => {
    setProblem(null);
    try {
      await save({ variables: { roundId, criteria: current.map((r) => ({ questionId: r.questionId, name: r.name, weight: typeof r.weight === 'number' ? r.weight : Number(r.weight) })) } });
      setRows(null);
      toast('success', t('criteria.saved'));
    } catch (failure) {
      setProblem(errorText(failure));
    }
  };
  const unused = questions.find((q) => !current.some((r) => r.questionId === q.value));
  return (
    <Stack gap="xs" data-testid="criteria-editor">
      <Title order={4} size="h6">{t('criteria.title')}</Title>
      <Text size="xs" c="dimmed">{t('criteria.hint')}</Text>
      {current.length === 0 ? <Text size="sm" c="dimmed">{questions.length === 0 ? t('criteria.noQuestions') : t('criteria.none')}</Text> : null}
      {current.map((row, index) => (
        <Group key={`${row.questionId}-${index}`} gap="xs" align="flex-end" wrap="wrap" data-testid="criterion-row">
          <Select label={t('criteria.question')} data={questions} value={row.questionId} onChange={(v) => v && set(index, { questionId: v })} readOnly={!editable} w={{ base: '100%', sm: 220 }} allowDeselect={false} />
          <TextInput label={t('criteria.name')} value={row.name} onChange={(e) => set(index, { name: e.currentTarget.value })} readOnly={!editable} w={{ base: '100%', sm: 180 }} />
          <NumberInput label={t('criteria.weight')} value={row.weight} onChange={(v) => set(index, { weight: v })} min={0.1} step={0.5} decimalScale={2} readOnly={!editable} w={100} data-testid="criterion-weight" />
          {editable ? (
            <ActionIcon variant="subtle" color="red" onClick={() => setRows(current.filter((_, i) => i !== index))} aria-label={t('criteria.remove', { name: row.name })} mb={4}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {problem ? <Alert color="red" data-testid="criteria-problem">{problem}</Alert> : null}
      {editable ? (
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={!unused} onClick={() => unused && setRows([...current, { questionId: unused.value, name: unused.label, weight: 1 }])}>{t('criteria.add')}</Button>
          <Button size="xs" onClick={() => void onSave()} loading={loading} disabled={rows === null} data-testid="criteria-save">{t('criteria.save')}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}
