import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';
import type { StartupMilestone } from './documents';

interface ProgressModalProps {
  milestone: StartupMilestone;
  onSave: (progress: number) => Promise<unknown>;
  onClose: () => void;
}

/** Update a milestone's progress towards its target (reaching it completes the milestone on the server). */
export function ProgressModal({ milestone, onSave, onClose }: ProgressModalProps) {
  const { t } = useTranslation('milestones');
  const errorText = useErrorText();
  const [value, setValue] = useState<number | string>(milestone.progress);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const progress = typeof value === 'number' ? value : Number(value);
    if (value === '' || !Number.isFinite(progress) || progress < 0) {
      setError(t('form.progressInvalid'));
      return;
    }
    setSaving(true);
    try {
      await onSave(progress);
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t('progress.title', { name: milestone.name })}</Text>} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <NumberInput
            label={t('progress.label')}
            description={milestone.target !== null ? t('progress.of', { target: milestone.target, unit: milestone.unit ?? '' }) : undefined}
            min={0}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(null);
            }}
            error={error}
            data-autofocus
            data-testid="milestone-progress-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="milestone-progress-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
