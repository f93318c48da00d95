import { Alert, Button, Group, Paper, Radio, Select, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { CUSTOM_FIELD_TYPES, CUSTOM_FIELD_VISIBILITIES, SUPPORTED_LOCALES, type CustomFieldType, type Locale } from '@hatchery/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { CREATE_CUSTOM_FIELD, UPDATE_CUSTOM_FIELD, type CustomFieldItem, type CustomFieldTarget } from './documents';
import { draftFrom, draftIssues, emptyDraft, slugFrom, takesOptions, toInput, type DraftIssue, type FieldDraft } from './fieldModel';
import { OptionRows } from './OptionRows';
import { RuleInputs } from './RuleInputs';
import { useLanguageName } from './useLanguageName';

interface Props {
  target: CustomFieldTarget;
  field: CustomFieldItem | null;
  onSaved: (field: CustomFieldItem) => void;
  onCancel: () => void;
}

/**
 * Creates or edits one custom field (issue 15 item 7): labels and help text in each chosen language, the slug (from the
 * first label until typed), the type (fixed once records hold values), group, visibility, required, options and rules.
 * The domain's analyser names a problem before saving; the server's refusal is shown as it came.
 */
export function CustomFieldEditor({ target, field, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation('customFields');
  const errorText = useErrorText();
  const languageName = useLanguageName();
  const [draft, setDraft] = useState<FieldDraft>(() => (field ? draftFrom(field) : emptyDraft()));
  const [languages, setLanguages] = useState<Locale[]>(() => [...new Set([i18n.language as Locale, ...(Object.keys(draft.label) as Locale[])])]);
  const [slugTouched, setSlugTouched] = useState(field !== null);
  const [tried, setTried] = useState(false);
  const [create, creating] = useMutation(CREATE_CUSTOM_FIELD);
  const [update, updating] = useMutation(UPDATE_CUSTOM_FIELD);
  const issues = draftIssues(draft, target);
  const issueText = (where: DraftIssue['field']) => {
    const issue = tried ? issues.find((i) => i.field === where) : undefined;
    return issue ? t(`issues.${issue.code}`, { defaultValue: t('issues.invalid') }) : undefined;
  };
  const change = (next: Partial<FieldDraft>) => setDraft((prev) => ({ ...prev, ...next }));
  const setLabel = (lang: Locale, text: string) => {
    const label = { ...draft.label, [lang]: text };
    change({ label, ...(!slugTouched && lang === languages[0] ? { slug: slugFrom(text) } : {}) });
  };

  const save = async () => {
    setTried(true);
    if (issues.length > 0) return;
    try {
      const input = toInput(draft, target);
      const result = field ? (await update({ variables: { id: field._id, input } })).data?.updateCustomField : (await create({ variables: { input } })).data?.createCustomField;
      if (result) {
        toast('success', t('editor.saved'));
        onSaved(result);
      }
    } catch (caught) {
      toast('error', errorText(caught));
    }
  };

  const remaining = SUPPORTED_LOCALES.filter((lang) => !languages.includes(lang));
  return (
    <Stack gap="md" maw={880} w="100%" miw={0} data-testid="custom-field-editor">
      <Title order={1} size="h2">
        {field ? t('editor.editTitle') : t('editor.newTitle', { target: t(`targets.${target}`) })}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          {languages.map((lang) => (
            <TextInput
              key={lang}
              label={t('editor.label', { language: languageName(lang) })}
              value={draft.label[lang] ?? ''}
              onChange={(e) => setLabel(lang, e.currentTarget.value)}
              error={lang === languages[0] ? issueText('label') : undefined}
              dir="auto"
              data-testid={`field-label-${lang}`}
            />
          ))}
          {remaining.length > 0 ? (
            <Select
              label={t('editor.addLanguage')}
              placeholder={t('editor.addLanguagePlaceholder')}
              data={remaining.map((lang) => ({ value: lang, label: languageName(lang) }))}
              value={null}
              onChange={(lang) => lang && setLanguages([...languages, lang as Locale])}
              w={260}
            />
          ) : null}
          <TextInput
            label={t('editor.slug')}
            description={t('editor.slugHelp')}
            value={draft.slug}
            onChange={(e) => {
              setSlugTouched(true);
              change({ slug: e.currentTarget.value });
            }}
            error={issueText('slug')}
            withAsterisk
            dir="ltr"
            data-testid="field-slug"
          />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <Select
              label={t('editor.type')}
              description={field && field.valueCount > 0 ? t('editor.typeLocked') : undefined}
              data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={draft.type}
              onChange={(type) => type && change({ type: type as CustomFieldType })}
              disabled={field !== null && field.valueCount > 0}
              allowDeselect={false}
              w={260}
              data-testid="field-type"
            />
            <TextInput label={t('editor.category')} description={t('editor.categoryHelp')} value={draft.category} onChange={(e) => change({ category: e.currentTarget.value })} w={260} dir="auto" data-testid="field-category" />
          </Group>
          {languages.map((lang) => (
            <Textarea key={lang} label={t('editor.helpText', { language: languageName(lang) })} value={draft.helpText[lang] ?? ''} onChange={(e) => change({ helpText: { ...draft.helpText, [lang]: e.currentTarget.value } })} autosize minRows={1} dir="auto" />
          ))}
          <Radio.Group label={t('editor.visibility')} value={draft.visibility} onChange={(v) => change({ visibility: v as FieldDraft['visibility'] })} data-testid="field-visibility">
            <Stack gap={6} mt={6}>
              {CUSTOM_FIELD_VISIBILITIES.map((v) => (
                <Radio key={v} value={v} label={t(`visibility.${v}`)} description={t(`visibility.${v}Help`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Switch label={t('editor.required')} checked={draft.required} onChange={(e) => change({ required: e.currentTarget.checked })} data-testid="field-required" />
          {takesOptions(draft.type) ? <OptionRows options={draft.options} languages={languages} languageName={languageName} onChange={(options) => change({ options })} error={issueText('options')} /> : null}
          <RuleInputs type={draft.type} validations={draft.validations} onChange={(validations) => change({ validations })} error={issueText('validations')} />
        </Stack>
      </Paper>
      {tried && issues.length > 0 ? <Alert color="red">{t('editor.fixProblems')}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={creating.loading || updating.loading} data-testid="field-save">
          {t('editor.save')}
        </Button>
      </Group>
    </Stack>
  );
}
