import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FUNNEL_CATEGORIES, FUNNEL_REAPPLY_RULES, slugify } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import type { FunnelCategory, FunnelOptions, FunnelReapplyRule } from '../documents';

export interface FunnelSettingsDraft {
  name: string;
  slug: string;
  description: string;
  programId: string | null;
  category: FunnelCategory;
  intakeFormId: string | null;
  /** datetime-local values (browser zone). */
  opensAt: string;
  closesAt: string;
  reapplyRule: FunnelReapplyRule;
}

/** The funnel's own settings; `errors` holds the server's translated message per field. */
export function FunnelSettingsForm({ value, onChange, options, errors, readOnly }: { value: FunnelSettingsDraft; onChange: (next: FunnelSettingsDraft) => void; options: FunnelOptions | undefined; errors: Readonly<Record<string, string>>; readOnly: boolean }) {
  const { t } = useTranslation('applications');
  const set = (patch: Partial<FunnelSettingsDraft>) => onChange({ ...value, ...patch });
  const programs = (options?.programs ?? []).filter((p) => p.status !== 'archived' || p._id === value.programId).map((p) => ({ value: p._id, label: p.name }));
  const intake = (options?.intakeForms ?? []).map((f) => ({ value: f._id, label: f.name }));
  const slug = value.slug || slugify(value.name);
  return (
    <Stack gap="sm" data-testid="funnel-settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.name')} value={value.name} onChange={(e) => set({ name: e.currentTarget.value })} required error={errors.name} readOnly={readOnly} data-testid="funnel-name" />
        <TextInput
          label={t('fields.slug')}
          description={t('fields.slugHint', { path: `\u2066/apply/program/${slug}\u2069` })}
          value={value.slug}
          placeholder={slugify(value.name)}
          onChange={(e) => set({ slug: e.currentTarget.value })}
          error={errors.slug}
          readOnly={readOnly}
          dir="ltr"
          data-testid="funnel-slug"
        />
        <Select label={t('fields.programId')} data={programs} value={value.programId} onChange={(v) => set({ programId: v })} required searchable error={errors.programId} readOnly={readOnly} data-testid="funnel-program" />
        <Select
          label={t('fields.intakeFormId')}
          placeholder={intake.length ? t('builder.chooseForm') : t('builder.noForms')}
          data={intake}
          value={value.intakeFormId}
          onChange={(v) => set({ intakeFormId: v })}
          searchable
          error={errors.intakeFormId}
          readOnly={readOnly}
          data-testid="funnel-intake-form"
        />
        <Select
          label={t('fields.category')}
          data={FUNNEL_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={value.category}
          onChange={(v) => v && set({ category: v as FunnelCategory })}
          allowDeselect={false}
          readOnly={readOnly}
          data-testid="funnel-category"
        />
        <Select
          label={t('fields.reapplyRule')}
          data={FUNNEL_REAPPLY_RULES.map((r) => ({ value: r, label: t(`reapply.${r}`) }))}
          value={value.reapplyRule}
          onChange={(v) => v && set({ reapplyRule: v as FunnelReapplyRule })}
          allowDeselect={false}
          readOnly={readOnly}
          data-testid="funnel-reapply"
        />
        <TextInput type="datetime-local" label={t('fields.opensAt')} value={value.opensAt} onChange={(e) => set({ opensAt: e.currentTarget.value })} error={errors.opensAt} readOnly={readOnly} data-testid="funnel-opens" />
        <TextInput
          type="datetime-local"
          label={t('fields.closesAt')}
          description={t('fields.closesHint')}
          value={value.closesAt}
          onChange={(e) => set({ closesAt: e.currentTarget.value })}
          error={errors.closesAt}
          readOnly={readOnly}
          data-testid="funnel-closes"
        />
      </SimpleGrid>
      <Textarea label={t('fields.description')} value={value.description} onChange={(e) => set({ description: e.currentTarget.value })} autosize minRows={2} error={errors.description} readOnly={readOnly} data-testid="funnel-description" />
    </Stack>
  );
}
