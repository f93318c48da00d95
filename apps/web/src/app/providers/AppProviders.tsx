import { DirectionProvider, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ViewerProvider } from '../viewer/ViewerContext';
import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/locale';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { TenantProvider } from '../incubator/TenantContext';
import { IncubatorUpdatesListener } from '../../features/settings/mount';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { colorSchemeManager, cssVariablesResolver, theme } from '../theme';
import type { Locale } from '@hatchery/domain';

export function AppProviders({ children, initialLocale }: { children: ReactNode; initialLocale: Locale }) {
  return (
    <DirectionProvider initialDirection={directionOf(initialLocale)} detectDirection={false}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="auto"
      >
        <I18nextProvider i18n={i18n}>
          <ErrorBoundary>
            <TenantProvider>
              <ViewerProvider>
                <IncubatorUpdatesListener />
                <LocaleProvider>{children}</LocaleProvider>
              </ViewerProvider>
            </TenantProvider>
          </ErrorBoundary>
        </I18nextProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
