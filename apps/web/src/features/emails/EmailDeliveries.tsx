import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTGOING_EMAIL_DELIVERIES, type EmailDelivery, type EmailDeliveryStatus } from './documents';
import { EmailDate } from './EmailDate';
import { DeliveryStatusBadge } from './EmailStatusBadge';
import { NotReady, useAttempt } from './emailsState';
import { ShownAndMore } from './ShownAndMore';

const PAGE_SIZE = 50;
type DeliveryFilter = 'all' | 'sent' | 'failed';
const FILTER_STATUS: Record<DeliveryFilter, EmailDeliveryStatus | null> = { all: null, sent: 'SENT', failed: 'FAILED' };

function DeliveryRow({ delivery }: { delivery: EmailDelivery }) {
  const { t } = useTranslation('emails');
  return (
    <Table.Tr data-testid="delivery-row" data-status={delivery.status}>
      <Table.Td>
        <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {delivery.person?.fullName ?? t('sent.formerMember')}
        </Text>
      </Table.Td>
      <Table.Td>
        {/* An address is written left to right in every language. */}
        <Text size="sm" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {delivery.address}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <DeliveryStatusBadge status={delivery.status} />
          {delivery.failureReason ? (
            <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {delivery.failureReason}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" component="span">
          {delivery.sentAt ? <EmailDate at={delivery.sentAt} /> : '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** Who got a sent email (D-584): each recipient's address, whether it went out and when, by status, 50 at a time. */
export function EmailDeliveries({ emailId }: { emailId: string }) {
  const { t } = useTranslation('emails');
  const [filter, setFilter] = useState<DeliveryFilter>('all');
  const variables = { id: emailId, first: PAGE_SIZE, after: null, status: FILTER_STATUS[filter] };
  const { data, previousData, error, fetchMore } = useQuery(OUTGOING_EMAIL_DELIVERIES, { variables, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const attempt = useAttempt();
  const page = (data ?? previousData)?.outgoingEmail?.deliveries;

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    await attempt(() =>
      fetchMore({
        variables: { ...variables, after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const before = previous.outgoingEmail;
          const next = fetchMoreResult.outgoingEmail;
          if (!before || !next) return previous;
          return { outgoingEmail: { ...next, deliveries: { ...next.deliveries, results: [...before.deliveries.results, ...next.deliveries.results] } } };
        },
      }),
    );
    setLoadingMore(false);
  };

  let content;
  if (!page) {
    content = <NotReady error={error} testId="deliveries-error" />;
  } else if (page.results.length === 0) {
    content = (
      <Text c="dimmed" ta="center" py="md" data-testid="deliveries-empty">
        {t(`sent.noDeliveries.${filter}`)}
      </Text>
    );
  } else {
    content = (
      <>
        <Table.ScrollContainer
          minWidth={640}
          // The table holds no control: its scroll area takes the focus, so a keyboard user can scroll it at 375 px
          // (axe scrollable-region-focusable).
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('sent.deliveries') } }}
        >
          <Table verticalSpacing="sm" data-testid="deliveries-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sent.person')}</Table.Th>
                <Table.Th>{t('sent.address')}</Table.Th>
                <Table.Th>{t('sent.status')}</Table.Th>
                <Table.Th>{t('sent.sentAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.results.map((delivery) => (
                <DeliveryRow key={delivery._id} delivery={delivery} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ShownAndMore
          shown={t('sent.shown', { count: page.totalCount, shown: page.results.length })}
          hasMore={Boolean(page.nextCursor)}
          loading={loadingMore}
          onMore={() => void loadMore()}
          testId="deliveries"
        />
      </>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="email-deliveries-title" data-testid="email-deliveries">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="email-deliveries-title">
            {t('sent.deliveries')}
          </Title>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(value) => setFilter(value as DeliveryFilter)}
            data={(['all', 'sent', 'failed'] as const).map((value) => ({ value, label: t(`sent.filter.${value}`) }))}
            aria-label={t('sent.filterLabel')}
            data-testid="deliveries-filter"
          />
        </Group>
        {content}
      </Stack>
    </Paper>
  );
}
