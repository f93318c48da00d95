import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { EmailPage } from './EmailPage';
import { AUDIENCE_OPTIONS, composerHandlers, emailDetail, person, renderEmails } from './testKit';

const ROUTE = '/emails/email/e-1';
const draft = (overrides: Record<string, unknown> = {}) => emailDetail('e-1', { subject: 'Demo day', body: 'Hello ', ...overrides });
const withProgram = { __typename: 'EmailAudience', roles: [], programs: [AUDIENCE_OPTIONS.programs[0]], tags: [], people: [] };

describe('the email composer (D-584)', () => {
  beforeEach(() => alertStore.clear());

  it('opens a draft with its subject, body, audience and the live recipient count', async () => {
    renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(2),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft({ audience: withProgram }) } }),
    });
    expect(await screen.findByTestId('email-composer')).toBeInTheDocument();
    expect(screen.getByTestId('email-status')).toHaveTextContent('Draft');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('Demo day');
    expect(screen.getByLabelText(/^Body/)).toHaveValue('Hello ');
    // Each picker is labelled (MultiSelect labels its search input and its hidden value alike).
    for (const label of ['Roles', 'Programmes', 'People']) expect(screen.getAllByLabelText(label).length, label).toBeGreaterThan(0);
    expect(await screen.findByTestId('audience-count')).toHaveTextContent('2 recipients');
    expect(screen.getByTestId('audience-sample')).toHaveTextContent('Maya Chen, Ben Okafor');
    expect(screen.getByTestId('composer-saved-state')).toHaveTextContent('All changes saved');
  });

  it('inserts a merge field where the caret was in the body', async () => {
    renderEmails(<EmailPage />, ROUTE, { ...composerHandlers(), OutgoingEmail: () => ({ data: { outgoingEmail: draft({ body: 'Hello , welcome.' }) } }) });
    const body = (await screen.findByTestId('composer-body')) as HTMLTextAreaElement;
    body.focus();
    body.setSelectionRange(6, 6);
    fireEvent.blur(body);
    fireEvent.click(screen.getByTestId('insert-merge-field'));
    fireEvent.click(await screen.findByText('First name'));
    await waitFor(() => expect(body).toHaveValue('Hello {{firstName}}, welcome.'));
    expect(screen.getByTestId('composer-saved-state')).toHaveTextContent('Unsaved changes');
  });

  it('saves the draft and shows the server’s refusal under the field it names', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      UpdateOutgoingEmail: () => ({ errors: [{ message: 'subject: at most 200 characters', extensions: { code: 'ValidationError', field: 'subject' } }] }),
    });
    fireEvent.change(await screen.findByTestId('composer-subject'), { target: { value: 'Demo day, again' } });
    fireEvent.click(screen.getByTestId('composer-save'));
    expect(await screen.findByText('Subject must be at most 200 characters')).toBeInTheDocument();
    expect(kit.callsOf('UpdateOutgoingEmail')[0]?.variables).toEqual({
      id: 'e-1',
      input: { subject: 'Demo day, again', body: 'Hello ', audience: { roleIds: [], programIds: [], userIds: [], tagIds: [] } },
    });
    expect(alertStore.get()).toEqual([]);
  });

  it('asks before sending, naming the recipient count, then sends', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(2),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft({ audience: withProgram }) } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: draft({ audience: withProgram }) } }),
      SendOutgoingEmail: () => ({ data: { sendOutgoingEmail: draft({ audience: withProgram, status: 'SENDING', recipientCount: 2, operationId: 'op-1' }) } }),
    });
    await screen.findByTestId('audience-count');
    fireEvent.click(screen.getByTestId('composer-send'));
    const confirm = await screen.findByTestId('send-confirm');
    expect(within(confirm).getByTestId('send-confirm-message')).toHaveTextContent('“Demo day” will be sent to 2 recipients.');
    expect(within(confirm).getByTestId('send-confirm-button')).toHaveTextContent('Send to 2 recipients');
    // The draft on screen is saved before it goes out.
    expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(1);
    expect(kit.callsOf('SendOutgoingEmail')).toHaveLength(0);
    fireEvent.click(within(confirm).getByTestId('send-confirm-button'));
    await waitFor(() => expect(kit.callsOf('SendOutgoingEmail')[0]?.variables).toEqual({ id: 'e-1' }));
    expect(await screen.findByTestId('email-sending')).toBeInTheDocument();
  });

  it('does not offer the send of a draft without a subject or recipients', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, { ...composerHandlers(0), OutgoingEmail: () => ({ data: { outgoingEmail: draft({ subject: '' }) } }) });
    await screen.findByTestId('audience-count');
    fireEvent.click(screen.getByTestId('composer-send'));
    expect(await screen.findByText('Subject is a required field')).toBeInTheDocument();
    expect(screen.getByTestId('audience-error')).toHaveTextContent('Pick at least one recipient before sending.');
    expect(screen.queryByTestId('send-confirm')).toBeNull();
    expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(0);
  });

  it('sends a test to the viewer after saving, and says so', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: draft() } }),
      SendTestOutgoingEmail: () => ({ data: { sendTestOutgoingEmail: true } }),
    });
    fireEvent.click(await screen.findByTestId('composer-test'));
    await waitFor(() => expect(alertStore.get().map((a) => [a.type, a.message])).toContainEqual(['success', 'A test copy is on its way to your inbox.']));
    expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(1);
    expect(kit.callsOf('SendTestOutgoingEmail')[0]?.variables).toEqual({ id: 'e-1' });
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      DeleteOutgoingEmail: () => ({ data: { deleteOutgoingEmail: 'e-1' } }),
    });
    fireEvent.click(await screen.findByTestId('composer-delete'));
    fireEvent.click(await screen.findByTestId('composer-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails/management'), { timeout: 3000 });
    expect(kit.callsOf('DeleteOutgoingEmail')[0]?.variables).toEqual({ id: 'e-1' });
  });
});

describe('leaving the composer (D-584)', () => {
  beforeEach(() => alertStore.clear());

  it('saves unsaved changes when the composer goes away, and asks before the tab closes while they are unsaved', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: draft({ subject: 'Demo day, for real' }) } }),
    });
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByTestId('composer-subject');
    expect(leaving()).toBe(false);
    fireEvent.change(screen.getByTestId('composer-subject'), { target: { value: 'Demo day, for real' } });
    expect(leaving()).toBe(true);
    cleanup();
    await waitFor(() => expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(1));
    expect(kit.callsOf('UpdateOutgoingEmail')[0]?.variables).toMatchObject({ id: 'e-1', input: { subject: 'Demo day, for real', body: 'Hello ' } });
    await waitFor(() => expect(alertStore.get().map((a) => a.message)).toContain('Draft saved'));
    expect(leaving()).toBe(false);
  });

  it('saves nothing on the way out when all is saved, or when the draft was deleted', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      DeleteOutgoingEmail: () => ({ data: { deleteOutgoingEmail: 'e-1' } }),
    });
    await screen.findByTestId('composer-subject');
    fireEvent.change(screen.getByTestId('composer-subject'), { target: { value: 'Never mind' } });
    fireEvent.click(screen.getByTestId('composer-delete'));
    fireEvent.click(await screen.findByTestId('composer-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails/management'), { timeout: 3000 });
    cleanup();
    const untouched = renderEmails(<EmailPage />, ROUTE, { ...composerHandlers(), OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }) });
    await screen.findByTestId('composer-subject');
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(0);
    expect(untouched.callsOf('UpdateOutgoingEmail')).toHaveLength(0);
  });
});

describe('an email being sent and sent (D-584)', () => {
  it('follows the send live and shows it sent when the job completes', async () => {
    let status = 'SENDING';
    const kit = renderEmails(<EmailPage />, ROUTE, {
      OutgoingEmail: () => ({
        data: { outgoingEmail: draft({ status, recipientCount: 2, operationId: 'op-1', ...(status === 'SENT' ? { sentCount: 2, sentAt: '2026-11-20T11:00:00.000Z' } : {}) }) },
      }),
      OutgoingEmailDeliveries: () => ({ data: { outgoingEmail: { __typename: 'OutgoingEmail', _id: 'e-1', deliveries: { __typename: 'EmailDeliveryPage', results: [], totalCount: 0, nextCursor: null } } } }),
    });
    expect(await screen.findByTestId('email-sending-count')).toHaveTextContent('Sent to 0 of 2 recipients');
    expect(screen.queryByTestId('composer-subject')).toBeNull();
    await waitFor(() => expect(kit.subscriptions()).toBe(1));
    act(() => kit.emit({ userBatchOperationUpdated: { operationId: 'op-1', updateType: 'ITEM_SUCCEEDED', userId: 'u-1', reason: null } }));
    await waitFor(() => expect(screen.getByTestId('email-sending-count')).toHaveTextContent('Sent to 1 of 2 recipients'));
    status = 'SENT';
    act(() => kit.emit({ userBatchOperationUpdated: { operationId: 'op-1', updateType: 'COMPLETED', userId: null, reason: null } }));
    expect(await screen.findByTestId('email-sent')).toBeInTheDocument();
    expect(kit.callsOf('EmailSendProgress')[0]?.variables).toEqual({ operationId: 'op-1' });
  });

  it('shows a sent email read-only, with its figures, its deliveries by status and "Duplicate"', async () => {
    const sent = draft({
      status: 'SENT',
      recipientCount: 3,
      sentCount: 2,
      failedCount: 1,
      sentAt: '2026-11-20T11:00:00.000Z',
      sentBy: person('u-admin', 'Ada Admin'),
      audience: withProgram,
    });
    const delivery = (id: string, status: string) => ({
      __typename: 'EmailDelivery',
      _id: id,
      person: person(`u-${id}`, `Person ${id}`),
      address: `${id}@demo.test`,
      status,
      sentAt: status === 'SENT' ? '2026-11-20T11:00:05.000Z' : null,
      failureReason: status === 'FAILED' ? 'Mailbox unavailable' : null,
    });
    const copy = draft({ _id: 'e-copy' });
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(),
      OutgoingEmail: (variables) => ({ data: { outgoingEmail: variables.id === 'e-copy' ? copy : sent } }),
      OutgoingEmailDeliveries: (variables) => {
        const all = [delivery('d-1', 'SENT'), delivery('d-2', 'SENT'), delivery('d-3', 'FAILED')];
        const results = variables.status ? all.filter((d) => d.status === variables.status) : all;
        return { data: { outgoingEmail: { __typename: 'OutgoingEmail', _id: 'e-1', deliveries: { __typename: 'EmailDeliveryPage', results, totalCount: results.length, nextCursor: null } } } };
      },
      DuplicateOutgoingEmail: () => ({ data: { duplicateOutgoingEmail: copy } }),
    });
    expect(await screen.findByTestId('email-sent')).toBeInTheDocument();
    expect(screen.queryByTestId('email-composer')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Subject/ })).toBeNull();
    expect(screen.getByTestId('email-message-subject')).toHaveTextContent('Demo day');
    expect(screen.getByTestId('email-stat-recipients-value')).toHaveTextContent('3');
    expect(screen.getByTestId('email-stat-failed-value')).toHaveTextContent('1');
    expect(screen.getByTestId('audience-summary')).toHaveTextContent('Growth Lab 2026');
    expect(await screen.findAllByTestId('delivery-row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(screen.getAllByTestId('delivery-row')).toHaveLength(1));
    expect(screen.getByTestId('delivery-row')).toHaveTextContent('Mailbox unavailable');
    expect(kit.callsOf('OutgoingEmailDeliveries').at(-1)?.variables).toMatchObject({ status: 'FAILED' });
    fireEvent.click(screen.getByTestId('email-duplicate'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails/email/e-copy'), { timeout: 3000 });
    expect(await screen.findByTestId('email-composer')).toBeInTheDocument();
  });

  it('says so when the email does not exist', async () => {
    renderEmails(<EmailPage />, '/emails/email/missing', { OutgoingEmail: () => ({ data: { outgoingEmail: null } }) });
    expect(await screen.findByTestId('email-not-found')).toHaveTextContent('This email does not exist or was deleted.');
  });
});
