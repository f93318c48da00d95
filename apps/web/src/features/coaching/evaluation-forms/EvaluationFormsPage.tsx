import { ActionIcon, Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { EVALUATION_MESSAGES } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts/alertStore';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { SettingsHeader } from '../../settings';
import { firstGraphQLError } from '../booking/bookingText';
import { COACHING_EVALUATION_FORMS, SAVE_COACHING_EVALUATION_FORMS, type EvaluationFormsData } from './documents';

interface RuleDraft {
  key: number;
  programId: string | null;
  topicTagId: string | null;
  hostRole: string | null;
  formId: string | null;
  sharedWithStartup: boolean;
}

type RuleField = 'programId' | 'topicTagId' | 'hostRole' | 'formId' | 'rule';
/** The server's "rules.N.field: text" (or "rules.N: text") as the row, the field and the message's key. */
interface RuleError {
  index: number;
  field: RuleField;
  key: string | null;
  text: string;
}

const KNOWN: Record<string, string> = EVALUATION_MESSAGES;
const ANY = '';
let nextKey = 0;

function ruleErrorOf(error: unknown): RuleError | null {
  const message = firstGraphQLError(error)?.message ?? '';
  const match = /^rules\.(\d+)(?:\.(programId|topicTagId|hostRole|formId))?: (.*)$/.exec(message);
  if (!match) return null;
  const text = match[3]!;
  return { index: Number(match[1]), field: (match[2] as RuleField | undefined) ?? 'rule', key: Object.keys(KNOWN).find((k) => KNOWN[k] === text) ?? null, text };
}

function draftsOf(data: EvaluationFormsData): RuleDraft[] {
  return data.rules.map((r) => ({ key: nextKey++, programId: r.programId ?? null, topicTagId: r.topicTagId ?? null, hostRole: r.hostRole ?? null, formId: r.formId, sharedWithStartup: r.sharedWithStartup }));
}

function RuleCard({ rule, index, data, error, onChange, onRemove }: {
  rule: RuleDraft;
  index: number;
  data: EvaluationFormsData;
  error: RuleError | null;
  onChange: (next: RuleDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('coaching');
  const any = { value: ANY, label: t('evaluationForms.any') };
  const messageFor = (field: RuleField) => (error && error.field === field ? (error.key ? t(`evaluation.errors.${error.key}`) : error.text) : undefined);
  const pick = (value: string | null) => (value === ANY || value === null ? null : value);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="evaluation-rule" role="group" aria-label={t('evaluationForms.ruleLabel', { n: index + 1 })}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Select label={t('evaluationForms.program')} data={[any, ...data.programs.map((p) => ({ value: p._id, label: p.name }))]} value={rule.programId ?? ANY}
            onChange={(v) => onChange({ ...rule, programId: pick(v) })} allowDeselect={false} error={messageFor('programId')} data-testid="rule-program" />
          <Select label={t('evaluationForms.topic')} data={[any, ...data.topics.map((p) => ({ value: p._id, label: p.name }))]} value={rule.topicTagId ?? ANY}
            onChange={(v) => onChange({ ...rule, topicTagId: pick(v) })} allowDeselect={false} error={messageFor('topicTagId')} data-testid="rule-topic" />
          <Select label={t('evaluationForms.hostRole')} data={[any, ...data.hostRoles.map((r) => ({ value: r, label: t(`common:roles.${r}`, { defaultValue: r }) }))]} value={rule.hostRole ?? ANY}
            onChange={(v) => onChange({ ...rule, hostRole: pick(v) })} allowDeselect={false} error={messageFor('hostRole')} data-testid="rule-host-role" />
          <Select label={t('evaluationForms.form')} placeholder={t('evaluationForms.chooseForm')} data={data.forms.map((f) => ({ value: f._id, label: f.name }))} value={rule.formId}
            onChange={(v) => onChange({ ...rule, formId: v })} required error={messageFor('formId')} data-testid="rule-form" />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Switch label={t('evaluationForms.shared')} checked={rule.sharedWithStartup} onChange={(e) => onChange({ ...rule, sharedWithStartup: e.currentTarget.checked })} data-testid="rule-shared" />
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('evaluationForms.remove', { n: index + 1 })} data-testid="rule-remove">
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {messageFor('rule') ? <Text size="sm" c="red" role="alert">{messageFor('rule')}</Text> : null}
      </Stack>
    </Card>
  );
}

function RulesEditor({ data }: { data: EvaluationFormsData }) {
  const { t } = useTranslation('coaching');
  const errorText = useErrorText();
  const [rules, setRules] = useState<RuleDraft[]>(() => draftsOf(data));
  const [error, setError] = useState<RuleError | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SAVE_COACHING_EVALUATION_FORMS, { refetchQueries: [{ query: COACHING_EVALUATION_FORMS }] });
  const missingForm = rules.findIndex((r) => r.formId === null);
  const onSave = async () => {
    setError(null);
    setGeneralError(null);
    if (missingForm >= 0) {
      setError({ index: missingForm, field: 'formId', key: 'formNotEvaluation', text: EVALUATION_MESSAGES.formNotEvaluation });
      return;
    }
    try {
      await save({ variables: { rules: rules.map(({ programId, topicTagId, hostRole, formId, sharedWithStartup }) => ({ programId, topicTagId, hostRole, formId: formId!, sharedWithStartup })) } });
      alerts.success(t('evaluationForms.saved'));
    } catch (failure) {
      const ruleError = ruleErrorOf(failure);
      if (ruleError) setError(ruleError);
      else setGeneralError(errorText(failure));
    }
  };
  return (
    <Stack gap="md">
      {data.forms.length === 0 ? <Alert color="orange" data-testid="no-evaluation-forms">{t('evaluationForms.noForms')}</Alert> : null}
      {rules.length === 0 ? <Text c="dimmed" data-testid="no-evaluation-rules">{t('evaluationForms.empty')}</Text> : null}
      {rules.map((rule, index) => (
        <RuleCard key={rule.key} rule={rule} index={index} data={data} error={error?.index === index ? error : null}
          onChange={(next) => setRules((all) => all.map((r) => (r.key === rule.key ? next : r)))}
          onRemove={() => setRules((all) => all.filter((r) => r.key !== rule.key))} />
      ))}
      {generalError ? <Alert color="red" role="alert">{generalError}</Alert> : null}
      <Group gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} data-testid="add-evaluation-rule"
          onClick={() => setRules((all) => [...all, { key: nextKey++, programId: null, topicTagId: null, hostRole: null, formId: data.forms[0]?._id ?? null, sharedWithStartup: false }])}>
          {t('evaluationForms.add')}
        </Button>
        <Button onClick={() => void onSave()} loading={loading} data-testid="save-evaluation-rules">{t('evaluationForms.save')}</Button>
      </Group>
    </Stack>
  );
}

/**
 * /admin/configuration/coaching-evaluations (issue 17 item 3; D-448): which evaluation form a session's hosts answer,
 * by program × topic × host role ("any" where left open); the most specific matching rule wins, and a rule may share
 * its evaluations with the startup's people.
 */
export function EvaluationFormsPage() {
  const { t } = useTranslation('coaching');
  const errorText = useErrorText();
  const { data, loading, error } = useQuery(COACHING_EVALUATION_FORMS, { fetchPolicy: 'network-only' });
  return (
    <Stack gap="lg" maw={1100} data-testid="settings-page-coaching-evaluations">
      <SettingsHeader section="coaching-evaluations" description={t('evaluationForms.description')} />
      {data ? <RulesEditor data={data.coachingEvaluationForms} /> : loading ? <Skeleton h={120} /> : <Alert color="red">{errorText(error)}</Alert>}
    </Stack>
  );
}
