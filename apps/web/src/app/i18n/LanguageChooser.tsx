import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { LOCALE_NAMES, chooserLocales } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from './LocaleProvider';

export function LanguageChooser() {
  const { t } = useTranslation();
  const { locale, choose } = useLocale();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <Tooltip label={t('shell.language')} withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('shell.language')} data-testid="language-chooser">
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('shell.language')}</Menu.Label>
        {chooserLocales(locale).map((code) => (
          <Menu.Item
            key={code}
            lang={code.replace('_', '-')}
            data-locale={code}
            onClick={() => choose(code)}
            rightSection={code === locale ? <IconCheck size={14} /> : null}
            fw={code === locale ? 600 : undefined}
          >
            {LOCALE_NAMES[code]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
