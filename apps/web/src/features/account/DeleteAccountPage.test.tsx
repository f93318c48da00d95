import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { logout } from '../../lib/apollo/logout';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../test/testClient';
import { DeleteAccountPage } from './DeleteAccountPage';

vi.mock('../../lib/apollo/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

const EMAIL = 'mira.castellanos@example.test';

function statusHandler(status: { allowed: boolean; blockedBy: string | null; confirmWith: string }): OperationHandler {
  return () => ({
    data: {
      accountDeletion: { __typename: 'AccountDeletion', ...status },
      currentUser: { __typename: 'User', _id: 'u-1', email: EMAIL },
    },
  });
}

const ALLOWED = statusHandler({ allowed: true, blockedBy: null, confirmWith: 'PASSWORD' });

function refusal(message: string, extensions: Record<string, unknown>) {
  return { data: null, errors: [{ message, extensions }] };
}

async function renderPage(handlers: Record<string, OperationHandler>) {
  const test = createTestClient(handlers);
  await renderWithRouter(<DeleteAccountPage />, test.client, '/account/settings/delete');
  return test;
}

describe('delete account page (GAP-42, RTE-52)', () => {
  beforeEach(() => alertStore.clear());
  afterEach(() => vi.mocked(logout).mockClear());

  it('explains what goes and what stays; asks for the password and an explicit "I understand" before the red button acts', async () => {
    const test = await renderPage({ AccountDeletionStatus: ALLOWED, DeleteMyAccount: () => ({ data: { deleteMyAccount: true } }) });
    expect(await screen.findByTestId('account-deletion-form')).toBeInTheDocument();
    expect(screen.getByTestId('account-deletion-explainer')).toHaveTextContent('What stays');
    expect(screen.getByTestId('account-deletion-explainer')).toHaveTextContent('This cannot be undone');

    await userEvent.click(screen.getByTestId('account-deletion-submit'));
    expect(await screen.findByText('Your password is a required field')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to confirm that you understand.')).toBeInTheDocument();
    expect(test.callsOf('DeleteMyAccount')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('account-deletion-password'), 'Juniper-Harbour-93');
    await userEvent.click(screen.getByTestId('account-deletion-understood'));
    await userEvent.click(screen.getByTestId('account-deletion-submit'));

    await waitFor(() => expect(logout).toHaveBeenCalledWith({ endSession: false }));
    expect(test.callsOf('DeleteMyAccount')).toEqual([{ operationName: 'DeleteMyAccount', variables: { password: 'Juniper-Harbour-93' } }]);
    // The notice the login page shows once the browser is signed out.
    expect(alertStore.get().map((a) => [a.type, a.message])).toEqual([['success', 'Your account has been deleted and you have been signed out.']]);
  });

  it('a wrong password is shown on the field, translated and naming it; nothing signs out', async () => {
    await renderPage({
      AccountDeletionStatus: ALLOWED,
      DeleteMyAccount: () => refusal('password: The password is incorrect.', { code: 'ValidationError', field: 'password' }),
    });
    await userEvent.type(await screen.findByTestId('account-deletion-password'), 'not-my-password');
    await userEvent.click(screen.getByTestId('account-deletion-understood'));
    await userEvent.click(screen.getByTestId('account-deletion-submit'));
    expect(await screen.findByText('Your password: this is not your password.')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
  });

  it('the organisation does not allow it: says so with the support address, and shows no form', async () => {
    await renderPage({ AccountDeletionStatus: statusHandler({ allowed: false, blockedBy: 'ORGANISATION_SETTING', confirmWith: 'PASSWORD' }) });
    const blocked = await screen.findByTestId('account-deletion-blocked');
    expect(blocked).toHaveTextContent('Your organisation does not allow members to delete their own account.');
    expect(screen.getByTestId('account-deletion-support')).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@.+/));
    expect(screen.queryByTestId('account-deletion-form')).toBeNull();
    expect(screen.getByTestId('account-deletion-explainer')).toBeInTheDocument();
  });

  it('the last administrator: asks to appoint another administrator first, links to user management, no form', async () => {
    await renderPage({ AccountDeletionStatus: statusHandler({ allowed: false, blockedBy: 'LAST_ADMINISTRATOR', confirmWith: 'PASSWORD' }) });
    expect(await screen.findByTestId('account-deletion-blocked')).toHaveTextContent('Appoint another administrator first');
    expect(screen.getByTestId('account-deletion-users')).toHaveAttribute('href', '/admin/configuration/users');
    expect(screen.queryByTestId('account-deletion-form')).toBeNull();
  });

  it('a block that appears after the page loaded (refused as Forbidden with its reason) replaces the form', async () => {
    await renderPage({
      AccountDeletionStatus: ALLOWED,
      DeleteMyAccount: () => refusal('You are the last active administrator…', { code: 'Forbidden', reason: 'LAST_ADMINISTRATOR' }),
    });
    await userEvent.type(await screen.findByTestId('account-deletion-password'), 'Juniper-Harbour-93');
    await userEvent.click(screen.getByTestId('account-deletion-understood'));
    await userEvent.click(screen.getByTestId('account-deletion-submit'));
    expect(await screen.findByTestId('account-deletion-blocked')).toHaveAttribute('data-reason', 'LAST_ADMINISTRATOR');
    expect(screen.queryByTestId('account-deletion-form')).toBeNull();
    expect(logout).not.toHaveBeenCalled();
  });

  it('an account without a password confirms with its e-mail address typed out (checked before sending)', async () => {
    const test = await renderPage({
      AccountDeletionStatus: statusHandler({ allowed: true, blockedBy: null, confirmWith: 'EMAIL' }),
      DeleteMyAccount: () => ({ data: { deleteMyAccount: true } }),
    });
    const field = await screen.findByTestId('account-deletion-email');
    expect(screen.queryByTestId('account-deletion-password')).toBeNull();
    expect(screen.getByTestId('account-deletion-form')).toHaveTextContent(EMAIL);
    await userEvent.type(field, 'someone@example.test');
    await userEvent.click(screen.getByTestId('account-deletion-understood'));
    await userEvent.click(screen.getByTestId('account-deletion-submit'));
    expect(await screen.findByText('Your e-mail address: this is not the e-mail address of your account.')).toBeInTheDocument();
    expect(test.callsOf('DeleteMyAccount')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, EMAIL.toUpperCase());
    await userEvent.click(screen.getByTestId('account-deletion-submit'));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(test.callsOf('DeleteMyAccount')[0]?.variables).toEqual({ confirmEmail: EMAIL.toUpperCase() });
  });
});
