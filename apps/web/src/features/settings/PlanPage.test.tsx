import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import deFlags from '../../locales/de/flags.json';
import enFlags from '../../locales/en/flags.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { i18n } from '../../app/i18n/i18n';
import { PLAN } from './documents';
import { PlanPage } from './PlanPage';

const flag = (name: string, type: string, enabled: boolean, activated: boolean) => ({ __typename: 'FeatureFlag', _id: `f-${name}`, name, type, enabled, activated });
const planMock = {
  request: { query: PLAN },
  result: {
    data: {
      availableFeatureFlags: [flag('liveChat', 'feature', true, true), flag('zoomIntegration', 'integration', false, false)],
      incubatorSettings: { __typename: 'IncubatorSettings', _id: 'i1', planInfo: { __typename: 'PlanInfo', name: 'Growth', employeeCountLimit: 25 } },
    },
  },
};

async function renderPlan(): Promise<void> {
  await renderWithProviders(
    <MockedProvider mocks={[planMock]}>
      <MemoryRouter initialEntries={['/admin/configuration/plan']}>
        <PlanPage />
      </MemoryRouter>
    </MockedProvider>,
  );
  await screen.findByTestId('flag-liveChat');
}

describe('plan page flag labels (issue 4)', () => {
  it('shows each flag by its label and description, with the raw flag name as secondary text', async () => {
    await renderPlan();
    const row = screen.getByTestId('flag-liveChat');
    expect(screen.getByTestId('flag-liveChat-label')).toHaveTextContent(enFlags.liveChat.label);
    expect(row).toHaveTextContent(enFlags.liveChat.description);
    expect(row).toHaveTextContent('liveChat');
    expect(screen.getByTestId('flag-zoomIntegration-label')).toHaveTextContent(enFlags.zoomIntegration.label);
    expect(screen.getByRole('switch', { name: `${enFlags.liveChat.label} switched on` })).toBeChecked();
  });

  it('uses the user language', async () => {
    await renderWithProviders(<span />);
    try {
      await i18n.changeLanguage('de');
      await i18n.loadNamespaces(['flags']);
      await renderPlan();
      expect(screen.getByTestId('flag-liveChat-label')).toHaveTextContent(deFlags.liveChat.label);
      expect(screen.getByTestId('flag-zoomIntegration')).toHaveTextContent(deFlags.zoomIntegration.description);
      expect(screen.getByTestId('flag-zoomIntegration')).toHaveTextContent('zoomIntegration');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
