import { Alert, Center, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { useErrorText } from '../errors/useErrorText';

export interface NotReadyProps {
  error: unknown;
  testId: string;
  /** What is loading, in the page's words ("Loading courses…"). */
  loadingLabel: string;
  maw?: number;
  /** The way back (breadcrumbs) shown above a refusal. */
  back?: ReactNode;
}

/** A page whose query has not answered: the server's refusal (with the way back), or the loading mark. */
export function NotReady({ error, testId, loadingLabel, maw, back }: NotReadyProps) {
  const errorText = useErrorText();
  if (!error) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={loadingLabel} />
      </Center>
    );
  }
  return (
    <Stack gap="md" maw={maw} w="100%">
      {back}
      <Alert color="red" data-testid={testId}>
        {errorText(error)}
      </Alert>
    </Stack>
  );
}
