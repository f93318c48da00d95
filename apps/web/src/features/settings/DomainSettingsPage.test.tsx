import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import enCommon from '../../locales/en/common.json';
import frCommon from '../../locales/fr/common.json';
import { alertStore } from '../../lib/alerts/alertStore';
import { renderWithProviders } from '../../test/renderWithProviders';
import { i18n } from '../../app/i18n/i18n';
import { DomainSettingsPage } from './DomainSettingsPage';
import { INCUBATOR_SETTINGS, VERIFY_CUSTOM_DOMAIN } from './documents';

const TOKEN = 'q7J0mXwA3bE2rT9yU1iO5pL8kJ6hG4fD2sA0zX9cV7b';
const PENDING = 'portal.acme-ventures.org';

function settings(domainSettings: Record<string, unknown>) {
  return {
    __typename: 'IncubatorSettings',
    _id: 'i1', name: 'Acme Ventures', slug: 'acme', description: null, logo: null, whiteLogo: null, logoSquare: null,
    currency: 'EUR', timezone: 'UTC', address: null, defaultLanguage: 'en', allowUserSelfDelete: false,
    allowWriteInOptionInUserSkills: false, customDomain: domainSettings.customDomain ?? null,
    domainSettings: { __typename: 'DomainSettings', verifiedAt: null, pendingDomain: null, verification: null, customDomain: null, ...domainSettings },
    incubatorSeo: { __typename: 'IncubatorSeo', active: false, seoTitle: null, seoDescription: null },
    incubatorTermsAndServices: { __typename: 'TermsAndServices', url: null },
    incubatorCustomLoginTextAndLink: { __typename: 'CustomLoginTextAndLink', active: false, text: null, url: null, buttonBackgroundColor: null, buttonTextColor: null },
    generalEmail: { __typename: 'EmailAddress', address: null },
    supportEmail: { __typename: 'EmailAddress', address: null },
    brandPalette: {
      __typename: 'BrandPalette',
      sidebar: { __typename: 'SidebarPalette', backgroundColor: '#000000', textColor: '#ffffff', activeItemBackgroundColor: '#111111', activeItemTextColor: '#ffffff', activeSubItemTextColor: '#eeeeee', logoType: 'NORMAL' },
      login: { __typename: 'LoginPalette', backgroundColor: '#ffffff', textColor: '#000000', logoType: 'NORMAL' },
    },
    planInfo: { __typename: 'PlanInfo', name: null, employeeCountLimit: null },
    startupNameAlternative: { __typename: 'StartupNameAlternative', active: false, label: [] },
  };
}

const pending = settings({
  status: 'PENDING',
  pendingDomain: PENDING,
  verification: {
    __typename: 'DomainVerification',
    token: TOKEN,
    fileUrl: `http://${PENDING}/.well-known/hatchery-domain-verification`,
    dnsRecordName: `_hatchery-challenge.${PENDING}`,
    dnsRecordType: 'TXT',
  },
});
const verified = settings({ status: 'VERIFIED', customDomain: PENDING, verifiedAt: '2030-05-01T10:00:00.000Z' });

const NOT_FOUND = 'customDomain: The verification token was not found on this domain. Publish the file or the DNS record shown, wait for it to be reachable, then verify again.';

async function renderPage(verifyResult: 'fails' | 'succeeds'): Promise<void> {
  const mocks = [
    { request: { query: INCUBATOR_SETTINGS }, result: { data: { incubatorSettings: pending } } },
    verifyResult === 'fails'
      ? { request: { query: VERIFY_CUSTOM_DOMAIN }, result: { errors: [new GraphQLError(NOT_FOUND, { extensions: { code: 'ValidationError' } })] } }
      : { request: { query: VERIFY_CUSTOM_DOMAIN }, result: { data: { verifyCustomDomain: verified } } },
  ];
  await renderWithProviders(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin/configuration/domain']}>
        <DomainSettingsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByTestId('domain-pending');
}

describe('domain settings page (D-84)', () => {
  afterEach(async () => {
    alertStore.clear();
    await i18n.changeLanguage('en');
  });

  it('shows a pending domain with the file and the DNS record to create, and a Verify button', async () => {
    await renderPage('succeeds');
    const card = screen.getByTestId('domain-pending');
    expect(card).toHaveTextContent(enCommon.adminSettings.domain.pendingTitle.replace('{{domain}}', PENDING));
    expect(card).toHaveTextContent(enCommon.adminSettings.domain.statusPending);
    expect(card).toHaveTextContent(`http://${PENDING}/.well-known/hatchery-domain-verification`);
    expect(card).toHaveTextContent(`_hatchery-challenge.${PENDING}`);
    expect(card).toHaveTextContent(TOKEN);
    expect(screen.getByLabelText(enCommon.adminSettings.domain.customDomain)).toHaveValue(PENDING);
    fireEvent.click(screen.getByRole('button', { name: enCommon.adminSettings.domain.verify }));
    await waitFor(() => expect(alertStore.get().map((a) => a.message)).toContain(`${PENDING} is verified and now serves your organisation.`));
  });

  it('a failed verification is explained in the user language', async () => {
    await i18n.changeLanguage('fr');
    await renderPage('fails');
    fireEvent.click(screen.getByRole('button', { name: frCommon.adminSettings.domain.verify }));
    await waitFor(() => expect(alertStore.get().map((a) => a.message)).toContain(frCommon.adminSettings.messages.domainNotVerified));
  });
});
