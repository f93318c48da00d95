import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Locale, QuestionOption } from '@hatchery/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { slugFrom } from './fieldModel';

interface Props {
  options: QuestionOption[];
  languages: Locale[];
  languageName: (lang: Locale) => string;
  onChange: (options: QuestionOption[]) => void;
  error?: string;
}

/** The choices of a choice field: a stored value and a label per language each (values stay stable in exports). */
export function OptionRows({ options, languages, languageName, onChange, error }: Props) {
  const { t } = useTranslation('customFields');
  const patch = (index: number, next: Partial<QuestionOption>) => onChange(options.map((o, i) => (i === index ? { ...o, ...next } : o)));
  return (
    <Stack gap="xs" data-testid="field-options">
      <Text fw={500} size="sm">
        {t('editor.options')}
      </Text>
      {options.map((option, index) => (
        <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="field-option">
          {languages.map((lang) => (
            <TextInput
              key={lang}
              label={t('editor.optionLabel', { number: index + 1, language: languageName(lang) })}
              value={option.labels[lang] ?? ''}
              onChange={(e) => {
                const text = e.currentTarget.value;
                const first = lang === languages[0];
                patch(index, { labels: { ...option.labels, [lang]: text }, ...(first && (!option.value || option.value === slugFrom(option.labels[lang] ?? '')) ? { value: slugFrom(text) } : {}) });
              }}
              style={{ flex: '1 1 12rem' }}
              dir="auto"
            />
          ))}
          <TextInput
            label={t('editor.optionValue', { number: index + 1 })}
            value={option.value}
            onChange={(e) => patch(index, { value: e.currentTarget.value })}
            w={160}
            dir="ltr"
          />
          <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t('editor.removeOption', { number: index + 1 })} onClick={() => onChange(options.filter((_, i) => i !== index))}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...options, { value: '', labels: {} }])} data-testid="field-option-add">
          {t('editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
