import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UPDATE_STARTUP_PROFILE } from './documents';
import { StartupLogoCard } from './StartupLogoCard';
import { logoFileProblem } from './uploadLogo';

const updated = (logo: string | null) => ({
  data: {
    updateStartupProfile: {
      __typename: 'Startup',
      _id: 's1',
      name: 'Orbital Labs',
      logo,
      oneLiner: null,
      description: null,
      website: null,
      stage: null,
      foundedOn: null,
      location: null,
      teamSize: null,
      profileCompleteness: 50,
      missingProfileParts: [],
      info: null,
      industries: [],
    },
  },
});

function renderCard(logo: string | null, mocks: unknown[] = []) {
  return renderWithProviders(
    <MockedProvider mocks={mocks as never}>
      <StartupLogoCard startup={{ _id: 's1', name: 'Orbital Labs', logo }} />
    </MockedProvider>,
  );
}

function choose(file: File): void {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

const errors = () => alertStore.get().filter((a) => a.type === 'error').map((a) => a.message);

describe('StartupLogoCard (D-160)', () => {
  beforeEach(() => alertStore.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('the same rules as the server before sending: image types, 1 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'application/pdf', size: 10 })).toBe('A logo must be a PNG, JPEG, SVG or WebP image.');
    expect(logoFileProblem({ type: 'image/webp', size: 1024 * 1024 + 1 })).toBe('The logo is larger than 1 MB.');
  });

  it('refuses a wrong type or a file over 1 MB in the reader’s language without uploading', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderCard(null);
    expect(screen.getByTestId('startup-logo-upload')).toHaveTextContent('Upload logo');
    expect(screen.queryByTestId('startup-logo-remove')).toBeNull();
    choose(new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    choose(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(errors()).toEqual(['A logo must be a PNG, JPEG, SVG or WebP image.', 'The logo is larger than 1 MB.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads as startupLogo of the startup, then chooses the uploaded file', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ _id: 'f1' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const mock = { request: { query: UPDATE_STARTUP_PROFILE, variables: { startupId: 's1', input: { logoFileId: 'f1' } } }, result: updated('/files/f1/logo.png') };
    await renderCard(null, [mock]);
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(alertStore.get().map((a) => a.message)).toContain('Logo saved.'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/attachment/upload?purpose=startupLogo&referenceType=startupLogo&referenceId=s1');
  });

  it('a server refusal is shown translated; a logo on show can be removed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'file: The logo is larger than 1 MB.' }), { status: 413 })));
    const remove = { request: { query: UPDATE_STARTUP_PROFILE, variables: { startupId: 's1', input: { logoFileId: null } } }, result: updated(null) };
    await renderCard('/files/f0/old.png', [remove]);
    expect(screen.getByTestId('startup-logo-upload')).toHaveTextContent('Replace logo');
    choose(new File([new Uint8Array([0x89])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(errors()).toEqual(['The logo is larger than 1 MB.']));
    fireEvent.click(screen.getByTestId('startup-logo-remove'));
    await waitFor(() => expect(alertStore.get().map((a) => a.message)).toContain('Logo removed.'));
  });
});
