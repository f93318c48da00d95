/**
 * /account/settings (RTE-52): the viewer's name, phone, language and time zone saved by PUT /user (TRN-14) with only
 * what changed; a refused field named under itself and nothing applied; a saved language applied now (LOC-05);
 * the colour mode applied at once (LOC-07/08); the other settings pages each role has (CHR-22).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleType } from '@hatchery/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER } from '../../app/viewer/queries';
import { alertStore } from '../../lib/alerts/alertStore';
import { createTestClient, renderWithRouter } from '../../test/testClient';
import { PreferencesPage } from './PreferencesPage';
import { ACCOUNT_DELETION_STATUS } from './deletion/documents';
import { PREFERENCES_USER } from './preferences/documents';

const locale = vi.hoisted(() => ({ current: 'en', choose: vi.fn(() => true) }));
vi.mock('../../app/i18n/LocaleProvider', () => ({ useLocale: () => ({ locale: locale.current, choose: locale.choose }) }));

const viewer = vi.hoisted(() => ({ roles: ['Mentor'] as RoleType[] }));
vi.mock('../../app/viewer/ViewerContext', () => ({
  useViewer: () => ({ status: 'authenticated', roles: viewer.roles, user: { _id: 'u1' } }),
}));

const SAVED = {
  __typename: 'User' as const,
  _id: 'u1',
  fullName: 'Elena Petrova',
  firstName: 'Elena',
  lastName: 'Petrova',
  phone: null,
  timezone: 'America/New_York',
  language: 'en',
};

type FetchArgs = [input: string | URL | Request, init?: RequestInit];

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The REST calls made (the GraphQL ones go through the test client's link, not fetch). */
function restCalls(fetchMock: ReturnType<typeof vi.fn>): Array<{ method: string; path: string; body: unknown }> {
  return (fetchMock.mock.calls as FetchArgs[]).map(([input, init]) => ({
    method: init?.method ?? 'GET',
    path: String(input),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));
}

type Deletion = { allowed: boolean; blockedBy: 'ORGANISATION_SETTING' | 'LAST_ADMINISTRATOR' | null };

async function renderPage(saved = SAVED, deletion: Deletion = { allowed: true, blockedBy: null }) {
  const kit = createTestClient({
    PreferencesUser: () => ({ data: { currentUser: saved } }),
    AccountDeletionStatus: () => ({
      data: {
        accountDeletion: { __typename: 'AccountDeletion', ...deletion, confirmWith: 'PASSWORD' },
        currentUser: { __typename: 'User', _id: saved._id, email: 'mentor@demo.test' },
      },
    }),
    NotificationPreferences: () => ({ data: { notificationPreferences: { __typename: 'NotificationPreferences', emailCopies: false } } }),
  });
  // What the top bar reads (the shell's CurrentUser), already in the cache as after sign-in.
  const role = { __typename: 'Role', _id: 'r1', type: ['Mentor'], label: 'Mentor', userAccess: null, startupAccess: null };
  kit.client.writeQuery({
    query: CURRENT_USER,
    data: {
      currentUser: {
        ...saved,
        email: 'mentor@demo.test',
        status: 'active',
        validated: true,
        avatar: null,
        role,
        startups: [],
      },
    },
  });
  await renderWithRouter(<PreferencesPage />, kit.client, '/account/settings');
  await waitFor(() => expect(screen.getByTestId('preferences-first-name')).toHaveValue(saved.firstName));
  return kit;
}

async function pick(testId: string, option: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The field's wrapper (label, input, description, error), to tell that a message stands next to its field. */
function fieldOf(testId: string): HTMLElement {
  const wrapper = screen.getByTestId(testId).closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`no input wrapper around ${testId}`);
  return wrapper;
}

describe('/account/settings: preferences (RTE-52)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // jsdom has no scrollIntoView; Mantine's combobox scrolls the selected option into view.
    Element.prototype.scrollIntoView ??= () => undefined;
    locale.choose.mockClear();
    locale.current = 'en';
    alertStore.clear();
    viewer.roles = ['Mentor'];
    fetchMock = vi.fn(async (...args: FetchArgs) => {
      const body = JSON.parse(String(args[1]?.body ?? '{}')) as { user: Record<string, unknown> };
      const next = { ...SAVED, ...body.user };
      return answer(200, { ...next, fullName: `${String(next.firstName)} ${String(next.lastName)}`, email: 'mentor@demo.test', role: {}, startups: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves only the changed fields by PUT /user, confirms, and the top bar’s name (CurrentUser) follows without a reload', async () => {
    const kit = await renderPage();
    expect(screen.getByTestId('preferences-save')).toBeDisabled();
    fireEvent.change(screen.getByTestId('preferences-first-name'), { target: { value: '  Lena ' } });
    fireEvent.change(screen.getByTestId('preferences-phone'), { target: { value: '+1 (555) 010-2030' } });
    await pick('preferences-timezone', 'Asia/Tokyo · GMT+9');
    fireEvent.click(screen.getByTestId('preferences-save'));

    await waitFor(() => expect(restCalls(fetchMock)).toHaveLength(1));
    expect(restCalls(fetchMock)[0]).toEqual({
      method: 'PUT',
      path: '/user',
      body: { user: { firstName: 'Lena', phone: '+1 (555) 010-2030', timezone: 'Asia/Tokyo' } },
    });
    await waitFor(() => expect(kit.client.readQuery({ query: CURRENT_USER })?.currentUser.fullName).toBe('Lena Petrova'));
    expect(kit.client.readQuery({ query: PREFERENCES_USER })?.currentUser).toMatchObject({ phone: '+1 (555) 010-2030', timezone: 'Asia/Tokyo' });
    await waitFor(() => expect(screen.getByTestId('preferences-save')).toBeDisabled());
    expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'Your preferences were saved.']);
    expect(screen.getByTestId('preferences-first-name')).toHaveValue('Lena');
    expect(locale.choose).not.toHaveBeenCalled();
  });

  it('a field the server refuses (400) gets its message under it, the form says nothing was saved, and nothing is applied', async () => {
    fetchMock.mockImplementation(async () => answer(400, { error: 'BadRequest', message: 'Invalid profile: check user.timezone' }));
    const kit = await renderPage();
    await pick('preferences-timezone', /^Europe\/Paris · GMT\+[12]$/);
    await pick('preferences-language', 'العربية');
    fireEvent.click(screen.getByTestId('preferences-save'));

    expect(await within(fieldOf('preferences-timezone')).findByText('Time zone is not a known time zone')).toBeInTheDocument();
    expect(screen.getByTestId('preferences-error')).toHaveTextContent('Nothing was saved. Correct the fields marked below and try again.');
    expect(restCalls(fetchMock)[0]?.body).toEqual({ user: { timezone: 'Europe/Paris', language: 'ar' } });
    expect(locale.choose).not.toHaveBeenCalled();
    expect(kit.client.readQuery({ query: PREFERENCES_USER })?.currentUser).toMatchObject({ timezone: 'America/New_York', language: 'en' });
    expect(screen.getByTestId('preferences-save')).toBeEnabled();
    expect(alertStore.get().filter((a) => a.type === 'success')).toEqual([]);
  });

  it('a saved language is stored on the user and applied now through the locale provider (choose)', async () => {
    await renderPage();
    await pick('preferences-language', 'العربية');
    fireEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(() => expect(locale.choose).toHaveBeenCalledWith('ar'));
    expect(restCalls(fetchMock).map((call) => call.body)).toEqual([{ user: { language: 'ar' } }]);
    // Confirmed in the language just chosen, not the one left.
    await waitFor(() => expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'تم حفظ تفضيلاتك.']));
  });

  it('a language chosen with the language menu but not on the account: shown as in effect, said so, and saved as the account’s', async () => {
    await renderPage({ ...SAVED, language: 'de' });
    expect(screen.getByTestId('preferences-language')).toHaveValue('English');
    expect(fieldOf('preferences-language')).toHaveTextContent(
      "This device shows English, chosen in the language menu; your account is set to Deutsch. Saving makes English your account's language.",
    );
    fireEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(() => expect(restCalls(fetchMock).map((call) => call.body)).toEqual([{ user: { language: 'en' } }]));
  });

  it('bad input is named in the reader’s words before anything is sent: an emptied name, a phone with letters', async () => {
    await renderPage();
    fireEvent.change(screen.getByTestId('preferences-last-name'), { target: { value: '   ' } });
    fireEvent.change(screen.getByTestId('preferences-phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByTestId('preferences-save'));
    expect(await within(fieldOf('preferences-last-name')).findByText('Last name is a required field')).toBeInTheDocument();
    expect(within(fieldOf('preferences-phone')).getByText('Phone may contain digits, spaces and + ( ) - . only')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('preferences-last-name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the time zone says what it is for, shows the time there, and offers this device’s zone', async () => {
    await renderPage({ ...SAVED, timezone: 'Pacific/Auckland' });
    const zone = fieldOf('preferences-timezone');
    expect(zone).toHaveTextContent('Dates and times are shown to you in this zone, and your reminders follow it.');
    expect(screen.getByTestId('preferences-local-time')).toHaveTextContent(/Time there now: .+ \(GMT\+1[23]\)/);
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    fireEvent.click(screen.getByTestId('preferences-device-timezone'));
    await waitFor(() => expect(screen.getByTestId('preferences-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('preferences-save'));
    await waitFor(() => expect(restCalls(fetchMock).map((call) => call.body)).toEqual([{ user: { timezone: device } }]));
  });

  it('light, dark or the system: applied at once and kept by Mantine (local storage)', async () => {
    await renderPage();
    fireEvent.click(within(screen.getByTestId('preferences-color-scheme')).getByLabelText('Dark'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
    expect(Object.values({ ...localStorage })).toContain('dark');
    fireEvent.click(within(screen.getByTestId('preferences-color-scheme')).getByLabelText('Follow the system'));
    await waitFor(() => expect(Object.values({ ...localStorage })).toContain('auto'));
  });

  it('links the other settings pages the role has: security for everyone, coaching preferences for mentors and staff (CHR-22)', async () => {
    await renderPage();
    expect(screen.getByTestId('preferences-link-security')).toHaveAttribute('href', '/account/settings/security');
    expect(screen.getByTestId('preferences-link-coachingPreferences')).toHaveAttribute('href', '/account/settings/coaching');
    expect(screen.getByTestId('notifications-email-copies')).toBeInTheDocument();
  });

  it('a co-founder gets no coaching preferences link', async () => {
    viewer.roles = ['Cofounder'];
    await renderPage();
    expect(screen.getByTestId('preferences-link-security')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-link-coachingPreferences')).toBeNull();
  });

  it('links the profile editor and Integrations; Delete account only where the organisation allows it (GAP-42)', async () => {
    await renderPage();
    expect(screen.getByTestId('preferences-link-profile')).toHaveAttribute('href', '/account/profile');
    expect(screen.getByTestId('preferences-link-integrations')).toHaveAttribute('href', '/account/settings/integrations');
    expect(await screen.findByTestId('preferences-link-deleteAccount')).toHaveAttribute('href', '/account/settings/delete');
  });

  it('no Delete account link when the organisation does not allow it (allowUserSelfDelete off)', async () => {
    const kit = await renderPage(SAVED, { allowed: false, blockedBy: 'ORGANISATION_SETTING' });
    // The deletion status has been answered (it is in the cache), and the card drew without the link.
    await waitFor(() => expect(kit.client.readQuery({ query: ACCOUNT_DELETION_STATUS })?.accountDeletion.blockedBy).toBe('ORGANISATION_SETTING'));
    expect(screen.getByTestId('preferences-link-integrations')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-link-deleteAccount')).toBeNull();
  });
});
