import { useState } from 'react';
import { toast } from '../alerts/alertStore';
import { useErrorText } from '../errors/useErrorText';

/** Runs a change; a refusal is shown as a toast in the server's words. Answers whether the change went through. */
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
