import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { AvailabilityPage } from './AvailabilityPage';

const SETTINGS = {
  __typename: 'HostSettings', timeZone: 'Europe/Paris', slotMinutes: 60, slotStepMinutes: null, bufferBeforeMinutes: 0, bufferAfterMinutes: 15,
  minNoticeMinutes: 1440, horizonDays: 90, maxSessionsPerDay: null, maxSessionsPerStartup: null, startupLimitPeriod: 'week',
  videoProvider: null, videoLink: null, location: null, saved: true,
};

function availability(rules: Array<{ weekday: string; startMinute: number; endMinute: number }>, exceptions: Array<{ _id: string; date: string; kind: string; startMinute: number | null; endMinute: number | null }> = [], canEditOthers = false) {
  return {
    data: {
      hostAvailability: {
        __typename: 'HostAvailability', hostId: 'me', viewerCanEditOthers: canEditOthers, settings: SETTINGS,
        rules: rules.map((r, i) => ({ __typename: 'AvailabilityRule', _id: `r${i}`, validFrom: null, validUntil: null, ...r })),
        exceptions: exceptions.map((e) => ({ __typename: 'AvailabilityException', ...e })),
      },
    },
  };
}

function renderPage(handlers: Record<string, (v: Record<string, unknown>) => unknown>, route = '/availability') {
  const kit = createTestClient({
    FreeSlots: () => ({ data: { freeSlots: [{ __typename: 'FreeSlot', start: '2030-01-07T08:00:00Z', end: '2030-01-07T09:00:00Z', date: '2030-01-07' }] } }),
    AvailabilityHosts: () => ({ data: { availabilityHosts: [] } }),
    HostOfficeHours: () => ({ data: { hostOfficeHours: [] } }),
    HostInvitations: () => ({ data: { hostInvitations: [] } }),
    ...handlers,
  });
  void renderWithRouter(
    <Routes>
      <Route path="/availability/*" element={<AvailabilityPage />} />
    </Routes>,
    kit.client,
    route,
  );
  return kit;
}

const day = (code: string) => screen.getByTestId(`weekday-${code}`);

describe('/availability weekly editor (issue 17 item 1)', () => {
  it('adds an interval on Monday and removes one on Tuesday, then saves the whole week', async () => {
    const kit = renderPage({
      HostAvailability: () => availability([{ weekday: 'TU', startMinute: 600, endMinute: 660 }]),
      SetWeeklyAvailability: (v) => availability((v.rules as Array<{ weekday: string; startMinute: number; endMinute: number }>)),
    });
    await screen.findByTestId('weekly-editor');
    expect(within(day('MO')).getByText('Unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-interval-MO'));
    expect(within(day('MO')).getByTestId('interval-start')).toHaveValue('09:00');
    expect(within(day('MO')).getByTestId('interval-end')).toHaveValue('12:00');
    fireEvent.click(within(day('TU')).getByTestId('interval-remove'));
    expect(within(day('TU')).getByText('Unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('save-weekly'));
    await waitFor(() => expect(kit.callsOf('SetWeeklyAvailability')).toHaveLength(1));
    expect(kit.callsOf('SetWeeklyAvailability')[0]!.variables).toEqual({ hostId: null, rules: [{ weekday: 'MO', startMinute: 540, endMinute: 720, validFrom: null, validUntil: null }] });
  });

  it('shows the field message on the wrong interval and sends nothing', async () => {
    const kit = renderPage({ HostAvailability: () => availability([{ weekday: 'WE', startMinute: 540, endMinute: 720 }]), SetWeeklyAvailability: () => availability([]) });
    await screen.findByTestId('weekly-editor');
    fireEvent.change(within(day('WE')).getByTestId('interval-end'), { target: { value: '08:00' } });
    fireEvent.click(screen.getByTestId('save-weekly'));
    expect(await within(day('WE')).findByText('The end must be after the start.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-interval-WE'));
    expect(within(day('WE')).getAllByTestId('interval')).toHaveLength(2);
    expect(kit.callsOf('SetWeeklyAvailability')).toHaveLength(0);
  });

  it('puts the server’s overlap answer on the interval it names', async () => {
    renderPage({
      HostAvailability: () => availability([]),
      SetWeeklyAvailability: () => ({ errors: [{ message: 'rules.0.startMinute: These hours overlap other hours of the same day.', extensions: { code: 'BAD_USER_INPUT' } }] }),
    });
    await screen.findByTestId('weekly-editor');
    fireEvent.click(screen.getByTestId('add-interval-FR'));
    fireEvent.click(screen.getByTestId('save-weekly'));
    expect(await within(day('FR')).findByText('These hours overlap other hours of the same day.')).toBeInTheDocument();
  });

  it('lists exceptions, adds a day off and removes one; shows the preview in the host’s zone', async () => {
    const kit = renderPage({
      HostAvailability: () => availability([], [{ _id: 'x1', date: '2030-01-09', kind: 'extra', startMinute: 960, endMinute: 1080 }]),
      AddAvailabilityException: (v) => ({ data: { addAvailabilityException: { __typename: 'AvailabilityException', _id: 'x2', ...(v.input as object) } } }),
      RemoveAvailabilityException: () => ({ data: { removeAvailabilityException: true } }),
    });
    const row = await screen.findByTestId('exception-row');
    expect(row).toHaveTextContent('Extra hours');
    expect(row).toHaveTextContent('16:00–18:00');
    expect(await screen.findByTestId('preview-slot')).toHaveTextContent('09:00');
    expect(screen.getByTestId('host-zone')).toHaveTextContent('Europe/Paris');

    fireEvent.click(screen.getByTestId('add-exception'));
    expect(await screen.findByText('Give a date as YYYY-MM-DD.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('exception-date'), { target: { value: '2030-01-14' } });
    fireEvent.click(screen.getByTestId('add-exception'));
    await waitFor(() => expect(kit.callsOf('AddAvailabilityException')).toHaveLength(1));
    expect(kit.callsOf('AddAvailabilityException')[0]!.variables).toEqual({ hostId: null, input: { date: '2030-01-14', kind: 'blocked', startMinute: null, endMinute: null } });

    fireEvent.click(within(row).getByRole('button'));
    await waitFor(() => expect(kit.callsOf('RemoveAvailabilityException')).toEqual([{ operationName: 'RemoveAvailabilityException', variables: { id: 'x1' } }]));
  });

  it('a holder of AVAILABILITY:EDIT gets the host picker; /availability/{id} edits that host', async () => {
    const kit = renderPage({ HostAvailability: (v) => ({ data: { hostAvailability: { ...availability([], [], true).data.hostAvailability, hostId: (v.hostId as string | null) ?? 'me' } } }) }, '/availability/host-2');
    expect(await screen.findByTestId('host-picker')).toBeInTheDocument();
    expect(kit.callsOf('HostAvailability')[0]!.variables).toEqual({ hostId: 'host-2' });
  });
});
