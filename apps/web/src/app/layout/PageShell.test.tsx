import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { i18n } from '../i18n/i18n';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { PageShell } from './PageShell';

describe('page shell (CHR-38)', () => {
  afterEach(async () => {
    document.cookie = 'lang_pref=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await i18n.changeLanguage('en');
  });

  it('shows the content, then a footer with "Log out" and the language switcher', async () => {
    const onLogout = vi.fn();
    await renderWithProviders(
      <PageShell onLogout={onLogout}>
        <p>Page content</p>
      </PageShell>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    const footer = screen.getByRole('contentinfo');
    expect(footer).not.toHaveTextContent('Page content');
    fireEvent.click(within(footer).getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    const languages = within(footer).getByRole('combobox', { name: 'Language' });
    expect(within(languages).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['en', 'fr', 'es', 'ar', 'ko', 'uk', 'de', 'pt', 'tr']);
  });

  it('has no "Log out" button unless asked for one', async () => {
    await renderWithProviders(<PageShell>content</PageShell>);
    expect(within(screen.getByRole('contentinfo')).queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('the switcher changes the page language', async () => {
    await renderWithProviders(
      <LocaleProvider>
        <PageShell onLogout={() => undefined}>content</PageShell>
      </LocaleProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'fr' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    await waitFor(() => expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument());
  });
});
