import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { CREATE_OUTGOING_EMAIL } from './documents';
import { useAttempt } from './emailsState';
import { emailPath } from './paths';

/**
 * Starts a draft — blank, or with a template's subject and body — and opens its composer. Answers whether it was made
 * (a refusal is shown as a toast).
 */
export function useCreateEmail(): { create: (templateId: string | null) => Promise<boolean>; creating: boolean } {
  const navigate = useNavigate();
  const attempt = useAttempt();
  const [createEmail, { loading }] = useMutation(CREATE_OUTGOING_EMAIL);
  const create = (templateId: string | null) =>
    attempt(async () => {
      const result = await createEmail({ variables: { templateId } });
      const email = result.data?.createOutgoingEmail;
      if (email) await navigate(emailPath(email._id));
    });
  return { create, creating: loading };
}
