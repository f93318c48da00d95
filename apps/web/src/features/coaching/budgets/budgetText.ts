import { chooseAllocation, HOUR_BUDGET_MESSAGES } from '@hatchery/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { firstGraphQLError, useBookingErrorText } from '../booking/bookingText';
import type { HourAllocationData } from './documents';

const KNOWN: Record<string, string> = HOUR_BUDGET_MESSAGES;

/**
 * The server's hour-budget refusals in the viewer's language: the "field: text" messages by the key of their English
 * text (coaching:budgets.errors.<key>); anything else as booking errors are shown (OverBudget included).
 */
export function useBudgetErrorText(): (error: unknown) => string {
  const { t } = useTranslation('coaching');
  const booking = useBookingErrorText();
  return useCallback(
    (error: unknown) => {
      const text = firstGraphQLError(error)?.message?.replace(/^[\w.]+: /, '');
      const key = Object.keys(KNOWN).find((k) => KNOWN[k] === text);
      if (key && key !== 'overBudget') return t(`budgets.errors.${key}`, { defaultValue: text });
      return booking(error);
    },
    [t, booking],
  );
}

/**
 * What a booking with this host would draw from — the same rule as the server (D-456: the pair allocation first, then
 * the program-wide one, only those that apply); null when nothing limits it.
 */
export function allocationForHost(allocations: readonly HourAllocationData[], hostId: string): HourAllocationData | null {
  return chooseAllocation(
    allocations.map((a) => ({ ...a, id: a._id, mentorUserId: a.mentor?._id ?? null })),
    [hostId],
  );
}
