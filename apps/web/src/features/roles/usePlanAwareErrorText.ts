import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/errors/useErrorText';

/** The server's plan-gating refusal (code Forbidden, D1 §6 message), which the generic Forbidden text would hide. */
export const PLAN_GATED_MESSAGE = 'This feature is not available in your selected plan';

function messagesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const list = (error as { errors?: unknown; graphQLErrors?: unknown }).errors ?? (error as { graphQLErrors?: unknown }).graphQLErrors;
  if (!Array.isArray(list)) return [];
  return list.map((e: unknown) => (typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string' ? (e as { message: string }).message : ''));
}

/** Error text that names plan gating as such (translated), else the generic text. */
export function usePlanAwareErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const toText = useErrorText();
  return (error) => (messagesOf(error).includes(PLAN_GATED_MESSAGE) ? t('adminRoles.planLocked') : toText(error));
}
