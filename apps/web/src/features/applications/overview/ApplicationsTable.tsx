import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectPageCheckbox, SelectRowCheckbox, type RowSelection } from '../../batch-operations';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import type { ApplicationRow } from './documents';
import { formatDate } from './formatDate';

interface ApplicationsTableProps {
  rows: readonly ApplicationRow[];
  /** Present when the viewer may start a bulk action: a checkbox per row feeds the bulk bar. */
  selection: RowSelection | null;
  showFunnel: boolean;
}

/** The overview's table: name (or "Anonymous applicant" under blind review) with its tags, status, round, submitted, source. */
export function ApplicationsTable({ rows, selection, showFunnel }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('applicationsPipeline');
  const nameOf = (row: ApplicationRow) => (row.identityHidden || !row.title ? t('overview.anonymous') : row.title);
  return (
    <Paper withBorder radius="md" maw="100%">
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="applications-table">
          <Table.Thead>
            <Table.Tr>
              {selection ? (
                <Table.Th w={40}>
                  <SelectPageCheckbox ids={rows.map((r) => r._id)} selection={selection} testId="application-select-page" />
                </Table.Th>
              ) : null}
              <Table.Th>{t('overview.name')}</Table.Th>
              <Table.Th>{t('overview.statusColumn')}</Table.Th>
              <Table.Th>{t('overview.round')}</Table.Th>
              <Table.Th>{t('overview.submitted')}</Table.Th>
              <Table.Th>{t('overview.sourceColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row._id} data-testid="application-row" data-title={row.title ?? ''}>
                {selection ? (
                  <Table.Td>
                    <SelectRowCheckbox id={row._id} name={nameOf(row)} selection={selection} testId="application-select" />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Anchor component={Link} to={`/application/${row._id}/activities`} fw={600} fs={row.identityHidden ? 'italic' : undefined} style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(row)}
                  </Anchor>
                  {showFunnel && row.funnel ? (
                    <Text size="xs" c="dimmed">
                      {row.funnel.name}
                    </Text>
                  ) : null}
                  {row.tags && row.tags.length > 0 ? (
                    <Group gap={4} mt={4} data-testid="application-tags">
                      {row.tags.map((tag) => (
                        <Badge key={tag._id} size="xs" variant="light" color={tag.color ?? 'gray'}>
                          {tag.name}
                        </Badge>
                      ))}
                    </Group>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <ApplicationStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>{row.round?.name ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <bdi>{formatDate(row.submittedAt, i18n.language)}</bdi>
                </Table.Td>
                <Table.Td>{t(`source.${row.source}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
