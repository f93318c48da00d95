import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PERSON_PROFILE } from './documents';
import { localTimeIn } from './localTime';
import { ProfilePage } from './ProfilePage';

vi.mock('../../app/viewer/ViewerContext', () => ({
  useCurrentUser: () => ({ _id: 'u-me', fullName: 'Maya Founder' }),
}));
// The profile fields panel has its own tests (features/custom-fields); here it only has to be placed.
// "Book a session" decides for itself whether it shows (features/coaching's BookSessionButton.test): here, where it is placed.
vi.mock('../coaching', () => ({ BookSessionButton: ({ hostId, label }: { hostId: string; label: string }) => <span data-testid="book-session-slot">{`${label} ${hostId}`}</span> }));
vi.mock('../custom-fields', () => ({ CustomFieldValuesPanel: ({ recordId }: { recordId: string }) => <div data-testid="custom-values-panel">{recordId}</div> }));

const person = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'User',
  _id: 'u-ada',
  fullName: 'Ada Mentor',
  avatar: null,
  cover: null,
  timezone: 'Europe/Paris',
  email: null,
  role: { __typename: 'Role', label: 'Mentor' },
  publicProfile: { __typename: 'PublicProfile', headline: 'Go-to-market for B2B', bio: 'Twenty years of sales.\nTwo exits.', expertise: 'Pricing', country: 'France' },
  industries: [{ __typename: 'Industry', _id: 'i1', name: 'Fintech' }],
  tags: [{ __typename: 'Tag', _id: 't1', kind: 'skills', name: 'Sales', color: null }],
  startups: [
    { __typename: 'Startup', _id: 's-open', name: 'Orbital', logo: null, viewerCanOpenFile: true },
    { __typename: 'Startup', _id: 's-closed', name: 'Meridian', logo: null, viewerCanOpenFile: false },
  ],
  ...overrides,
});

function renderAt(path: string, id: string, result: { data?: unknown; errors?: GraphQLError[] }) {
  const mock = { request: { query: PERSON_PROFILE, variables: { id } }, result };
  return renderWithProviders(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/profile/:id/*" element={<ProfilePage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('profile page (/profile/:id)', () => {
  it("shows another person's profile: headline, bio, expertise, startups, interests; no owner's actions", async () => {
    await renderAt('/profile/u-ada', 'u-ada', { data: { userProfileCard: person() } });
    const page = await screen.findByTestId('profile-page');
    expect(page.dataset.own).toBe('false');
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Ada Mentor');
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Mentor');
    expect(screen.getByTestId('profile-headline')).toHaveTextContent('Go-to-market for B2B');
    expect(screen.getByTestId('profile-bio').textContent).toBe('Twenty years of sales.\nTwo exits.');
    expect(screen.getByTestId('profile-expertise')).toHaveTextContent('Pricing');
    expect(screen.getByTestId('profile-local-time')).toHaveTextContent('local time (Europe/Paris)');
    expect(screen.getByTestId('profile-interests')).toHaveTextContent('Sales');
    expect(screen.getByTestId('profile-interests')).toHaveTextContent('Fintech');
    expect(screen.queryByTestId('profile-edit')).toBeNull();
    expect(screen.getByTestId('book-session-slot')).toHaveTextContent('Book a session u-ada');
    expect(screen.queryByTestId('profile-email')).toBeNull();
    expect(screen.getByTestId('profile-custom-fields')).toHaveTextContent('More about Ada Mentor');
    expect(screen.getByTestId('custom-values-panel')).toHaveTextContent('u-ada');
  });

  it('links a startup to its file only when the viewer may open it', async () => {
    await renderAt('/profile/u-ada', 'u-ada', { data: { userProfileCard: person() } });
    const rows = await screen.findAllByTestId('profile-startup');
    expect(within(rows[0]!).getByRole('link', { name: 'Orbital' }).getAttribute('href')).toBe('/startup/s-open/file/company');
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(rows[1]).toHaveTextContent('Meridian');
  });

  it("/profile is the viewer's own: edit and preferences actions, an empty profile says where to write it", async () => {
    const mine = person({ _id: 'u-me', fullName: 'Maya Founder', email: 'maya@demo.test', publicProfile: null, startups: [], tags: [], industries: [] });
    await renderAt('/profile', 'u-me', { data: { userProfileCard: mine } });
    expect((await screen.findByTestId('profile-page')).dataset.own).toBe('true');
    expect(screen.getByTestId('profile-edit').getAttribute('href')).toBe('/account/profile');
    expect(screen.queryByTestId('book-session-slot')).toBeNull();
    expect(screen.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/account/settings');
    expect(screen.getByTestId('profile-about-empty')).toHaveTextContent('You have not written about yourself yet.');
    expect(screen.getByTestId('profile-email').getAttribute('href')).toBe('mailto:maya@demo.test');
    expect(screen.queryByTestId('profile-startups')).toBeNull();
    expect(screen.queryByTestId('profile-interests')).toBeNull();
    expect(screen.getByTestId('profile-custom-fields')).toHaveTextContent('More about you');
  });

  it('an unknown person (or one of another organisation) is not found', async () => {
    const notFound = new GraphQLError('User not found', { extensions: { code: 'NotFound' } });
    await renderAt('/profile/u-else', 'u-else', { errors: [notFound] });
    expect(await screen.findByTestId('not-found-state')).toBeTruthy();
  });
});

describe('localTimeIn', () => {
  const at = new Date('2026-12-01T09:05:00Z');
  it("is the person's clock in the reader's language", () => {
    expect(localTimeIn('Asia/Tokyo', at, 'en')).toBe('6:05 PM');
    expect(localTimeIn('Europe/Paris', at, 'fr')).toBe('10:05');
    // Arabic's morning mark; its digits (Latin or Arabic-Indic) follow the ICU release of the runtime.
    expect(localTimeIn('Europe/Paris', at, 'ar')).toMatch(/^(10:05|١٠:٠٥) ص$/);
  });
  it('is nothing for an unknown or missing zone', () => {
    expect(localTimeIn('Mars/Olympus', at, 'en')).toBeNull();
    expect(localTimeIn(null, at, 'en')).toBeNull();
  });
});
