import { MockedProvider } from '@apollo/client/testing/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HELP_ARTICLE, HELP_ARTICLES, type HelpArticle, type HelpArticleHit } from './documents';
import { HelpDocs } from './HelpDocs';
import { closeHelpDocs, openHelpDocs } from './helpDocsStore';
import { HelpDocsModal } from './HelpDocsModal';

const part = (text: string, highlighted = false) => ({ __typename: 'HelpTextPart', text, highlighted });
function hit(slug: string, title: string, section: string, snippet = [part(`About ${title}.`)], titleParts = [part(title)], locale = 'en'): HelpArticleHit {
  return { __typename: 'HelpArticleHit', slug, locale, title, summary: `About ${title}.`, section, titleParts, snippet } as HelpArticleHit;
}
function page(slug: string, title: string, body: string, locale = 'en'): HelpArticle {
  return { __typename: 'HelpArticle', slug, locale, title, summary: '', section: 'account', body, updatedAt: '2026-03-01T10:00:00.000Z' } as HelpArticle;
}

const TOC = [
  hit('welcome', 'Welcome to Hatchery', 'getting-started'),
  hit('signing-in', 'Signing in and single sign-on', 'account'),
  hit('password-reset', 'Resetting or changing your password', 'account'),
  hit('tasks', 'Tasks', 'workspace'),
];
const PASSWORD_HITS = [
  hit('password-reset', 'Resetting or changing your password', 'account', [part('Choose a new '), part('password', true), part(' twice.')], [part('Resetting or changing your '), part('password', true)]),
  hit('signing-in', 'Signing in and single sign-on', 'account', [part('Enter your email and '), part('password', true), part('.')]),
];
const RESET_BODY = [
  '## You forgot your password',
  '',
  '1. Choose **Forgot password?**.',
  '2. Open the link.',
  '',
  'Raw <script>window.hacked = true</script> stays text. See [Sessions and devices](help:sessions-and-devices) or [Security](/account/settings/security).',
].join('\n');

const list = (search: string | null, helpArticles: HelpArticleHit[], locale = 'en') => ({
  request: { query: HELP_ARTICLES, variables: { search, locale, limit: search === null ? 50 : 20 } },
  result: { data: { helpArticles } },
  maxUsageCount: 10,
});
const article = (slug: string, helpArticle: HelpArticle | null, locale = 'en') => ({
  request: { query: HELP_ARTICLE, variables: { slug, locale } },
  result: { data: { helpArticle } },
  maxUsageCount: 10,
});
const MOCKS = [
  list(null, TOC),
  list('password', PASSWORD_HITS),
  list('zebracorn', []),
  article('password-reset', page('password-reset', 'Resetting or changing your password', RESET_BODY)),
  article('sessions-and-devices', page('sessions-and-devices', 'Sessions and devices', 'Each browser is a **session**.')),
  article('welcome', page('welcome', 'Welcome to Hatchery', 'Hatchery is the platform.')),
];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname}</div>;
}

async function renderModal(props: { onClose?: () => void; initialQuery?: string; initialSlug?: string } = {}, mocks: unknown[] = MOCKS) {
  const onClose = props.onClose ?? vi.fn();
  const view = await renderWithProviders(
    <MockedProvider mocks={mocks as never[]}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Where />
                <HelpDocsModal opened onClose={onClose} initialQuery={props.initialQuery} initialSlug={props.initialSlug} />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { onClose, unmount: view.unmount };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search the documentation' });

describe('documentation search modal (CHR-33)', () => {
  afterEach(() => closeHelpDocs());

  it('opens as a dialog on the table of contents, grouped by section, with the search box focused', async () => {
    await renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Documentation' });
    const results = await within(dialog).findByRole('listbox', { name: 'Help pages' });
    expect(within(results).getByRole('group', { name: 'Getting started' })).toHaveTextContent('Welcome to Hatchery');
    expect(within(results).getByRole('group', { name: 'Your account' })).toHaveTextContent('Signing in and single sign-on');
    expect(within(results).getAllByRole('option')).toHaveLength(4);
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('searches as the user types, once typing settles, and highlights the matched words', async () => {
    // Only the settled text has a mock: a request per keystroke would fail and show the error state.
    await renderModal();
    await screen.findByRole('listbox', { name: 'Help pages' });
    await userEvent.type(searchBox(), 'password');
    await waitFor(() => expect(screen.getAllByTestId('help-docs-hit').map((o) => o.dataset.slug)).toEqual(['password-reset', 'signing-in']));
    const first = screen.getAllByTestId('help-docs-hit')[0]!;
    expect(within(first).getAllByText('password', { selector: 'mark' })).toHaveLength(2);
    expect(within(first).getByText('Your account')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an empty state naming the search', async () => {
    await renderModal({ initialQuery: 'zebracorn' });
    const empty = await screen.findByTestId('help-docs-empty');
    expect(empty).toHaveTextContent('No help page found');
    expect(empty).toHaveTextContent('No page matches “zebracorn”');
  });

  it('arrow keys move through the results and Enter opens the page, rendered without raw HTML', async () => {
    await renderModal({ initialQuery: 'password' });
    await waitFor(() => expect(screen.getAllByTestId('help-docs-hit')).toHaveLength(2));
    const options = () => screen.getAllByRole('option');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await userEvent.type(searchBox(), '{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(searchBox(), '{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(searchBox(), '{Enter}');

    const view = await screen.findByTestId('help-docs-article');
    const heading = await within(view).findByRole('heading', { level: 2, name: 'Resetting or changing your password' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(view).getByRole('heading', { level: 3, name: 'You forgot your password' })).toBeInTheDocument();
    expect(within(view).getAllByRole('listitem')).toHaveLength(2);
    expect(within(view).getByText('Forgot password?', { selector: 'strong' })).toBeInTheDocument();
    expect(view).toHaveTextContent('Raw <script>window.hacked = true</script> stays text.');
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.queryByTestId('help-docs-english-only')).toBeNull();
  });

  it('follows a link to another help page inside the modal; Back returns to the results with the search kept', async () => {
    await renderModal({ initialQuery: 'password' });
    await userEvent.click((await screen.findAllByTestId('help-docs-hit'))[0]!);
    await userEvent.click(await screen.findByRole('link', { name: 'Sessions and devices' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions and devices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to results' }));
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveValue('password');
    expect(screen.getAllByTestId('help-docs-hit')).toHaveLength(2);
  });

  it('a link into the app closes the modal and navigates there', async () => {
    const { onClose } = await renderModal({ initialSlug: 'password-reset' });
    await userEvent.click(await screen.findByRole('link', { name: 'Security' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/account/settings/security');
  });

  it('Escape closes it', async () => {
    const { onClose } = await renderModal();
    await screen.findByRole('listbox', { name: 'Help pages' });
    await userEvent.type(searchBox(), '{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when a page is shown in English because it is not translated', async () => {
    await i18n.changeLanguage('fr');
    try {
      const { unmount } = await renderModal({ initialSlug: 'tasks' }, [article('tasks', page('tasks', 'Tasks', 'About tasks.', 'en'), 'fr'), list(null, [], 'fr')]);
      expect(await screen.findByTestId('help-docs-english-only')).toHaveTextContent('pas encore été traduite');
      expect(screen.getByRole('button', { name: 'Retour aux résultats' })).toBeInTheDocument();
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('lists the organisation’s own articles first, and reads one in its own language without the untranslated note (D-586)', async () => {
    const ORG = 'org/6f1c2b1e-8a4d-4c55-9a51-1d2e3f405060';
    const first = await renderModal({}, [list(null, [hit(ORG, 'House rules of the campus', 'organisation'), ...TOC])]);
    const results = await screen.findByRole('listbox', { name: 'Help pages' });
    const groups = within(results).getAllByRole('group');
    expect(groups[0]).toHaveAccessibleName('Your organisation');
    expect(groups[0]).toHaveTextContent('House rules of the campus');
    expect(groups[1]).toHaveAccessibleName('Getting started');
    first.unmount();
    await i18n.changeLanguage('fr');
    try {
      const organisationPage = { ...page(ORG, 'House rules of the campus', 'Open **8 am to 10 pm**.', 'en'), section: 'organisation' };
      const { unmount } = await renderModal({ initialSlug: ORG }, [article(ORG, organisationPage, 'fr'), list(null, [], 'fr')]);
      expect(await screen.findByRole('heading', { level: 2, name: 'House rules of the campus' })).toBeInTheDocument();
      expect(screen.queryByTestId('help-docs-english-only')).toBeNull();
      unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is opened from anywhere through openHelpDocs (account menu, quick search), pre-filled with the words', async () => {
    await renderWithProviders(
      <MockedProvider mocks={MOCKS as never[]}>
        <MemoryRouter>
          <HelpDocs />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openHelpDocs({ query: 'password' }));
    await waitFor(() => expect(screen.getAllByTestId('help-docs-hit')).toHaveLength(2));
    expect(searchBox()).toHaveValue('password');
    act(() => closeHelpDocs());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openHelpDocs({ slug: 'welcome' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome to Hatchery' })).toBeInTheDocument();
  });
});
