import { Alert, Button, Center, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconFilter, IconPin } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { Composer } from './Composer';
import { DELETE_TIMELINE_EVENT, TIMELINE_KINDS, UPDATE_TIMELINE_EVENT, type TimelineItem, type TimelineKind } from './documents';
import type { PostActions } from './items/PostItem';
import { TimelineItemView } from './TimelineItemView';
import { useTimeline } from './useTimeline';
import { LoadingIndicator } from '../../components/LoadingIndicator';

const isKind = (value: string | null): value is TimelineKind => value !== null && (TIMELINE_KINDS as readonly string[]).includes(value);

/**
 * TML-01: the composer, a filter by kind, pinned items first, then newest first with "Load more". What the viewer may
 * do comes from the server's answer (viewerCan…, D-92): the composer once the page says the viewer may post, the
 * private switch and pinning as the page says, deleting as each post says.
 */
export function TimelineFeed({ startupId }: { startupId: string }) {
  const { t } = useTranslation('timeline');
  const errorText = useErrorText();
  const [kind, setKind] = useState<TimelineKind | null>(null);
  const timeline = useTimeline(startupId, kind);
  const [update] = useMutation(UPDATE_TIMELINE_EVENT);
  const [remove] = useMutation(DELETE_TIMELINE_EVENT);
  const { refetch, viewerCanPin, viewerCanPost, viewerCanPostPrivate } = timeline;

  const postActions = useCallback(
    (item: TimelineItem): PostActions => ({
      canPin: viewerCanPin,
      canDelete: item.__typename === 'TimelineEvent' && item.viewerCanDelete,
      onPin: (post, isPinned) => {
        update({ variables: { id: post._id, input: { isPinned } } }).then(refetch, (error: unknown) => void alerts.error(errorText(error)));
      },
      onDelete: (post) => {
        if (!window.confirm(t('post.confirmDelete'))) return;
        remove({ variables: { id: post._id } }).then(refetch, (error: unknown) => void alerts.error(errorText(error)));
      },
    }),
    [viewerCanPin, update, remove, refetch, errorText, t],
  );

  return (
    <Stack gap="md" data-testid="timeline">
      {viewerCanPost ? <Composer startupId={startupId} canPostPrivate={viewerCanPostPrivate} onPosted={refetch} /> : null}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('filter.label')}
          leftSection={<IconFilter size={14} />}
          data={[{ value: 'ALL', label: t('filter.all') }, ...TIMELINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
          value={kind ?? 'ALL'}
          onChange={(value) => setKind(isKind(value) ? value : null)}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          data-testid="timeline-filter"
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {timeline.loading ? (
        <Center py="xl">
          <LoadingIndicator size="sm" label={t('loading')} />
        </Center>
      ) : timeline.error ? (
        <Alert color="red" data-testid="timeline-error">
          {t('error')}
        </Alert>
      ) : (
        <>
          {timeline.pinned.length > 0 && (
            <Stack gap="sm" data-testid="timeline-pinned">
              <Group gap={4}>
                <IconPin size={14} aria-hidden />
                <Text size="sm" fw={600}>
                  {t('pinnedHeading')}
                </Text>
              </Group>
              {timeline.pinned.map((item) => (
                <TimelineItemView key={item._id} item={item} postActions={postActions} />
              ))}
            </Stack>
          )}
          <Stack gap="sm" data-testid="timeline-list" aria-live="polite">
            {timeline.items.length === 0 && timeline.pinned.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" data-testid="timeline-empty">
                {kind ? t('emptyKind') : t('empty')}
              </Text>
            ) : (
              timeline.items.map((item) => <TimelineItemView key={item._id} item={item} postActions={postActions} />)
            )}
          </Stack>
          {timeline.hasMore && (
            <Center>
              <Button variant="default" onClick={timeline.loadMore} loading={timeline.loadingMore} data-testid="timeline-load-more">
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
