import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts/alertStore';
import { ArticlesManagementPage } from './ArticlesManagementPage';
import { article, renderArticles } from './testKit';

const page = (items: unknown[], totalCount = items.length) => ({ data: { managedArticles: { __typename: 'ManagedArticlePage', items, totalCount } } });
const listed = [
  article('a-1', { title: 'House rules', status: 'PUBLISHED', publishedAt: '2026-11-19T09:00:00.000Z', audience: ['INCUBATOR', 'MENTOR', 'FOUNDER', 'APPLICANT', 'EVALUATOR', 'COMMUNITY_MEMBER'] }),
  article('a-2', { title: '', summary: '', audience: ['FOUNDER', 'MENTOR'] }),
];

describe('articles management (D-586)', () => {
  beforeEach(() => alertStore.clear());

  it('lists the articles with their status, readers and last change', async () => {
    renderArticles(<ArticlesManagementPage />, '/articles/management', { ManagedArticles: () => page(listed) });
    const rows = await screen.findAllByTestId('article-row');
    expect(rows.map((row) => row.dataset.articleId)).toEqual(['a-1', 'a-2']);
    expect(within(rows[0]!).getByTestId('article-row-title')).toHaveAttribute('href', '/articles/management/article/a-1');
    expect(within(rows[0]!).getByTestId('article-status')).toHaveTextContent('Published');
    expect(within(rows[0]!).getByTestId('article-row-readers')).toHaveTextContent('Everyone');
    expect(within(rows[0]!).getByText('Summary of a-1.')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('article-row-title')).toHaveTextContent('Untitled article');
    expect(within(rows[1]!).getByTestId('article-status')).toHaveTextContent('Draft');
    // Readers in the editor's order, whatever order the server gave.
    expect(within(rows[1]!).getByTestId('article-row-readers')).toHaveTextContent('Mentors and experts, Founders');
    expect(within(rows[1]!).getByText(/^Edited .* by Sam Staff$/)).toBeInTheDocument();
    expect(screen.getByTestId('articles-shown')).toHaveTextContent('2 of 2 articles');
  });

  it('filters by status and searches, asking the server each time', async () => {
    const kit = renderArticles(<ArticlesManagementPage />, '/articles/management', {
      ManagedArticles: (variables) => page(variables.status === 'DRAFT' ? [listed[1]] : variables.search ? [] : listed),
    });
    await screen.findAllByTestId('article-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() => expect(screen.getAllByTestId('article-row').map((row) => row.dataset.articleId)).toEqual(['a-2']));
    expect(kit.callsOf('ManagedArticles').at(-1)?.variables).toMatchObject({ status: 'DRAFT', search: null });
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByTestId('articles-search'), { target: { value: 'zebra' } });
    expect(await screen.findByTestId('articles-no-match', {}, { timeout: 2000 })).toHaveTextContent('No article matches “zebra”.');
    expect(kit.callsOf('ManagedArticles').at(-1)?.variables).toMatchObject({ status: null, search: 'zebra' });
  });

  it('with no article at all, says what articles are for; "New article" makes a draft and opens it', async () => {
    const kit = renderArticles(<ArticlesManagementPage />, '/articles/management', {
      ManagedArticles: () => page([]),
      CreateArticle: () => ({ data: { createArticle: article('a-new', { title: '' }) } }),
    });
    expect(await screen.findByTestId('articles-empty')).toHaveTextContent('No articles yet');
    fireEvent.click(screen.getByTestId('new-article-empty'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/articles/management/article/a-new'));
    expect(kit.callsOf('CreateArticle')).toHaveLength(1);
  });
});
