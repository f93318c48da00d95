import { Select } from '@mantine/core';
import { STARTUP_STAGES } from '@hatchery/domain';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The stage picker of a startup form (new startup, profile): a stage or none (''), bound to the form's `stage`. */
export function StageSelect<T extends FieldValues & { stage: string }>({ control, error, testId }: { control: Control<T>; error?: ReactNode; testId?: string }) {
  const { t } = useTranslation('startups');
  return (
    <Controller
      control={control}
      name={'stage' as Path<T>}
      render={({ field }) => (
        <Select
          label={t('profile.stage')}
          data={STARTUP_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid={testId}
          error={error}
        />
      )}
    />
  );
}
