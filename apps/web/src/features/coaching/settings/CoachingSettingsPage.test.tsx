import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter } from '../../../test/testClient';
import { CoachingSettingsPage } from './CoachingSettingsPage';

const SETTINGS = {
  __typename: 'HostSettings', timeZone: 'Europe/Paris', slotMinutes: 60, slotStepMinutes: null, bufferBeforeMinutes: 0, bufferAfterMinutes: 0,
  minNoticeMinutes: 1440, horizonDays: 90, maxSessionsPerDay: null, maxSessionsPerStartup: null, startupLimitPeriod: 'week',
  videoProvider: null, videoLink: null, location: null, saved: false,
};
const AVAILABILITY = { data: { hostAvailability: { __typename: 'HostAvailability', hostId: 'me', viewerCanEditOthers: false, settings: SETTINGS, rules: [], exceptions: [] } } };

describe('/account/settings/coaching (issue 17 item 6)', () => {
  it('refuses a link that is not https with the field’s message, then saves the settings through saveHostSettings', async () => {
    const kit = createTestClient({
      HostAvailability: () => AVAILABILITY,
      SaveHostSettings: (v) => ({ data: { saveHostSettings: { ...SETTINGS, ...(v.input as object), saved: true } } }),
    });
    void renderWithRouter(<CoachingSettingsPage />, kit.client, '/account/settings/coaching');
    const link = await screen.findByTestId('setting-videoLink');
    fireEvent.change(link, { target: { value: 'http://zoom.example/j/1' } });
    fireEvent.change(screen.getByTestId('setting-bufferAfterMinutes'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('save-coaching-settings'));
    expect(await screen.findByText('Give a web address starting with https://.')).toBeInTheDocument();
    expect(kit.callsOf('SaveHostSettings')).toHaveLength(0);

    fireEvent.change(link, { target: { value: 'https://zoom.example/j/1' } });
    fireEvent.click(screen.getByTestId('save-coaching-settings'));
    await waitFor(() => expect(kit.callsOf('SaveHostSettings')).toHaveLength(1));
    expect(kit.callsOf('SaveHostSettings')[0]!.variables).toMatchObject({
      hostId: null,
      input: { timeZone: 'Europe/Paris', slotMinutes: 60, bufferAfterMinutes: 15, minNoticeMinutes: 1440, videoLink: 'https://zoom.example/j/1', startupLimitPeriod: 'week' },
    });
  });
});
