import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/ConfirmDeleteModal';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { useNow } from '../notifications';
import {
  ADD_FEED_COMMENT,
  CREATE_FEED_POST,
  DELETE_FEED_COMMENT,
  DELETE_FEED_POST,
  ORGANIZATION_FEED,
  SET_FEED_POST_LIKED,
  SET_FEED_POST_PINNED,
  UPDATE_FEED_POST,
  type FeedComment,
  type FeedPost,
} from './documents';
import { FeedPostCard, type FeedPostActions } from './FeedPostCard';
import { PostEditor } from './PostEditor';

const FIRST_PAGE = { limit: 10 } as const;

type Removal = { kind: 'post'; post: FeedPost } | { kind: 'comment'; comment: FeedComment } | null;

/**
 * /organization/feed (D-581): the organisation's activity feed — write a post, read the pinned ones and then the newest,
 * like and comment; staff pin and remove. Older posts load on request.
 */
export function FeedPage() {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const now = useNow(30_000);
  const client = useApolloClient();
  const { data, error, fetchMore, refetch } = useQuery(ORGANIZATION_FEED, { variables: FIRST_PAGE, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [removal, setRemoval] = useState<Removal>(null);
  const [create] = useMutation(CREATE_FEED_POST);
  const [update] = useMutation(UPDATE_FEED_POST);
  const [removePost, { loading: removingPost }] = useMutation(DELETE_FEED_POST);
  const [pin] = useMutation(SET_FEED_POST_PINNED);
  const [like] = useMutation(SET_FEED_POST_LIKED);
  const [comment] = useMutation(ADD_FEED_COMMENT);
  const [removeComment, { loading: removingComment }] = useMutation(DELETE_FEED_COMMENT);

  /** Runs a change; a refusal is shown as a toast and answers false. */
  const attempt = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (failure) {
      toast('error', errorText(failure));
      return false;
    }
  };
  const feed = data?.organizationFeed;

  const publish = (body: string) =>
    attempt(async () => {
      const result = await create({ variables: { body } });
      const created = result.data?.createFeedPost;
      // The new post goes on top of the stream already on screen (older pages loaded stay).
      if (created) client.cache.updateQuery({ query: ORGANIZATION_FEED, variables: FIRST_PAGE }, (current) => (current ? { organizationFeed: { ...current.organizationFeed, posts: [created, ...current.organizationFeed.posts] } } : current));
      toast('success', t('posted'));
    });

  const actions: FeedPostActions = {
    like: (post, liked) => void attempt(() => like({ variables: { id: post._id, liked } })),
    edit: (post, body) => attempt(() => update({ variables: { id: post._id, body } })),
    // Pinning moves a post between the two lists (and may return the oldest pin to the stream): read them again.
    pin: (post, pinned) => void attempt(async () => {
      await pin({ variables: { id: post._id, pinned } });
      await refetch();
      toast('success', pinned ? t('post.pinnedDone') : t('post.unpinnedDone'));
    }),
    remove: (post) => setRemoval({ kind: 'post', post }),
    comment: (post, body) => attempt(() => comment({ variables: { postId: post._id, body } })),
    removeComment: (target) => setRemoval({ kind: 'comment', comment: target }),
  };

  const confirmRemoval = () =>
    void attempt(async () => {
      if (removal?.kind === 'post') {
        await removePost({ variables: { id: removal.post._id } });
        // Every list that held the post drops it when its entry leaves the cache.
        client.cache.evict({ id: client.cache.identify({ __typename: 'FeedPost', _id: removal.post._id }) });
        client.cache.gc();
      } else if (removal?.kind === 'comment') {
        await removeComment({ variables: { id: removal.comment._id } });
      }
      setRemoval(null);
    });

  const loadMore = async () => {
    if (!feed?.nextCursor) return;
    setLoadingMore(true);
    await attempt(() =>
      fetchMore({
        variables: { ...FIRST_PAGE, cursor: feed.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          organizationFeed: {
            ...previous.organizationFeed,
            posts: [...previous.organizationFeed.posts, ...fetchMoreResult.organizationFeed.posts],
            nextCursor: fetchMoreResult.organizationFeed.nextCursor,
          },
        }),
      }),
    );
    setLoadingMore(false);
  };

  let content;
  if (!feed) {
    content = error ? (
      <Alert color="red" data-testid="feed-error">
        {errorText(error)}
      </Alert>
    ) : (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
      </Center>
    );
  } else {
    const empty = feed.pinned.length === 0 && feed.posts.length === 0;
    content = (
      <>
        {feed.pinned.length > 0 ? (
          <Stack gap="sm" component="section" aria-labelledby="feed-pinned-title" data-testid="feed-pinned">
            <Title order={2} size="h4" id="feed-pinned-title">
              {t('pinnedTitle')}
            </Title>
            {feed.pinned.map((post) => (
              <FeedPostCard key={post._id} post={post} now={now} actions={actions} />
            ))}
          </Stack>
        ) : null}
        <Stack gap="sm" component="section" aria-labelledby="feed-latest-title" data-testid="feed-latest">
          <Title order={2} size="h4" id="feed-latest-title">
            {t('latestTitle')}
          </Title>
          {empty ? (
            <Paper withBorder radius="md" p="lg" data-testid="feed-empty">
              <Text c="dimmed" ta="center">
                {t('empty')}
              </Text>
            </Paper>
          ) : null}
          {feed.posts.map((post) => (
            <FeedPostCard key={post._id} post={post} now={now} actions={actions} />
          ))}
          {feed.nextCursor ? (
            <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} w="fit-content" mx="auto" data-testid="feed-load-more">
              {t('loadMore')}
            </Button>
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <Stack gap="lg" maw={760} w="100%" data-testid="feed-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-label={t('composer.label')}>
        <PostEditor label={t('composer.label')} placeholder={t('composer.placeholder')} submitLabel={t('composer.submit')} onSubmit={publish} testId="feed-composer" action="createFeedPost" />
      </Paper>
      {content}
      <ConfirmDeleteModal
        opened={removal !== null}
        title={removal?.kind === 'comment' ? t('comment.deleteTitle') : t('post.deleteTitle')}
        message={removal?.kind === 'comment' ? t('comment.deleteConfirm') : t('post.deleteConfirm')}
        cancelLabel={t('cancel')}
        confirmLabel={t('delete')}
        loading={removingPost || removingComment}
        onConfirm={confirmRemoval}
        onClose={() => setRemoval(null)}
        testId="feed-delete-confirm"
      />
    </Stack>
  );
}
