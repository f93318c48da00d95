import { Checkbox, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundEmailDraft } from './roundsModel';

type Choice = 'off' | 'now' | 'scheduled';

/** A round's acceptance or rejection e-mail: none, sent with the decision, or scheduled; subject and message. */
export function RoundEmailEditor({ label, value, onChange, feedback, testId }: { label: string; value: RoundEmailDraft; onChange: (next: RoundEmailDraft) => void; feedback?: boolean; testId: string }) {
  const { t } = useTranslation('applications');
  const choice: Choice = value.enabled ? value.mode : 'off';
  const choose = (next: string) => onChange(next === 'off' ? { ...value, enabled: false } : { ...value, enabled: true, mode: next as 'now' | 'scheduled' });
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={500} id={`${testId}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`${testId}-label`}
        value={choice}
        onChange={choose}
        data={[
          { value: 'off', label: t('builder.emailOff') },
          { value: 'now', label: t('builder.emailNow') },
          { value: 'scheduled', label: t('builder.emailScheduled') },
        ]}
        fullWidth
        size="xs"
      />
      {value.enabled ? (
        <>
          {value.mode === 'scheduled' ? (
            <TextInput type="datetime-local" label={t('fields.scheduledAt')} value={value.scheduledAt} onChange={(e) => onChange({ ...value, scheduledAt: e.currentTarget.value })} required />
          ) : null}
          <TextInput label={t('fields.subject')} value={value.subject} onChange={(e) => onChange({ ...value, subject: e.currentTarget.value })} required />
          <Textarea label={t('fields.body')} value={value.body} onChange={(e) => onChange({ ...value, body: e.currentTarget.value })} autosize minRows={3} required />
          {feedback ? <Checkbox label={t('builder.includeFeedback')} checked={value.includeFeedback} onChange={(e) => onChange({ ...value, includeFeedback: e.currentTarget.checked })} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
