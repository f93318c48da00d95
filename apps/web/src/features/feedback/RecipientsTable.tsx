import { Badge, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedbackRequestDetail } from './documents';

type Recipient = FeedbackRequestDetail['recipients'][number];

function RecipientStatus({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation('feedback');
  if (recipient.answeredAt) return <Badge color="green" variant="light">{t('recipients.answered')}</Badge>;
  if (recipient.overdue) return <Badge color="orange" variant="light">{t('recipients.overdue')}</Badge>;
  return <Badge color="gray" variant="light">{t('recipients.pending')}</Badge>;
}

/** Everyone asked: answered, pending or overdue, with when they answered or were reminded. */
export function RecipientsTable({ recipients }: { recipients: Recipient[] }) {
  const { t, i18n } = useTranslation('feedback');
  const date = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium' });
  const when = (recipient: Recipient) =>
    recipient.answeredAt
      ? date.format(new Date(recipient.answeredAt))
      : recipient.remindedAt
        ? t('recipients.remindedOn', { date: date.format(new Date(recipient.remindedAt)) })
        : null;
  // On a phone the startup goes under the person and the date under the status: two columns that fit, nothing to
  // scroll. From `sm` on, four columns; the frame scrolls when they do not fit, and a keyboard can scroll it.
  return (
    <Paper withBorder radius="md" style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('detail.recipients')}>
      <Table verticalSpacing="xs" miw={{ base: 0, sm: 560 }} data-testid="recipients-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recipients.person')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('recipients.startup')}</Table.Th>
            <Table.Th>{t('recipients.status')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('recipients.when')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.map((recipient) => {
            const whenText = when(recipient);
            return (
              <Table.Tr key={recipient._id} data-testid="recipient-row" data-email={recipient.user?.email ?? ''}>
                <Table.Td>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {recipient.user?.fullName || recipient.user?.email || t('recipients.unknown')}
                  </Text>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {recipient.startup?.name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{recipient.startup?.name ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <RecipientStatus recipient={recipient} />
                  {whenText ? (
                    <Text size="xs" c="dimmed" hiddenFrom="sm" mt={4}>
                      {whenText}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {whenText ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
