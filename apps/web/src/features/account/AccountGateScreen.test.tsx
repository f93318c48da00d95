import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_SENT_TOAST_MS } from '@hatchery/domain';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AccountGate } from './AccountGateScreen';
import { RESEND_CONFIRMATION_EMAIL } from './documents';

vi.mock('../../lib/apollo/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));

type ResendMock = { request: { query: typeof RESEND_CONFIRMATION_EMAIL }; result?: unknown; error?: Error };

async function resendWith(mock: ResendMock): Promise<void> {
  await renderWithProviders(
    <MockedProvider mocks={[mock as never]}>
      <AccountGate />
    </MockedProvider>,
  );
  await userEvent.click(screen.getByTestId('account-gate-resend'));
  await waitFor(() => expect(alertStore.get()).toHaveLength(1));
}

describe('account gate resend (ACC-03, ACC-04, GAP-48)', () => {
  afterEach(() => alertStore.clear());

  it('a sent mail gives the 5-second success toast', async () => {
    await resendWith({ request: { query: RESEND_CONFIRMATION_EMAIL }, result: { data: { resendConfirmationEmail: true } } });
    expect(alertStore.get()).toEqual([
      expect.objectContaining({ kind: 'toast', type: 'success', message: 'email sent, please check your email', autoClose: EMAIL_SENT_TOAST_MS }),
    ]);
  });

  it('a network failure gives an error toast with the generic "Network Error" text', async () => {
    await resendWith({ request: { query: RESEND_CONFIRMATION_EMAIL }, error: new TypeError('Failed to fetch') });
    expect(alertStore.get()).toEqual([expect.objectContaining({ kind: 'toast', type: 'error', message: 'Network Error' })]);
  });

  it("a refused resend gives an error toast with the generic text: the code's mapped text, else the server's message", async () => {
    await resendWith({
      request: { query: RESEND_CONFIRMATION_EMAIL },
      result: { errors: [new GraphQLError('rate limited', { extensions: { code: 'RateLimited' } })] },
    });
    expect(alertStore.get()).toEqual([
      expect.objectContaining({ kind: 'toast', type: 'error', message: 'Too many attempts. Please wait a moment and try again.' }),
    ]);
    alertStore.clear();
    cleanup();

    await resendWith({
      request: { query: RESEND_CONFIRMATION_EMAIL },
      result: { errors: [new GraphQLError('Too many mails, wait a minute', { extensions: { code: 'SomethingElse' } })] },
    });
    expect(alertStore.get()).toEqual([expect.objectContaining({ kind: 'toast', type: 'error', message: 'Too many mails, wait a minute' })]);
    expect(screen.getByTestId('account-gate')).toBeInTheDocument();
  });
});
