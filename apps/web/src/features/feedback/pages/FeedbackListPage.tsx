import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryStateView } from '../../../lib/queryState/QueryStateView';
import { useFeedbackErrorText } from '../useFeedbackErrorText';
import { useFeedbackDates } from '../useFeedbackDates';
import { FEEDBACK_REQUESTS } from '../documents';
import { AudienceText, RateBar } from '../RateBar';
import { SendFeedbackModal } from '../SendFeedbackModal';

export function StatusBadge({ status, overdue }: { status: string; overdue: boolean }) {
  const { t } = useTranslation('feedback');
  if (status === 'closed') return <Badge color="gray" variant="light">{t('status.closed')}</Badge>;
  if (overdue) return <Badge color="orange" variant="light">{t('status.pastDue')}</Badge>;
  return <Badge color="green" variant="light">{t('status.open')}</Badge>;
}

/** /feedback/management (issue 15 item 6): the requests with their audience, due date and response rate. */
export function FeedbackListPage() {
  const { t } = useTranslation('feedback');
  const errorText = useFeedbackErrorText();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const { data, error } = useQuery(FEEDBACK_REQUESTS, { fetchPolicy: 'cache-and-network' });
  const list = data?.feedbackRequests;
  const dates = useFeedbackDates();
  return (
    <Stack gap="lg" w="100%" maw={1200} data-testid="feedback-list-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('list.intro')}
          </Text>
        </div>
        {list?.viewerCanSend ? (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)} data-testid="feedback-send">
            {t('list.send')}
          </Button>
        ) : null}
      </Group>
      <QueryStateView
        data={list}
        error={error}
        errorText={errorText}
        isEmpty={(l) => l.results.length === 0}
        emptyText={t('list.empty')}
        emptyTestId="feedback-empty"
        loadingLabel={t('loading')}
      >
        {(l) => (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table verticalSpacing="sm" highlightOnHover miw={760}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.form')}</Table.Th>
                <Table.Th>{t('list.audience')}</Table.Th>
                <Table.Th>{t('list.due')}</Table.Th>
                <Table.Th>{t('list.sent')}</Table.Th>
                <Table.Th>{t('list.answered')}</Table.Th>
                <Table.Th>{t('list.rate')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {l.results.map((request) => (
                <Table.Tr key={request._id} data-testid="feedback-row" data-name={request.formName}>
                  <Table.Td>
                    <Anchor component={Link} to={`/feedback/requests/${request._id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {request.formName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('list.sentOn', { date: dates.on(request.createdAt) })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <AudienceText audience={request.audience} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{dates.due(request.dueDate)}</Table.Td>
                  <Table.Td>{request.recipientCount}</Table.Td>
                  <Table.Td>{request.answeredCount}</Table.Td>
                  <Table.Td>
                    <RateBar answered={request.answeredCount} sent={request.recipientCount} rate={request.responseRate} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={request.status} overdue={new Date(request.dueDate).getTime() < Date.now()} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        )}
      </QueryStateView>
      <SendFeedbackModal opened={sending} onClose={() => setSending(false)} onSent={(id) => void navigate(`/feedback/requests/${id}`)} />
    </Stack>
  );
}
