import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PAGE_NAMESPACES, i18n, initI18n, loadPageNamespaces } from '../app/i18n/i18n';

/** Mantine + English translations around a component under test. */
export async function renderWithProviders(ui: ReactElement): Promise<RenderResult> {
  if (!i18n.isInitialized) await initI18n('en');
  await loadPageNamespaces(PAGE_NAMESPACES);
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </MantineProvider>,
  );
}
