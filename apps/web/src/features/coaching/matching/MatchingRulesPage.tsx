import { Alert, Button, Card, Group, NumberInput, Radio, SimpleGrid, Skeleton, Slider, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CAPACITY_RULES, MATCH_FACTORS, MATCH_WEIGHT_MAX, matchingRulesSchema, type CapacityRule, type MatchFactor } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts/alertStore';
import { MENTOR_MATCHING_RULES, SAVE_MENTOR_MATCHING_RULES, type MatchingRules } from './documents';
import { matchingMessageKey, useMatchingErrorText } from './matchingText';

type Weights = Record<MatchFactor, number>;
interface Draft {
  weights: Weights;
  capacityRule: CapacityRule;
  capacityPenaltyPercent: number;
}

const draftOf = (rules: MatchingRules): Draft => ({ weights: { ...rules.weights }, capacityRule: rules.capacityRule, capacityPenaltyPercent: rules.capacityPenaltyPercent });

function WeightField({ factor, value, onChange, error }: { factor: MatchFactor; value: number; onChange: (v: number) => void; error?: string }) {
  const { t } = useTranslation('coaching');
  const label = t(`matching.factors.${factor}`);
  return (
    <Stack gap={6} data-testid={`weight-${factor}`}>
      <NumberInput
        label={label}
        description={t(`matching.factorHelp.${factor}`)}
        min={0}
        max={MATCH_WEIGHT_MAX}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={value}
        onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || 0)}
        error={error}
        data-testid={`weight-input-${factor}`}
      />
      {/* The same weight as a slider, for a quick drag; both controls are labelled and keyboard-operable. */}
      <Slider min={0} max={MATCH_WEIGHT_MAX} step={1} value={value} onChange={onChange} thumbLabel={t('matching.rules.slider', { factor: label })} label={null} data-testid={`weight-slider-${factor}`} />
    </Stack>
  );
}

function RulesForm({ rules }: { rules: MatchingRules }) {
  const { t } = useTranslation('coaching');
  const errorText = useMatchingErrorText();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SAVE_MENTOR_MATCHING_RULES);
  const total = MATCH_FACTORS.reduce((sum, f) => sum + draft.weights[f], 0);
  const messageOf = (text: string) => {
    const key = matchingMessageKey(text);
    return key ? t(`matching.errors.${key}`) : text;
  };

  const submit = async () => {
    const parsed = matchingRulesSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), messageOf(i.message)])));
      return;
    }
    setErrors({});
    setRefusal(null);
    try {
      const { data } = await save({ variables: parsed.data });
      if (data) setDraft(draftOf(data.saveMentorMatchingRules));
      alerts.success(t('matching.rules.saved'));
    } catch (error) {
      setRefusal(errorText(error));
    }
  };

  return (
    <Card withBorder radius="lg" padding="xl" component="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }} data-testid="matching-rules-form">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h4">{t('matching.rules.weights')}</Title>
          <Text size="sm" c="dimmed">{t('matching.rules.weightsHelp')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {MATCH_FACTORS.map((factor) => (
            <WeightField
              key={factor}
              factor={factor}
              value={draft.weights[factor]}
              onChange={(v) => setDraft((d) => ({ ...d, weights: { ...d.weights, [factor]: v } }))}
              error={errors[`weights.${factor}`]}
            />
          ))}
        </SimpleGrid>
        {errors.weights ? <Alert color="red" role="alert">{errors.weights}</Alert> : null}
        {refusal ? <Alert color="red" role="alert" data-testid="matching-rules-refusal">{refusal}</Alert> : null}
        <Text size="sm" data-testid="weights-share">
          {MATCH_FACTORS.filter((f) => draft.weights[f] > 0).map((f) => t('matching.rules.share', { factor: t(`matching.factors.${f}`), percent: Math.round((100 * draft.weights[f]) / (total || 1)) })).join(' · ')}
        </Text>
        <Radio.Group
          label={t('matching.rules.capacityRule')}
          description={t('matching.rules.capacityRuleHelp')}
          value={draft.capacityRule}
          onChange={(v) => setDraft((d) => ({ ...d, capacityRule: v as CapacityRule }))}
        >
          <Stack gap="xs" mt="xs">
            {CAPACITY_RULES.map((rule) => <Radio key={rule} value={rule} label={t(`matching.rules.capacityRules.${rule}`)} data-testid={`capacity-rule-${rule}`} />)}
          </Stack>
        </Radio.Group>
        <NumberInput
          label={t('matching.rules.penalty')}
          description={t('matching.rules.penaltyHelp')}
          min={0}
          max={100}
          suffix=" %"
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={240}
          disabled={draft.capacityRule !== 'penalise'}
          value={draft.capacityPenaltyPercent}
          onChange={(v) => setDraft((d) => ({ ...d, capacityPenaltyPercent: typeof v === 'number' ? v : Number(v) || 0 }))}
          error={errors.capacityPenaltyPercent}
          data-testid="capacity-penalty"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading} data-testid="save-matching-rules">{t('matching.rules.save')}</Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/configuration/mentormatching: the weight of each factor and what happens to a mentor with no place left. */
export function MatchingRulesPage() {
  const { t } = useTranslation('coaching');
  const errorText = useMatchingErrorText();
  const { data, error } = useQuery(MENTOR_MATCHING_RULES, { fetchPolicy: 'cache-and-network' });
  const rules = data?.mentorMatchingRules;
  return (
    <Stack gap="lg" maw={900} data-testid="matching-rules-page">
      <Stack gap={4}>
        <Title order={1} size="h2">{t('pages:settings.mentormatching')}</Title>
        <Text c="dimmed">{t('matching.rules.intro')}</Text>
      </Stack>
      {rules && !rules.saved ? <Alert color="blue">{t('matching.rules.defaults')}</Alert> : null}
      {error && !rules ? <Alert color="red">{errorText(error)}</Alert> : rules ? <RulesForm rules={rules} /> : <Skeleton height={420} radius="lg" />}
    </Stack>
  );
}
