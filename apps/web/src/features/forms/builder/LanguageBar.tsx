import { Group, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import { LOCALE_NAMES, type Locale } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';

interface LanguageBarProps {
  languages: Locale[];
  available: Locale[];
  editLang: Locale;
  onEditLang: (lang: Locale) => void;
  onLanguages: (languages: Locale[]) => void;
}

/** The form's languages (labels are written in each, D-180) and the one being edited now. */
export function LanguageBar({ languages, available, editLang, onEditLang, onLanguages }: LanguageBarProps) {
  const { t } = useTranslation('forms');
  const choices = [...new Set([...available, ...languages])];
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <MultiSelect
        label={t('builder.languages')}
        data={choices.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
        value={languages}
        onChange={(next) => {
          if (next.length > 0) onLanguages(next as Locale[]);
        }}
        w={260}
        data-testid="builder-languages"
      />
      {languages.length > 1 ? (
        <div>
          <Text size="sm" fw={500} id="builder-edit-lang">
            {t('builder.editingLanguage')}
          </Text>
          <SegmentedControl
            aria-labelledby="builder-edit-lang"
            data={languages.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            value={editLang}
            onChange={(next) => onEditLang(next as Locale)}
            data-testid="builder-edit-lang"
          />
        </div>
      ) : null}
    </Group>
  );
}
