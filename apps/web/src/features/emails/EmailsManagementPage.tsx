import { Anchor, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMail, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { OUTGOING_EMAILS, type OutgoingEmailStatus, type OutgoingEmailSummary } from './documents';
import { EmailDate } from './EmailDate';
import { EmailsFrame } from './EmailsFrame';
import { EmailStatusBadge } from './EmailStatusBadge';
import { NotReady, useAttempt } from './emailsState';
import { NewEmailMenu } from './NewEmailMenu';
import { emailPath } from './paths';
import { ShownAndMore } from './ShownAndMore';

const PAGE_SIZE = 25;
type StatusFilter = 'all' | 'drafts' | 'scheduled' | 'sent';
const FILTER_STATUS: Record<StatusFilter, OutgoingEmailStatus | null> = { all: null, drafts: 'DRAFT', scheduled: 'SCHEDULED', sent: 'SENT' };

/** No email at all yet: what the area is for, and the way to write the first one. */
function FirstEmail() {
  const { t } = useTranslation('emails');
  return <EmptyState icon={<IconMail size={30} />} title={t('list.emptyTitle')} body={t('list.empty')} testId="emails-empty" action={<NewEmailMenu testId="new-email-empty" />} />;
}

function EmailRow({ email }: { email: OutgoingEmailSummary }) {
  const { t } = useTranslation('emails');
  const sent = email.sentAt ?? null;
  return (
    <Table.Tr data-testid="email-row" data-email-id={email._id} data-status={email.status}>
      <Table.Td style={{ maxWidth: 360 }}>
        <Anchor component={Link} to={emailPath(email._id)} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="email-row-subject">
          {email.subject.trim() || t('list.noSubject')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <EmailStatusBadge status={email.status} />
      </Table.Td>
      <Table.Td data-testid="email-row-recipients">{email.recipientCount ?? '—'}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" component="span">
          {email.status === 'SCHEDULED' && email.scheduledAt ? (
            <EmailDate at={email.scheduledAt} words={(date) => t('list.scheduledFor', { date })} />
          ) : (
            <EmailDate at={sent ?? email.updatedAt} words={(date) => (sent ? t('list.sentOn', { date }) : t('list.editedOn', { date }))} />
          )}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" dir="auto">
          {email.createdBy?.fullName ?? '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * /emails/management (D-584): the emails written to the organisation's people, newest first — drafts, those being sent
 * and those sent — with a status filter, a search and "New email" (blank or from a template). The route is for holders
 * of EMAIL_TEMPLATES:MANAGE only (the route table's permission guard), so the page asks for the list straight away.
 */
export function EmailsManagementPage() {
  const { t } = useTranslation('emails');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const variables = { status: FILTER_STATUS[filter], search: debounced || null, first: PAGE_SIZE, after: null };
  const { data, previousData, error, fetchMore } = useQuery(OUTGOING_EMAILS, { variables, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const attempt = useAttempt();
  const page = (data ?? previousData)?.outgoingEmails;
  const filtered = filter !== 'all' || debounced !== '';

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    await attempt(() =>
      fetchMore({
        variables: { ...variables, after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          outgoingEmails: {
            ...fetchMoreResult.outgoingEmails,
            results: [...previous.outgoingEmails.results, ...fetchMoreResult.outgoingEmails.results],
          },
        }),
      }),
    );
    setLoadingMore(false);
  };

  let content;
  if (!page) {
    content = <NotReady error={error} testId="emails-error" />;
  } else if (page.results.length === 0 && !filtered) {
    content = <FirstEmail />;
  } else if (page.results.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" dir="auto" data-testid="emails-no-match">
          {debounced ? t('list.noMatch', { search: debounced }) : t(`list.noneWithStatus.${filter}`)}
        </Text>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="sm">
        <Paper withBorder radius="md">
          <Table.ScrollContainer
            minWidth={720}
            // The table's links are its only controls and sit in the first column: the scroll area takes the focus, so a
            // keyboard user can reach the columns off screen at 375 px (axe scrollable-region-focusable).
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('list.tableLabel') } }}
          >
            <Table verticalSpacing="sm" highlightOnHover data-testid="emails-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.subject')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th>{t('list.recipients')}</Table.Th>
                  <Table.Th>{t('list.date')}</Table.Th>
                  <Table.Th>{t('list.author')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((email) => (
                  <EmailRow key={email._id} email={email} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <ShownAndMore
          shown={t('list.shown', { count: page.totalCount, shown: page.results.length })}
          hasMore={Boolean(page.nextCursor)}
          loading={loadingMore}
          onMore={() => void loadMore()}
          testId="emails"
        />
      </Stack>
    );
  }

  return (
    <EmailsFrame active="emails" actions={<NewEmailMenu />}>
      <Stack gap="md" data-testid="emails-management">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            value={filter}
            onChange={(value) => setFilter(value as StatusFilter)}
            data={(['all', 'drafts', 'scheduled', 'sent'] as const).map((value) => ({ value, label: t(`list.filter.${value}`) }))}
            aria-label={t('list.filterLabel')}
            data-testid="emails-status-filter"
          />
          <TextInput
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchLabel')}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={100}
            style={{ flex: '1 1 220px', maxWidth: 420 }}
            data-testid="emails-search"
          />
        </Group>
        {content}
      </Stack>
    </EmailsFrame>
  );
}
