import { Alert, Center, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator';

export interface QueryStateViewProps<T> {
  /** The query's answer; undefined while it is on its way (or when it failed before any answer). */
  data: T | undefined;
  /** The query's error, shown only when there is no answer to show (a refetch that fails keeps the list). */
  error: unknown;
  /** Words an error for the viewer (each feature passes its own, which knows its server messages). */
  errorText: (error: unknown) => string;
  isEmpty: (data: T) => boolean;
  emptyText: ReactNode;
  /** The empty state's test id (each list has its own). */
  emptyTestId: string;
  /** What a screen reader says while the list loads. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** The states of a list page's query — error, loading, empty, the list — in one place, so every list looks alike. */
export function QueryStateView<T>({ data, error, errorText, isEmpty, emptyText, emptyTestId, loadingLabel, children }: QueryStateViewProps<T>) {
  if (data === undefined) {
    return error ? (
      <Alert color="red">{errorText(error)}</Alert>
    ) : (
      <Center py="xl">
        <LoadingIndicator size="sm" label={loadingLabel} />
      </Center>
    );
  }
  if (isEmpty(data)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Text c="dimmed" ta="center" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      </Paper>
    );
  }
  return <>{children(data)}</>;
}
