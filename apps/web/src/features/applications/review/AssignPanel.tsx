import { Alert, Button, List, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/alerts/alertStore';
import { ASSIGN_EVALUATORS, type AssignMethod } from './documents';
import { useReviewErrorText } from './useReviewErrorText';

const METHODS: AssignMethod[] = ['balanced', 'tag_match', 'manual'];

type Skip = { applicationId: string; reason: 'conflict' | 'loadCap' | 'noTagMatch' | 'notEnoughEvaluators'; detail: string | null; evaluator: { fullName: string } | null };

/** Assign evaluators to the selected applications by one of the three methods, with a load cap; shows what was skipped and why. */
export function AssignPanel({ roundId, selected, evaluators, titleOf, onDone }: { roundId: string; selected: string[]; evaluators: Array<{ _id: string; fullName: string }>; titleOf: (id: string) => string; onDone: () => void }) {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const [method, setMethod] = useState<AssignMethod>('balanced');
  const [chosen, setChosen] = useState<string[]>([]);
  const [perApplication, setPerApplication] = useState<number | string>(2);
  const [loadCap, setLoadCap] = useState<number | string>('');
  const [skipped, setSkipped] = useState<Skip[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [assign, { loading }] = useMutation(ASSIGN_EVALUATORS);
  const run = async () => {
    setProblem(null);
    try {
      const { data } = await assign({
        variables: { roundId, applicationIds: selected, method, evaluatorIds: chosen, perApplication: typeof perApplication === 'number' ? perApplication : null, loadCap: typeof loadCap === 'number' ? loadCap : null },
      });
      const result = data!.assignEvaluators;
      toast('success', t('assignation.assigned', { count: result.assignedCount }));
      setSkipped(result.skipped);
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid="assign-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('assignation.assignTitle')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label={t('assignation.method')} data={METHODS.map((m) => ({ value: m, label: t(`assignation.methods.${m}`) }))} value={method} onChange={(v) => v && setMethod(v as AssignMethod)} allowDeselect={false} data-testid="assign-method" />
          <MultiSelect label={t('assignation.chooseEvaluators')} data={evaluators.map((e) => ({ value: e._id, label: e.fullName }))} value={chosen} onChange={setChosen} searchable clearable data-testid="assign-evaluators" />
          {method !== 'manual' ? <NumberInput label={t('assignation.perApplication')} value={perApplication} onChange={setPerApplication} min={1} max={20} allowDecimal={false} data-testid="assign-per-application" /> : null}
          <NumberInput label={t('assignation.loadCap')} value={loadCap} onChange={setLoadCap} min={1} allowDecimal={false} data-testid="assign-load-cap" />
        </SimpleGrid>
        {problem ? <Alert color="red" data-testid="assign-problem">{problem}</Alert> : null}
        <Button onClick={() => void run()} loading={loading} disabled={selected.length === 0} style={{ alignSelf: 'flex-start' }} data-testid="assign-run">
          {t('assignation.assign', { count: selected.length })}
        </Button>
        {skipped.length > 0 ? (
          <div data-testid="assign-skipped">
            <Text fw={600} size="sm">{t('assignation.skipped')}</Text>
            <List size="sm">
              {skipped.map((s, i) => (
                <List.Item key={`${s.applicationId}-${i}`}>
                  <bdi>{titleOf(s.applicationId)}</bdi>
                  {s.evaluator ? <> · <bdi>{s.evaluator.fullName}</bdi></> : null}: {t(`assignation.skipReasons.${s.reason}`)}
                  {s.detail ? <> ({s.detail})</> : null}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
