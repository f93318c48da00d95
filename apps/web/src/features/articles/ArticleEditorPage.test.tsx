import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { ArticleEditorPage } from './ArticleEditorPage';
import { article, renderArticles } from './testKit';

const ROUTE = '/articles/management/article/a-1';
const answer = (overrides: Record<string, unknown> = {}) => ({ data: { managedArticle: article('a-1', overrides) } });
const refusal = (field: string, rule: string) => ({ errors: [{ message: `${field}: ${rule}`, extensions: { code: 'ValidationError', field } }] });
const toasts = () => alertStore.get().map((alert) => alert.message);

describe('the article editor (D-586)', () => {
  beforeEach(() => alertStore.clear());

  it('saves the title, body, readers and language, and shows what is unsaved', async () => {
    const kit = renderArticles(<ArticleEditorPage />, ROUTE, {
      ManagedArticle: () => answer(),
      UpdateArticle: (variables) => ({ data: { updateArticle: article('a-1', (variables as { input: Record<string, unknown> }).input) } }),
    });
    const title = await screen.findByTestId('article-title-input');
    expect(screen.getByTestId('article-heading')).toHaveTextContent('Article a-1');
    expect(screen.getByTestId('article-saved-state')).toHaveTextContent('All changes saved');
    fireEvent.change(title, { target: { value: 'Booking the demo room' } });
    fireEvent.change(screen.getByTestId('article-body-input'), { target: { value: '# Rooms\n\nAsk the **desk**.' } });
    fireEvent.click(within(screen.getByTestId('article-readers')).getByLabelText('Applicants'));
    expect(screen.getByTestId('article-saved-state')).toHaveTextContent('Unsaved changes');
    fireEvent.click(screen.getByTestId('article-save'));
    await waitFor(() => expect(kit.callsOf('UpdateArticle')).toHaveLength(1));
    expect(kit.callsOf('UpdateArticle')[0]?.variables).toEqual({
      id: 'a-1',
      input: {
        title: 'Booking the demo room',
        summary: 'Summary of a-1.',
        body: '# Rooms\n\nAsk the **desk**.',
        audience: ['INCUBATOR', 'MENTOR', 'FOUNDER', 'EVALUATOR', 'COMMUNITY_MEMBER'],
        language: 'en',
      },
    });
    await waitFor(() => expect(screen.getByTestId('article-saved-state')).toHaveTextContent('All changes saved'));
    expect(toasts()).toContain('Article saved');
  });

  it('previews the body as readers will see it', async () => {
    renderArticles(<ArticleEditorPage />, ROUTE, { ManagedArticle: () => answer({ body: '## Opening hours\n\n- Weekdays\n- **Saturdays**' }) });
    fireEvent.click(await screen.findByTestId('article-tab-preview'));
    const preview = await screen.findByTestId('article-preview');
    // The renderer loads with the preview (it stays out of the shell's first load).
    expect(await within(preview).findByRole('heading', { name: 'Opening hours' })).toBeInTheDocument();
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByText('Saturdays', { selector: 'strong' })).toBeInTheDocument();
  });

  it('publishes after saving what is on screen; without a title or body it says so under the field and asks nothing', async () => {
    let status = 'DRAFT';
    const kit = renderArticles(<ArticleEditorPage />, ROUTE, {
      ManagedArticle: () => answer({ title: '', status }),
      UpdateArticle: (variables) => ({ data: { updateArticle: article('a-1', (variables as { input: Record<string, unknown> }).input) } }),
      PublishArticle: () => {
        status = 'PUBLISHED';
        return { data: { publishArticle: article('a-1', { title: 'Ready', status, publishedAt: '2026-11-29T10:00:00.000Z' }) } };
      },
    });
    fireEvent.click(await screen.findByTestId('article-publish'));
    expect(await screen.findByText('Required to publish.')).toBeInTheDocument();
    expect(kit.callsOf('PublishArticle')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('article-title-input'), { target: { value: 'Ready' } });
    expect(screen.queryByText('Required to publish.')).toBeNull();
    fireEvent.click(screen.getByTestId('article-publish'));
    await waitFor(() => expect(kit.callsOf('PublishArticle')).toHaveLength(1));
    expect(kit.callsOf('UpdateArticle')[0]?.variables).toMatchObject({ input: { title: 'Ready' } });
    expect(await screen.findByTestId('article-unpublish')).toBeInTheDocument();
    expect(screen.getByTestId('article-status')).toHaveTextContent('Published');
    expect(toasts()).toContain('Published: its readers find it in the documentation.');
  });

  it('shows a refusal naming a field under that field', async () => {
    renderArticles(<ArticleEditorPage />, ROUTE, {
      ManagedArticle: () => answer(),
      UpdateArticle: () => refusal('audience', 'choose at least one reader'),
    });
    await screen.findByTestId('article-title-input');
    fireEvent.click(screen.getByTestId('article-save'));
    expect(await screen.findByText('Choose at least one group of readers.')).toBeInTheDocument();
    expect(screen.getByTestId('article-saved-state')).toHaveTextContent('All changes saved');
  });

  it('deletes after confirming and goes back to the list; nothing is saved on the way out', async () => {
    const kit = renderArticles(<ArticleEditorPage />, ROUTE, {
      ManagedArticle: () => answer(),
      DeleteArticle: () => ({ data: { deleteArticle: 'a-1' } }),
    });
    fireEvent.change(await screen.findByTestId('article-title-input'), { target: { value: 'Never mind' } });
    fireEvent.click(screen.getByTestId('article-delete'));
    fireEvent.click(await screen.findByTestId('article-delete-confirm'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/articles/management'), { timeout: 3000 });
    expect(toasts()).toContain('Article deleted');
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kit.callsOf('UpdateArticle')).toHaveLength(0);
  });

  it('saves unsaved changes when the editor goes away', async () => {
    const kit = renderArticles(<ArticleEditorPage />, ROUTE, {
      ManagedArticle: () => answer(),
      UpdateArticle: (variables) => ({ data: { updateArticle: article('a-1', (variables as { input: Record<string, unknown> }).input) } }),
    });
    fireEvent.change(await screen.findByTestId('article-summary-input'), { target: { value: 'Kept on leaving.' } });
    cleanup();
    await waitFor(() => expect(kit.callsOf('UpdateArticle')).toHaveLength(1));
    expect(kit.callsOf('UpdateArticle')[0]?.variables).toMatchObject({ input: { summary: 'Kept on leaving.' } });
  });

  it('says when the article does not exist', async () => {
    renderArticles(<ArticleEditorPage />, ROUTE, { ManagedArticle: () => ({ data: { managedArticle: null } }) });
    expect(await screen.findByTestId('article-not-found')).toHaveTextContent('This article does not exist');
  });
});
