import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderWithRouter, type OperationHandler } from '../../test/testClient';
import { FeedPage } from './FeedPage';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const person = (id: string, fullName: string) => ({ __typename: 'User', _id: id, fullName, avatar: null, role: { __typename: 'Role', label: 'Mentor' } });
const comment = (id: string, body: string, viewerCanDelete = false) => ({
  __typename: 'FeedComment',
  _id: id,
  body,
  createdAt: ago(1),
  viewerCanDelete,
  author: { __typename: 'User', _id: `a-${id}`, fullName: `Author ${id}`, avatar: null },
});
const post = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'FeedPost',
  _id: id,
  body: `Body of ${id}`,
  createdAt: ago(2),
  editedAt: null,
  pinned: false,
  likeCount: 0,
  viewerLiked: false,
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerCanPin: false,
  author: person(`u-${id}`, `Writer ${id}`),
  comments: [],
  ...overrides,
});
const page = (extra: Record<string, unknown> = {}) => ({
  data: { organizationFeed: { __typename: 'OrganizationFeedPage', pinned: [], posts: [], nextCursor: null, viewerCanModerate: false, ...extra } },
});

function renderFeed(handlers: Record<string, OperationHandler>) {
  const kit = createTestClient(handlers);
  void renderWithRouter(<FeedPage />, kit.client, '/organization/feed');
  return kit;
}

const postCard = (id: string) => screen.getAllByTestId('feed-post').find((el) => el.dataset.postId === id)!;

describe('activity feed page (D-581)', () => {
  it('shows the pinned posts, then the latest, each with its author, likes and latest comments', async () => {
    const comments = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => comment(id, `Comment ${id}`));
    renderFeed({
      OrganizationFeed: () =>
        page({
          pinned: [post('p-pin', { pinned: true, body: 'Welcome!\nSecond line', likeCount: 2, viewerLiked: true })],
          posts: [post('p-1', { comments, editedAt: ago(1) }), post('p-2')],
        }),
    });
    const pinned = await screen.findByTestId('feed-pinned');
    expect(within(pinned).getByTestId('feed-pinned-badge')).toHaveTextContent('Pinned');
    expect(within(pinned).getByTestId('feed-post-body').textContent).toBe('Welcome!\nSecond line');
    expect(within(pinned).getByTestId('feed-like')).toHaveTextContent('2 likes');
    expect(within(pinned).getByTestId('feed-like')).toHaveAttribute('aria-pressed', 'true');
    expect(within(pinned).getByTestId('feed-author')).toHaveAttribute('href', '/profile/u-p-pin');

    const latest = screen.getByTestId('feed-latest');
    expect(within(latest).getAllByTestId('feed-post').map((el) => el.dataset.postId)).toEqual(['p-1', 'p-2']);
    const first = postCard('p-1');
    expect(within(first).getByTestId('feed-edited')).toHaveTextContent('edited');
    expect(within(first).getByTestId('feed-comment-count')).toHaveTextContent('5 comments');
    // The latest three, oldest first; the others open on request.
    expect(within(first).getAllByTestId('feed-comment').map((el) => el.textContent)).toEqual([
      expect.stringContaining('Comment c3'), expect.stringContaining('Comment c4'), expect.stringContaining('Comment c5'),
    ]);
    fireEvent.click(within(first).getByTestId('feed-comments-more'));
    expect(within(first).getAllByTestId('feed-comment')).toHaveLength(5);
    // Nothing this viewer may change: no menu, no comment delete.
    expect(within(first).queryByTestId('feed-post-menu')).toBeNull();
    expect(within(first).queryByTestId('feed-comment-delete')).toBeNull();
  });

  it('publishes a post on top of the stream and empties the box', async () => {
    const kit = renderFeed({
      OrganizationFeed: () => page({ posts: [post('p-old')] }),
      CreateFeedPost: (variables) => ({ data: { createFeedPost: post('p-new', { body: variables.body, viewerCanEdit: true, viewerCanDelete: true }) } }),
    });
    await screen.findByTestId('feed-post');
    const text = screen.getByTestId('feed-composer-text');
    expect(screen.getByTestId('feed-composer-submit')).toBeDisabled();
    fireEvent.change(text, { target: { value: 'We shipped v2!' } });
    fireEvent.click(screen.getByTestId('feed-composer-submit'));
    await waitFor(() => expect(screen.getAllByTestId('feed-post').map((el) => el.dataset.postId)).toEqual(['p-new', 'p-old']));
    expect(kit.callsOf('CreateFeedPost')[0]?.variables).toEqual({ body: 'We shipped v2!' });
    expect(text).toHaveValue('');
    expect(within(postCard('p-new')).getByTestId('feed-post-menu')).toBeInTheDocument();
  });

  it('likes and comments through the server, showing what it answers', async () => {
    const kit = renderFeed({
      OrganizationFeed: () => page({ posts: [post('p-1')] }),
      SetFeedPostLiked: (variables) => ({ data: { setFeedPostLiked: post('p-1', { likeCount: 1, viewerLiked: variables.liked }) } }),
      AddFeedComment: (variables) => ({ data: { addFeedComment: post('p-1', { likeCount: 1, viewerLiked: true, comments: [comment('c-new', String(variables.body), true)] }) } }),
    });
    const card = await screen.findByTestId('feed-post');
    fireEvent.click(within(card).getByTestId('feed-like'));
    await waitFor(() => expect(within(postCard('p-1')).getByTestId('feed-like')).toHaveTextContent('1 like'));
    expect(kit.callsOf('SetFeedPostLiked')[0]?.variables).toEqual({ id: 'p-1', liked: true });

    const input = within(postCard('p-1')).getByTestId('feed-comment-input');
    fireEvent.change(input, { target: { value: 'Well done' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(within(postCard('p-1')).getAllByTestId('feed-comment')).toHaveLength(1));
    expect(kit.callsOf('AddFeedComment')[0]?.variables).toEqual({ postId: 'p-1', body: 'Well done' });
    expect(within(postCard('p-1')).getByTestId('feed-comment-delete')).toBeInTheDocument();
    await waitFor(() => expect(within(postCard('p-1')).getByTestId('feed-comment-input')).toHaveValue(''));
  });

  it('loads older posts after the ones on screen', async () => {
    const kit = renderFeed({
      OrganizationFeed: (variables) =>
        variables.cursor ? page({ posts: [post('p-3')], nextCursor: null }) : page({ posts: [post('p-1'), post('p-2')], nextCursor: 'cursor-2' }),
    });
    fireEvent.click(await screen.findByTestId('feed-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('feed-post').map((el) => el.dataset.postId)).toEqual(['p-1', 'p-2', 'p-3']));
    expect(kit.callsOf('OrganizationFeed').at(-1)?.variables).toEqual({ limit: 10, cursor: 'cursor-2' });
    expect(screen.queryByTestId('feed-load-more')).toBeNull();
  });

  it('removes a post after confirmation', async () => {
    const kit = renderFeed({
      OrganizationFeed: () => page({ posts: [post('p-1', { viewerCanDelete: true }), post('p-2')] }),
      DeleteFeedPost: (variables) => ({ data: { deleteFeedPost: variables.id } }),
    });
    fireEvent.click(within(await screen.findByTestId('feed-latest')).getAllByTestId('feed-post-menu')[0]!);
    fireEvent.click(await screen.findByTestId('feed-post-delete'));
    fireEvent.click(await screen.findByTestId('feed-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('feed-post').map((el) => el.dataset.postId)).toEqual(['p-2']));
    expect(kit.callsOf('DeleteFeedPost')[0]?.variables).toEqual({ id: 'p-1' });
  });

  it('says so when nothing is posted yet', async () => {
    renderFeed({ OrganizationFeed: () => page() });
    expect(await screen.findByTestId('feed-empty')).toHaveTextContent('Nothing has been posted yet');
  });

  it('shows the server’s refusal instead of the feed', async () => {
    renderFeed({ OrganizationFeed: () => ({ errors: [{ message: 'The activity feed is switched off for this organisation.', extensions: { code: 'Forbidden' } }] }) });
    expect(await screen.findByTestId('feed-error')).toBeInTheDocument();
    expect(screen.queryByTestId('feed-post')).toBeNull();
  });
});
