import { Select, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { localizedText, type LocalizedText } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/viewer/ViewerContext';
import { hasRoleIn } from '../../../app/viewer/roles';
import { CUSTOM_FIELD_CHOICES } from '../documents';
import { useBuilder } from './BuilderContext';

interface Props {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}

/**
 * The target of a custom_field question (issue 15 leftover): staff pick a startup, user or application field by its label and slug
 * instead of typing an id. Only administrators may read the definitions (customFields), so others — and a failed read
 * — keep the plain identifier input rather than asking the server something it refuses.
 */
export function CustomFieldPicker({ value, onChange }: Props) {
  const { t } = useTranslation('forms');
  const { lang } = useBuilder();
  const viewer = useViewer();
  const mayRead = viewer.status === 'authenticated' && hasRoleIn(viewer.roles, 'admin');
  const { data, error } = useQuery(CUSTOM_FIELD_CHOICES, { skip: !mayRead, fetchPolicy: 'cache-first' });
  if (!mayRead || error) {
    return <TextInput label={t('rulesEditor.customField')} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)} dir="ltr" data-testid="rule-customFieldId" />;
  }
  const item = (f: { _id: string; slug: string; label: unknown }) => ({ value: f._id, label: `${localizedText(f.label as LocalizedText, lang) || f.slug} (${f.slug})` });
  const groups = data
    ? [
        { group: t('rulesEditor.customFieldTargets.startup'), items: data.startupFields.map(item) },
        { group: t('rulesEditor.customFieldTargets.user'), items: data.userFields.map(item) },
        // An intake form's answers to these become the application's values on submit (D-360).
        { group: t('rulesEditor.customFieldTargets.application'), items: data.applicationFields.map(item) },
      ].filter((g) => g.items.length > 0)
    : [];
  const known = groups.some((g) => g.items.some((i) => i.value === value));
  // An id that is not among the fields (archived since, or typed before the picker existed) stays visible and choosable.
  const choices = value && data && !known ? [...groups, { group: t('rulesEditor.customFieldTargets.other'), items: [{ value, label: value }] }] : groups;
  return (
    <Select
      label={t('rulesEditor.customFieldPick')}
      description={t('rulesEditor.customFieldHelp')}
      placeholder={data ? undefined : t('loading')}
      data={choices}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      nothingFoundMessage={t('rulesEditor.customFieldNone')}
      data-testid="rule-customFieldId"
    />
  );
}
