import { useMutation } from '@apollo/client/react';
import { EMAIL_SENT_TOAST_MS } from '@hatchery/domain';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { RESEND_CONFIRMATION_EMAIL } from './documents';

/** ACC-03, ACC-04, GAP-48: resend the confirmation mail; a toast for 5 s, or an error toast with the generic text. */
export function useResendConfirmation(): { resend: () => Promise<void>; sending: boolean } {
  const { t } = useTranslation();
  const toText = useErrorText();
  const [mutate, { loading }] = useMutation(RESEND_CONFIRMATION_EMAIL);
  const resend = async (): Promise<void> => {
    try {
      await mutate();
      toast('success', t('account.gate.sent'), { autoClose: EMAIL_SENT_TOAST_MS });
    } catch (error) {
      toast('error', toText(error));
    }
  };
  return { resend, sending: loading };
}
