/**
 * The account forms say what is wrong on save and focus the first invalid field (D1 §5, D-93): sign-up, invitation,
 * forgotten and new password, change password.
 */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo/client';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { ApplicationNewPage } from './ApplicationNewPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SecurityPage } from './SecurityPage';

vi.mock('../auth/useSsoConfiguration', () => ({ useSsoConfiguration: () => null }));
vi.mock('../../app/viewer/ViewerContext', () => ({ useViewer: () => ({ status: 'anonymous' }) }));
vi.mock('../../lib/apollo/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

async function renderAt(path: string, pattern: string, page: ReactElement) {
  await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

const posts = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('account forms on save (D1 §5, D-93)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sign-up: an empty form names every missing field and focuses the first name', async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    await renderAt('/application/new', '/application/new', <ApplicationNewPage />);
    fireEvent.click(await screen.findByTestId('signup-submit'));
    expect(await screen.findByText('First name is a required field')).toBeInTheDocument();
    expect(screen.getByText('Email is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signup-first-name')));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('invitation: emptied names are required, the first one focused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ email: 'new@demo.test', firstName: '', lastName: '' })));
    await renderAt('/acceptinvitation?token=abc', '/acceptinvitation', <AcceptInvitationPage />);
    fireEvent.click(await screen.findByTestId('accept-invitation-submit'));
    expect(await screen.findByText('First name is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('accept-invitation-first-name')));
  });

  it('forgotten password: an empty email is required and focused', async () => {
    await renderAt('/forgotpassword', '/forgotpassword', <ForgotPasswordPage />);
    fireEvent.click(await screen.findByTestId('forgot-password-submit'));
    expect(await screen.findByText('Email is a required field')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
  });

  it('new password: an empty password is required and focused', async () => {
    await renderAt('/reset/tok', '/reset/:resetToken', <ResetPasswordPage />);
    fireEvent.click(await screen.findByTestId('reset-password-submit'));
    expect(await screen.findByText(/is a required field/)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('reset-password-new')));
  });

  it('change password: empty passwords are required, the current one focused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ data: { mySessions: [] } })));
    await renderWithProviders(
      <ApolloProvider client={createApolloClient()}>
        <SecurityPage />
      </ApolloProvider>,
    );
    fireEvent.click(await screen.findByTestId('change-password-submit'));
    expect((await screen.findAllByText(/is a required field/)).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('change-password-current')));
  });
});
