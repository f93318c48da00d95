import { Alert, Center, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';

/** Runs a change of a course; a refusal is shown as a toast (the server's words). Answers whether it went through. */
export function useAttempt(): (run: () => Promise<unknown>) => Promise<boolean> {
  const errorText = useErrorText();
  return async (run) => {
    try {
      await run();
      return true;
    } catch (failure) {
      toast('error', errorText(failure));
      return false;
    }
  };
}

/** The thing being deleted (asked for confirmation first), and the confirmed deletion with its toast. */
export function useRemoval<T extends { _id: string; title: string }>(remove: (id: string) => Promise<unknown>, doneMessage: (title: string) => string) {
  const attempt = useAttempt();
  const [removing, setRemoving] = useState<T | null>(null);
  const confirm = () =>
    void attempt(async () => {
      if (!removing) return;
      await remove(removing._id);
      toast('success', doneMessage(removing.title));
      setRemoving(null);
    });
  return { removing, ask: setRemoving, confirm, close: () => setRemoving(null) };
}

/** A page whose query has not answered: the server's refusal (with the way back), or the loading mark. */
export function NotReady({ error, testId, maw, back }: { error: unknown; testId: string; maw?: number; back?: ReactNode }) {
  const { t } = useTranslation('courses');
  const errorText = useErrorText();
  if (!error) {
    return (
      <Center py="xl">
        <LoadingIndicator size="sm" label={t('loading')} />
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
