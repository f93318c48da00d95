import { Alert, Button, Center, Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/errors/useErrorText';
import { LoadingIndicator } from '../../../components/LoadingIndicator';

/** A table in a bordered paper that scrolls sideways on narrow screens; `headers` are the column titles. */
export function FormsTable({ headers, miw, highlightOnHover, testId, children }: { headers: ReactNode[]; miw: number; highlightOnHover?: boolean; testId?: string; children: ReactNode }) {
  return (
    // Positioned and shrinkable: the visually hidden column title (absolutely placed) stays inside the paper's own
    // scroll area instead of widening the page at 375 px.
    <Paper withBorder radius="md" miw={0} pos="relative" style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="sm" miw={miw} highlightOnHover={highlightOnHover} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, i) => (
              <Table.Th key={i}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Paper>
  );
}

interface PagedFormsTableProps<Row> {
  page: { results: readonly Row[]; nextCursor?: string | null } | null | undefined;
  error: unknown;
  loading: boolean;
  onMore: (cursor: string) => void;
  empty: ReactNode;
  emptyTestId: string;
  headers: ReactNode[];
  miw: number;
  highlightOnHover?: boolean;
  testId?: string;
  row: (row: Row) => ReactNode;
}

/** A keyset-paged list: loader, error, empty text, the table and "Load more" (forms list, responses). */
export function PagedFormsTable<Row>({ page, error, loading, onMore, empty, emptyTestId, row, ...table }: PagedFormsTableProps<Row>) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const next = page?.nextCursor;
  return (
    <>
      {!page ? (
        error ? (
          <Alert color="red">{errorText(error)}</Alert>
        ) : (
          <Center py="lg">
            <LoadingIndicator size="sm" label={t('loading')} />
          </Center>
        )
      ) : page.results.length === 0 ? (
        <Text c="dimmed" data-testid={emptyTestId}>
          {empty}
        </Text>
      ) : (
        <FormsTable {...table}>{page.results.map(row)}</FormsTable>
      )}
      {next ? (
        <Group justify="center">
          <Button variant="default" loading={loading} onClick={() => onMore(next)}>
            {t('list.more')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}

/** The interface language's date (and time) format. */
export function useDateFormat(withTime: boolean): Intl.DateTimeFormat {
  const { i18n } = useTranslation('forms');
  return new Intl.DateTimeFormat(i18n.language.replace('_', '-'), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}
