/**
 * Every settings form says what is wrong on save and puts the focus on the first invalid field (D1 §5, D-93):
 * pressing Save never does nothing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { IncubatorSettings } from './documents';
import { DomainSettingsPage } from './DomainSettingsPage';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { BrandingSettingsPage } from './BrandingSettingsPage';
import { IndustriesPage } from './IndustriesPage';
import { MetadataSettingsPage } from './MetadataSettingsPage';
import { StartupLabelCard } from './StartupLabelCard';
import { createTestClient, renderWithRouter } from '../../test/testClient';

const SETTINGS: IncubatorSettings & { __typename: string } = {
  __typename: 'IncubatorSettings',
  _id: 'i1',
  name: 'Demo Accelerator',
  slug: 'demo',
  description: null,
  logo: null,
  whiteLogo: null,
  logoSquare: null,
  currency: 'USD',
  timezone: 'America/New_York',
  address: null,
  defaultLanguage: 'en',
  allowUserSelfDelete: true,
  allowWriteInOptionInUserSkills: true,
  customDomain: null,
  domainSettings: { __typename: 'DomainSettings', status: 'NONE', customDomain: null, verifiedAt: null, pendingDomain: null, verification: null } as IncubatorSettings['domainSettings'],
  incubatorSeo: { __typename: 'IncubatorSeo', active: false, seoTitle: null, seoDescription: null },
  incubatorTermsAndServices: { __typename: 'TermsAndServices', url: null },
  incubatorCustomLoginTextAndLink: { __typename: 'CustomLoginTextAndLink', active: false, text: null, url: null, buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' },
  generalEmail: { __typename: 'EmailAddress', address: null },
  supportEmail: { __typename: 'EmailAddress', address: null },
  brandPalette: {
    __typename: 'BrandPalette',
    sidebar: { __typename: 'SidebarPalette', backgroundColor: '#1e1b4b', textColor: '#ffffff', activeItemBackgroundColor: '#f59e0b', activeItemTextColor: '#1e1b4b', activeSubItemTextColor: '#ffffff', logoType: 'NORMAL' },
    login: { __typename: 'LoginPalette', backgroundColor: '#1e1b4b', textColor: '#ffffff', logoType: 'NORMAL' },
  },
  planInfo: { __typename: 'PlanInfo', name: 'Growth', employeeCountLimit: 25 },
  startupNameAlternative: { __typename: 'StartupNameAlternative', active: false, label: [] },
};

async function renderPage(ui: ReactElement) {
  const kit = createTestClient({
    IncubatorSettings: () => ({ data: { incubatorSettings: SETTINGS } }),
    Industries: () => ({ data: { industries: [] } }),
  });
  await renderWithRouter(ui, kit.client);
  return kit;
}

describe('settings forms on save (D1 §5, D-93)', () => {
  it('general: an emptied organisation name reads "… is a required field" and takes the focus', async () => {
    const kit = await renderPage(<GeneralSettingsPage />);
    await screen.findByTestId('general-form');
    const name = screen.getByDisplayValue('Demo Accelerator');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('save-general'));
    expect(await screen.findByText('Organisation name is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(kit.callsOf('UpdateGeneralSettings')).toHaveLength(0);
  }, 30_000);

  it('domain: a host name that is not one says so and takes the focus', async () => {
    await renderPage(<DomainSettingsPage />);
    const input = await screen.findByRole('textbox');
    fireEvent.change(input, { target: { value: 'not a host' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(input);
  });

  it('search engine settings: switched on without a title, the title is required and focused', async () => {
    await renderPage(<MetadataSettingsPage />);
    await screen.findByText('Use custom search-engine settings');
    const page = screen.getByTestId('settings-page-metadata');
    fireEvent.click(page.querySelector('form input[type="checkbox"]') as HTMLInputElement);
    const title = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await waitFor(() => expect(title).toBeEnabled());
    fireEvent.submit(title.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Page title is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('industries: adding an empty name says it is required and focuses the field', async () => {
    const kit = await renderPage(<IndustriesPage />);
    const form = await screen.findByTestId('add-industry');
    fireEvent.submit(form);
    expect(await screen.findByText('Industry name is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(form.querySelector('input')));
    expect(kit.callsOf('CreateIndustry')).toHaveLength(0);
  });
  it('startup label: switched on with no label in any language says so, and nothing is saved', async () => {
    const kit = await renderPage(<StartupLabelCard settings={SETTINGS} />);
    const form = await screen.findByTestId('startup-label-form');
    fireEvent.click(form.querySelector('input[type="checkbox"]') as HTMLInputElement);
    await waitFor(() => expect(form.querySelector('input[type="text"], input:not([type])')).toBeEnabled());
    fireEvent.submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(/required/i);
    expect(kit.callsOf('UpdateStartupLabel')).toHaveLength(0);
  });

  it('branding: a custom sign-in link switched on without its text says so and focuses the text', async () => {
    const kit = await renderPage(<BrandingSettingsPage />);
    const form = await screen.findByTestId('branding-form');
    fireEvent.click(screen.getByRole('switch', { name: /custom text and link/i }));
    await waitFor(() => expect(form.querySelector('textarea')).not.toBeNull());
    const text = form.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.submit(form);
    expect(await screen.findByText('Text is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(kit.callsOf('UpdateBranding')).toHaveLength(0);
  });
});
