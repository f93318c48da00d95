import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL } from '../../lib/config';
import { renderWithProviders } from '../../test/renderWithProviders';
import { GenericErrorScreen } from '../errors/GenericErrorScreen';
import { TenantProvider } from './TenantContext';

/** The host tenant's public settings as the server answers them (only what this test reads). */
function answerPublicIncubator(supportEmail: string | null): void {
  const publicIncubator = { id: 'inc-1', name: 'Demo Accelerator', slug: 'demo', incubatorSeo: { active: false }, supportEmail };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { publicIncubator } }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

const HELP_LINK = { name: 'If you would like to help, tell us what happened.' };

/** Renders the generic error screen inside the tenant provider and waits until the tenant has loaded. */
async function renderLoaded(): Promise<void> {
  document.title = '';
  await renderWithProviders(
    <TenantProvider>
      <GenericErrorScreen />
    </TenantProvider>,
  );
  await waitFor(() => expect(document.title).toBe('Demo Accelerator'));
}

describe('support address in the app (GAP-24)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("mails the tenant's supportEmail once the tenant is known", async () => {
    answerPublicIncubator('help@demo.test');
    await renderLoaded();
    expect(screen.getByRole('link', HELP_LINK)).toHaveAttribute('href', 'mailto:help@demo.test');
  });

  it('mails the configured product address when the tenant has none', async () => {
    answerPublicIncubator(null);
    await renderLoaded();
    expect(screen.getByRole('link', HELP_LINK)).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });
});
