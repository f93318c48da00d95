import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { ContentTemplatesPage } from './ContentTemplatesPage';
import { EmailTemplatesPage } from './EmailTemplatesPage';
import { emailDetail, renderEmails, template } from './testKit';

const templates = [template('t-1', 'TEMPLATE', { name: 'Monthly update' }), template('t-2', 'TEMPLATE', { name: 'Welcome' })];

describe('email templates (D-584)', () => {
  beforeEach(() => alertStore.clear());

  it('lists the templates with their subject, and "Use" starts an email from one', async () => {
    const kit = renderEmails(<EmailTemplatesPage />, '/emails/templates', {
      EmailTemplates: () => ({ data: { emailTemplates: templates } }),
      CreateOutgoingEmail: () => ({ data: { createOutgoingEmail: emailDetail('e-new') } }),
    });
    const rows = await screen.findAllByTestId('template-row');
    expect(rows.map((row) => row.dataset.templateId)).toEqual(['t-1', 't-2']);
    expect(rows[0]).toHaveTextContent('Subject of t-1');
    expect(screen.getByTestId('emails-tab-templates')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(rows[1]!).getByTestId('template-row-use'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/emails/email/e-new'), { timeout: 3000 });
    expect(kit.callsOf('CreateOutgoingEmail')[0]?.variables).toEqual({ templateId: 't-2' });
  });

  it('checks a new template’s name and body first, then creates it with a merge field in its body', async () => {
    const kit = renderEmails(<EmailTemplatesPage />, '/emails/templates', {
      EmailTemplates: () => ({ data: { emailTemplates: templates } }),
      CreateEmailTemplate: (variables) => ({ data: { createEmailTemplate: template('t-new', 'TEMPLATE', variables.input as Record<string, unknown>) } }),
    });
    fireEvent.click(await screen.findByTestId('new-template'));
    const dialog = await screen.findByTestId('template-dialog');
    fireEvent.click(within(dialog).getByTestId('template-save'));
    expect(await within(dialog).findByText('Name is a required field')).toBeInTheDocument();
    expect(within(dialog).getByText('Body is a required field')).toBeInTheDocument();
    expect(kit.callsOf('CreateEmailTemplate')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('template-name'), { target: { value: ' Event reminder ' } });
    fireEvent.change(within(dialog).getByTestId('template-subject'), { target: { value: 'See you tomorrow' } });
    fireEvent.change(within(dialog).getByTestId('template-body'), { target: { value: 'Hi ' } });
    fireEvent.click(within(dialog).getByTestId('template-merge-field'));
    fireEvent.click(await screen.findByText('First name'));
    await waitFor(() => expect(within(dialog).getByTestId('template-body')).toHaveValue('Hi {{firstName}}'));
    fireEvent.click(within(dialog).getByTestId('template-save'));
    await waitFor(() => expect(kit.callsOf('CreateEmailTemplate')).toHaveLength(1));
    expect(kit.callsOf('CreateEmailTemplate')[0]?.variables).toEqual({
      input: { kind: 'TEMPLATE', name: 'Event reminder', subject: 'See you tomorrow', body: 'Hi {{firstName}}' },
    });
  });

  it('deletes a template after confirmation', async () => {
    const kit = renderEmails(<EmailTemplatesPage />, '/emails/templates', {
      EmailTemplates: () => ({ data: { emailTemplates: templates } }),
      DeleteEmailTemplate: (variables) => ({ data: { deleteEmailTemplate: variables.id } }),
    });
    const rows = await screen.findAllByTestId('template-row');
    fireEvent.click(within(rows[0]!).getByTestId('template-row-menu'));
    fireEvent.click(await screen.findByTestId('template-row-delete'));
    fireEvent.click(await screen.findByTestId('template-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('template-row').map((row) => row.dataset.templateId)).toEqual(['t-2']));
    expect(kit.callsOf('DeleteEmailTemplate')[0]?.variables).toEqual({ id: 't-1' });
  });
});

describe('content templates (D-584)', () => {
  it('have a name and a body only, and an empty list says what they are for', async () => {
    const kit = renderEmails(<ContentTemplatesPage />, '/emails/content-templates', {
      EmailTemplates: () => ({ data: { emailTemplates: [] } }),
      CreateEmailTemplate: (variables) => ({ data: { createEmailTemplate: template('c-new', 'CONTENT', variables.input as Record<string, unknown>) } }),
    });
    expect(await screen.findByTestId('templates-empty')).toHaveTextContent('No content templates yet');
    expect(kit.callsOf('EmailTemplates')[0]?.variables).toEqual({ kind: 'CONTENT' });
    fireEvent.click(screen.getByTestId('new-template'));
    const dialog = await screen.findByTestId('template-dialog');
    expect(within(dialog).queryByTestId('template-subject')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('template-name'), { target: { value: 'Signature' } });
    fireEvent.change(within(dialog).getByTestId('template-body'), { target: { value: 'The programme team' } });
    fireEvent.click(within(dialog).getByTestId('template-save'));
    await waitFor(() => expect(kit.callsOf('CreateEmailTemplate')[0]?.variables).toEqual({ input: { kind: 'CONTENT', name: 'Signature', subject: null, body: 'The programme team' } }));
  });
});
