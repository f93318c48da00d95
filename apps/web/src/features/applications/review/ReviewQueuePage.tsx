import { Alert, Badge, Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MIRROR_IN_RTL } from '../../../lib/direction/mirror';
import { ConflictReason } from './ConflictReason';
import { MY_EVALUATION_QUEUE, type QueueItem } from './documents';
import { ReviewAccessGate } from './ReviewAccessGate';
import { useReviewErrorText, useScoreFormat } from './useReviewErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

function ItemRow({ item }: { item: QueueItem }) {
  const { t } = useTranslation('applicationsReview');
  const score = useScoreFormat();
  const title = item.application ? (item.application.title ?? t('hiddenApplicant')) : t('hiddenApplicant');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="queue-item" data-state={item.state}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="queue-item-title">
            {item.state === 'withheld' ? t('states.withheld') : title}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <bdi>{item.funnelName}</bdi> · <bdi>{item.round.name}</bdi>
          </Text>
          {item.state === 'withheld' ? <ConflictReason source={item.conflictSource} reason={item.conflictReason} /> : null}
          {item.state === 'submitted' ? <Text size="sm">{t('queue.yourScore', { value: score(item.weightedScore) })}</Text> : null}
        </Stack>
        {item.state === 'withheld' ? (
          <Badge color="gray" variant="light">{t('states.withheld')}</Badge>
        ) : (
          <Button component={Link} to={`/applications/reviews/${item._id}`} variant={item.state === 'pending' ? 'filled' : 'default'} size="xs" rightSection={<IconChevronRight size={14} className={MIRROR_IN_RTL} aria-hidden />} data-testid="queue-open">
            {item.state === 'pending' ? t('queue.open') : t('queue.view')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function Section({ title, items, hint, testId }: { title: string; items: QueueItem[]; hint?: string; testId: string }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={2} size="h4">
        {title} <Text span c="dimmed" fw={400}>({items.length})</Text>
      </Title>
      {hint ? <Text size="sm" c="dimmed">{hint}</Text> : null}
      {items.map((item) => <ItemRow key={item._id} item={item} />)}
    </Stack>
  );
}

function Queue() {
  const { t } = useTranslation('applicationsReview');
  const errorText = useReviewErrorText();
  const { data, error, loading } = useQuery(MY_EVALUATION_QUEUE, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (loading) return <Center py="xl"><LoadingIndicator size="sm" label={t('loading')} /></Center>;
    return <Alert color="red">{error ? errorText(error) : t('loadFailed')}</Alert>;
  }
  const { items, remaining } = data.myEvaluationQueue;
  return (
    <Stack gap="lg">
      <Text data-testid="queue-remaining">{t('queue.remaining', { count: remaining })}</Text>
      {items.length === 0 ? <Text c="dimmed" data-testid="queue-empty">{t('queue.empty')}</Text> : null}
      <Section title={t('queue.todo')} items={items.filter((i) => i.state === 'pending')} testId="queue-todo" />
      <Section title={t('queue.done')} items={items.filter((i) => i.state === 'submitted')} testId="queue-done" />
      <Section title={t('queue.withheld')} hint={t('queue.withheldHint')} items={items.filter((i) => i.state === 'withheld')} testId="queue-withheld" />
    </Stack>
  );
}

/** /applications/reviews (issue 16 item 4): the evaluator's queue — what is left, what is done, what is withheld and why. */
export function ReviewQueuePage() {
  const { t } = useTranslation('applicationsReview');
  return (
    <Container size="md" w="100%" py="md" data-testid="review-queue-page">
      <Stack gap="md">
        <Title order={1} size="h2">{t('queue.title')}</Title>
        <ReviewAccessGate ability="viewerCanEvaluate">
          <Queue />
        </ReviewAccessGate>
      </Stack>
    </Container>
  );
}
