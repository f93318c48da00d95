import { useDirection } from '@mantine/core';
import type { Locale } from '@hatchery/domain';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../viewer/ViewerContext';
import { useTenant } from '../incubator/TenantContext';
import { i18n } from './i18n';
import {
  directionOf,
  htmlLang,
  readLangPreference,
  resolveLocale,
  shouldChangeLanguage,
  storeLangPreference,
} from './locale';

interface LocaleContextValue {
  locale: Locale;
  /** Applies a chooser pick; returns false (and does nothing) when it is already the current locale. */
  choose: (locale: Locale) => boolean;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', choose: () => false });

export function LocaleProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { incubator } = useTenant();
  const [preference, setPreference] = useState<Locale | null>(() => readLangPreference());
  const locale = resolveLocale({
    preference,
    userLanguage: user?.language,
    incubatorDefault: incubator?.defaultLanguage,
  });
  const { setDirection } = useDirection();

  useEffect(() => {
    const dir = directionOf(locale);
    document.documentElement.setAttribute('dir', dir);
    document.documentElement.setAttribute('lang', htmlLang(locale));
    setDirection(dir);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, setDirection]);

  const choose = useCallback(
    (chosen: Locale) => {
      if (!shouldChangeLanguage(locale, chosen)) return false;
      storeLangPreference(chosen);
      setPreference(chosen);
      return true;
    },
    [locale],
  );

  const value = useMemo(() => ({ locale, choose }), [locale, choose]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
