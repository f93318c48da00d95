import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { STARTUP_TIMELINE, TIMELINE_PAGE_SIZE, type TimelineEventItem, type TimelineItem, type TimelineKind } from './documents';

export interface TimelineState {
  pinned: TimelineItem[];
  /** Newest first, pinned items left out (they are shown above). */
  items: TimelineItem[];
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
  hasMore: boolean;
  loadMore: () => void;
  refetch: () => void;
  /** From the page: the composer, the private switch and pin/unpin show only when these hold (false until it loads). */
  viewerCanPost: boolean;
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
}

/** TML-01/02: the startup's timeline, one kind or all, page by page (cursor); later pages are appended. */
export function useTimeline(startupId: string, kind: TimelineKind | null): TimelineState {
  // The metric names come in the reader's language; another language is another query (Apollo keys the cache by it).
  const { i18n } = useTranslation();
  const variables = { startupId, eventType: kind, limit: TIMELINE_PAGE_SIZE, cursor: null, language: i18n.language };
  const { data, loading, error, fetchMore, refetch, networkStatus } = useQuery(STARTUP_TIMELINE, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.startupTimeline;
  const next = page?.next ?? null;
  const loadMore = useCallback(() => {
    if (!next) return;
    void fetchMore({
      variables: { cursor: next },
      updateQuery: (previous, { fetchMoreResult }) => {
        if (!fetchMoreResult) return previous;
        const seen = new Set(previous.startupTimeline.results.map((item) => item._id));
        return {
          startupTimeline: {
            ...fetchMoreResult.startupTimeline,
            pinned: previous.startupTimeline.pinned,
            results: [...previous.startupTimeline.results, ...fetchMoreResult.startupTimeline.results.filter((item) => !seen.has(item._id))],
          },
        };
      },
    });
  }, [fetchMore, next]);
  // The schema types pinned as the item union; only posts are ever pinned (the server lets only posts change).
  const pinned = useMemo(() => (page?.pinned ?? []).filter((item): item is TimelineEventItem => item.__typename === 'TimelineEvent'), [page]);
  const items = useMemo(() => {
    const pinnedIds = new Set(pinned.map((item) => item._id));
    return (page?.results ?? []).filter((item) => !pinnedIds.has(item._id));
  }, [page, pinned]);
  return {
    pinned,
    items,
    loading: loading && !page,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    error: Boolean(error) && !page,
    hasMore: next !== null,
    loadMore,
    refetch: () => void refetch(),
    viewerCanPost: page?.viewerCanPost ?? false,
    viewerCanPostPrivate: page?.viewerCanPostPrivate ?? false,
    viewerCanPin: page?.viewerCanPin ?? false,
  };
}
