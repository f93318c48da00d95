import { useCallback } from 'react';

/**
 * Runs a mutation and reports it: `saved()` when it went through, `failed(error)` when it did not; answers whether it
 * went through (a dialog closes only then). The pages pass their own alerts (settings, tags), which word them.
 */
export function useAttempt(saved: () => void, failed: (error: unknown) => void): (run: () => Promise<unknown>) => Promise<boolean> {
  return useCallback(
    async (run: () => Promise<unknown>) => {
      try {
        await run();
        saved();
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
    [failed, saved],
  );
}
