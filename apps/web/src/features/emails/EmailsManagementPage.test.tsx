import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { EmailsManagementPage } from './EmailsManagementPage';
import { emailDetail, emailSummary, renderEmails, template } from './testKit';

const page = (results: unknown[], extra: Record<string, unknown> = {}) => ({
  data: { outgoingEmails: { __typename: 'OutgoingEmailPage', results, totalCount: results.length, nextCursor: null, ...extra } },
});
const templates = () => ({ data: { emailTemplates: [template('t-1', 'TEMPLATE', { name: 'Monthly update' })] } });
const listed = [
  emailSummary('e-1', { subject: 'Demo day is coming', status: 'SENT', recipientCount: 42, sentCount: 42, sentAt: '2026-11-19T09:00:00.000Z' }),
  emailSummary('e-2', { subject: '', status: 'DRAFT' }),
];

describe('emails management (D-584)', () => {
  beforeEach(() => alertStore.clear());

  it('lists the emails with their status, recipients and author, and the area’s tabs', async () => {
    renderEmails(<EmailsManagementPage />, '/emails/management', { OutgoingEmails: () => page(listed), EmailTemplates: templates });
    const rows = await screen.findAllByTestId('email-row');
    expect(rows.map((row) => row.dataset.emailId)).toEqual(['e-1', 'e-2']);
    expect(within(rows[0]!).getByTestId('email-row-subject')).toHaveAttribute('href', '/emails/email/e-1');
    expect(within(rows[0]!).getByTestId('email-status')).toHaveTextContent('Sent');
    expect(within(rows[0]!).getByTestId('email-row-recipients')).toHaveTextContent('42');
    expect(within(rows[0]!).getByText(/^Sent /)).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('email-row-subject')).toHaveTextContent('(No subject)');
    expect(within(rows[1]!).getByTestId('email-status')).toHaveTextContent('Draft');
    expect(within(rows[1]!).getByText(/^Edited /)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ada Admin')).toBeInTheDocument();
    expect(screen.getByTestId('emails-tab-templates')).toBeInTheDocument();
  });

  it('filters by status and searches by subject, asking the server each time', async () => {
    const kit = renderEmails(<EmailsManagementPage />, '/emails/management', {
      OutgoingEmails: (variables) => page(variables.status === 'DRAFT' ? [listed[1]] : variables.search ? [] : listed),
      EmailTemplates: templates,
    });
    await screen.findAllByTestId('email-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() => expect(screen.getAllByTestId('email-row').map((row) => row.dataset.emailId)).toEqual(['e-2']));
    expect(kit.callsOf('OutgoingEmails').at(-1)?.variables).toMatchObject({ status: 'DRAFT', search: null, first: 25 });
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByTestId('emails-search'), { target: { value: 'zebra' } });
    expect(await screen.findByTestId('emails-no-match', {}, { timeout: 2000 })).toHaveTextContent('No email matches “zebra”.');
    expect(kit.callsOf('OutgoingEmails').at(-1)?.variables).toMatchObject({ status: null, search: 'zebra' });
  });

  it('loads the next page after the cursor', async () => {
    const kit = renderEmails(<EmailsManagementPage />, '/emails/management', {
      OutgoingEmails: (variables) =>
        variables.after ? page([emailSummary('e-3')], { totalCount: 3 }) : page(listed, { totalCount: 3, nextCursor: 'cursor-2' }),
      EmailTemplates: templates,
    });
    await screen.findAllByTestId('email-row');
    expect(screen.getByTestId('emails-count')).toHaveTextContent('2 of 3 emails');
    fireEvent.click(screen.getByTestId('emails-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('email-row').map((row) => row.dataset.emailId)).toEqual(['e-1', 'e-2', 'e-3']));
    expect(kit.callsOf('OutgoingEmails').at(-1)?.variables).toMatchObject({ after: 'cursor-2' });
    expect(screen.queryByTestId('emails-load-more')).toBeNull();
  });

  it('shows what the area is for when there is no email yet', async () => {
    renderEmails(<EmailsManagementPage />, '/emails/management', { OutgoingEmails: () => page([]), EmailTemplates: templates });
    const empty = await screen.findByTestId('emails-empty');
    expect(empty).toHaveTextContent('No emails yet');
    expect(within(empty).getByTestId('new-email-empty')).toBeInTheDocument();
  });

  it('starts a new email from a template and opens its composer', async () => {
    const kit = renderEmails(<EmailsManagementPage />, '/emails/management', {
      OutgoingEmails: () => page(listed),
      EmailTemplates: templates,
      CreateOutgoingEmail: () => ({ data: { createOutgoingEmail: emailDetail('e-new') } }),
    });
    await screen.findAllByTestId('email-row');
    fireEvent.click(screen.getByTestId('new-email'));
    fireEvent.click(await screen.findByText('Monthly update'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails/email/e-new'), { timeout: 3000 });
    expect(kit.callsOf('CreateOutgoingEmail')[0]?.variables).toEqual({ templateId: 't-1' });
  });
});
