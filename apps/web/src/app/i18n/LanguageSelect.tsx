import { NativeSelect } from '@mantine/core';
import { LOCALE_NAMES, chooserLocales, isLocale } from '@hatchery/domain';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from './LocaleProvider';

/** A light language chooser (native select) for page shells such as /login; same rule: acts only on a change. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { locale, choose } = useLocale();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      data-testid="language-chooser"
      leftSection={<IconLanguage size={16} />}
      value={locale}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) choose(value);
      }}
      data={chooserLocales(locale).map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      w={200}
    />
  );
}
