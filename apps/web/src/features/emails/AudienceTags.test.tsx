import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailPage } from './EmailPage';
import { composerHandlers, emailDetail, renderEmails } from './testKit';

const ROUTE = '/emails/email/e-1';

describe('an audience by startup tag (D-591)', () => {
  it('offers the startup tags, counts their founders and saves the tags picked', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(2),
      OutgoingEmail: () => ({ data: { outgoingEmail: emailDetail('e-1', { subject: 'Climate founders', body: 'Hello' }) } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: emailDetail('e-1', { subject: 'Climate founders', body: 'Hello' }) } }),
    });
    await screen.findByTestId('email-composer');
    fireEvent.click(screen.getByTestId('audience-tags'));
    fireEvent.click(await screen.findByRole('option', { name: 'Climate', hidden: true }));
    await waitFor(() => expect(kit.callsOf('EmailAudiencePreview').at(-1)?.variables).toMatchObject({ audience: { tagIds: ['t-climate'] } }));
    fireEvent.click(screen.getByTestId('composer-save'));
    await waitFor(() => expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(1));
    expect(kit.callsOf('UpdateOutgoingEmail')[0]?.variables).toMatchObject({ input: { audience: { roleIds: [], programIds: [], userIds: [], tagIds: ['t-climate'] } } });
  });

  it('a sent email lists its tags with the rest of its audience', async () => {
    const sent = emailDetail('e-1', {
      status: 'SENT',
      recipientCount: 2,
      sentCount: 2,
      sentAt: '2026-11-20T11:00:00.000Z',
      audience: { __typename: 'EmailAudience', roles: [], programs: [], tags: [{ __typename: 'EmailAudienceTag', _id: 't-climate', name: 'Climate', color: 'teal' }], people: [] },
    });
    renderEmails(<EmailPage />, ROUTE, {
      OutgoingEmail: () => ({ data: { outgoingEmail: sent } }),
      OutgoingEmailDeliveries: () => ({ data: { outgoingEmail: { __typename: 'OutgoingEmail', _id: 'e-1', deliveries: { __typename: 'EmailDeliveryPage', results: [], totalCount: 0, nextCursor: null } } } }),
    });
    expect(await screen.findByTestId('audience-summary')).toHaveTextContent('Startup tagsClimate');
  });
});
