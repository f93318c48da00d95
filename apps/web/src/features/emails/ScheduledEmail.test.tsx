import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { EmailPage } from './EmailPage';
import { composerHandlers, emailDetail, person, renderEmails } from './testKit';

const ROUTE = '/emails/email/e-1';
const LATER = '2031-05-04T09:30';
const draft = (overrides: Record<string, unknown> = {}) =>
  emailDetail('e-1', { subject: 'Demo day', body: 'Hello', audience: { __typename: 'EmailAudience', roles: [], programs: [], tags: [], people: [person('u-1', 'Maya Chen')] }, ...overrides });
const scheduled = draft({ status: 'SCHEDULED', scheduledAt: dayjs(LATER).toISOString(), scheduledBy: person('u-coach', 'Cole Coach') });

describe('scheduled emails (D-590)', () => {
  beforeEach(() => alertStore.clear());

  it('schedules a saved draft for the moment chosen in the reader’s time zone, then says when it goes out and who scheduled it', async () => {
    let current = draft();
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(1),
      OutgoingEmail: () => ({ data: { outgoingEmail: current } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: current } }),
      ScheduleOutgoingEmail: () => {
        current = scheduled;
        return { data: { scheduleOutgoingEmail: scheduled } };
      },
    });
    await screen.findByTestId('email-composer');
    await waitFor(() => expect(screen.getByTestId('audience-count')).toHaveTextContent('1 recipient'));
    fireEvent.click(screen.getByTestId('composer-schedule'));
    const when = await screen.findByTestId('schedule-when');
    expect(screen.getByTestId('schedule-count')).toHaveAttribute('data-count', '1');
    expect(screen.getByText(/Date and time in your time zone/)).toBeInTheDocument();
    fireEvent.change(when, { target: { value: LATER } });
    fireEvent.click(screen.getByTestId('schedule-confirm'));
    expect(await screen.findByTestId('email-scheduled')).toBeInTheDocument();
    expect(kit.callsOf('UpdateOutgoingEmail')).toHaveLength(1);
    expect(kit.callsOf('ScheduleOutgoingEmail')[0]?.variables).toEqual({ id: 'e-1', sendAt: dayjs(LATER).toISOString() });
    expect(screen.getByTestId('email-status')).toHaveTextContent('Scheduled');
    expect(screen.getByTestId('email-scheduled-at')).toHaveTextContent(/Goes out .*2031.*, sent as Cole Coach\./);
    expect(screen.queryByTestId('composer-subject')).toBeNull();
    expect(screen.getByTestId('email-message-subject')).toHaveTextContent('Demo day');
  });

  it('refuses a moment already past in the dialog, and schedules nothing', async () => {
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(1),
      OutgoingEmail: () => ({ data: { outgoingEmail: draft() } }),
      UpdateOutgoingEmail: () => ({ data: { updateOutgoingEmail: draft() } }),
    });
    await screen.findByTestId('email-composer');
    fireEvent.click(screen.getByTestId('composer-schedule'));
    fireEvent.change(await screen.findByTestId('schedule-when'), { target: { value: dayjs().subtract(1, 'hour').format('YYYY-MM-DDTHH:mm') } });
    fireEvent.click(screen.getByTestId('schedule-confirm'));
    expect(await screen.findByText('Choose a time at least two minutes from now.')).toBeInTheDocument();
    expect(kit.callsOf('ScheduleOutgoingEmail')).toHaveLength(0);
  });

  it('asks for recipients before opening the dialog', async () => {
    renderEmails(<EmailPage />, ROUTE, { ...composerHandlers(0), OutgoingEmail: () => ({ data: { outgoingEmail: draft({ audience: { __typename: 'EmailAudience', roles: [], programs: [], tags: [], people: [] } }) } }) });
    await screen.findByTestId('email-composer');
    await waitFor(() => expect(screen.getByTestId('audience-count')).toBeInTheDocument());
    fireEvent.click(screen.getByTestId('composer-schedule'));
    expect(await screen.findByText('Pick at least one recipient before sending.')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-modal')).toBeNull();
  });

  it('"Cancel schedule" makes it a draft again, in the composer', async () => {
    let current = scheduled;
    const kit = renderEmails(<EmailPage />, ROUTE, {
      ...composerHandlers(1),
      OutgoingEmail: () => ({ data: { outgoingEmail: current } }),
      UnscheduleOutgoingEmail: () => {
        current = draft();
        return { data: { unscheduleOutgoingEmail: current } };
      },
    });
    fireEvent.click(await screen.findByTestId('email-unschedule'));
    expect(await screen.findByTestId('email-composer')).toBeInTheDocument();
    expect(kit.callsOf('UnscheduleOutgoingEmail')[0]?.variables).toEqual({ id: 'e-1' });
    expect(alertStore.get().map((a) => a.message)).toContain('Schedule cancelled: the email is a draft again.');
  });

  it('a draft whose scheduled send did not go out says why above the composer', async () => {
    renderEmails(<EmailPage />, ROUTE, { ...composerHandlers(1), OutgoingEmail: () => ({ data: { outgoingEmail: draft({ scheduleFailure: 'NO_RECIPIENT' }) } }) });
    expect(await screen.findByTestId('email-schedule-failure')).toHaveTextContent('The scheduled send did not go outNobody was left in its audience. It is a draft again');
  });
});
