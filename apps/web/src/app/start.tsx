// First: zod must be configured before any module builds a schema (see the module).
import '../lib/forms/zodWithoutEval';
import '@mantine/core/styles.css';
import './global.css';
import { DEFAULT_LOCALE } from '@hatchery/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n/i18n';
import { readLangPreference } from './i18n/locale';
import { App } from './App';

/** Starts the app (after the browser check passed). */
export async function startApp(container: HTMLElement): Promise<void> {
  const initialLocale = readLangPreference() ?? DEFAULT_LOCALE;
  await initI18n(initialLocale);
  createRoot(container).render(
    <StrictMode>
      <App initialLocale={initialLocale} />
    </StrictMode>,
  );
}
