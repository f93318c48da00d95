import type { Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/alerts/alertStore';
import { useErrorText } from '../../lib/errors/useErrorText';
import { DELETE_OUTGOING_EMAIL, SCHEDULE_OUTGOING_EMAIL, SEND_OUTGOING_EMAIL, SEND_TEST_OUTGOING_EMAIL, UPDATE_OUTGOING_EMAIL, type OutgoingEmailDetail } from './documents';
import { formatFull } from '../notifications';
import type { DraftField, DraftValues } from './draft';
import { fieldRefusalOf, useRefusalText } from './fieldErrors';
import { EMAILS_MANAGEMENT_PATH } from './paths';

/** A page of the list as the cache holds it: its rows are references. */
interface CachedEmailPage {
  results: readonly Reference[];
  totalCount: number;
}

function withoutEmail(page: CachedEmailPage, cacheId: string | undefined): CachedEmailPage {
  const results = page.results.filter((row) => row.__ref !== cacheId);
  return results.length === page.results.length ? page : { ...page, results, totalCount: Math.max(0, page.totalCount - 1) };
}

const FIELDS: readonly string[] = ['subject', 'body', 'audience'] satisfies DraftField[];

/**
 * What the composer does with its draft: save it, send a test to the viewer, send it, delete it. A test and a send
 * save first, so what goes out is what is on screen. A refusal naming one of the draft's fields (extensions.field) is
 * shown under that field (`onFieldError`); any other is a toast in the server's words.
 */
export function useDraftActions(
  email: OutgoingEmailDetail,
  { onFieldError, onSaved }: { onFieldError: (field: DraftField, message: string) => void; onSaved: (draft: DraftValues) => void },
) {
  const { t, i18n } = useTranslation('emails');
  const errorText = useErrorText();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [update] = useMutation(UPDATE_OUTGOING_EMAIL);
  const [sendTest] = useMutation(SEND_TEST_OUTGOING_EMAIL);
  const [send] = useMutation(SEND_OUTGOING_EMAIL);
  const [schedule] = useMutation(SCHEDULE_OUTGOING_EMAIL);
  const [remove] = useMutation(DELETE_OUTGOING_EMAIL);
  const [busy, setBusy] = useState<'save' | 'test' | 'send' | 'schedule' | 'delete' | null>(null);
  // Deleted, sent or scheduled: the draft is no more (useSaveOnLeave must not save it on the way out).
  const ended = useRef(false);

  const refused = (error: unknown) => {
    const refusal = fieldRefusalOf(error);
    if (refusal && FIELDS.includes(refusal.field)) onFieldError(refusal.field as DraftField, refusalText(refusal, t(`composer.${refusal.field as DraftField}`)));
    else toast('error', errorText(error));
    // "status": the email left the draft state meanwhile (sent from another tab): show what it is now.
    if (refusal?.field === 'status') void client.refetchQueries({ include: ['OutgoingEmail'] });
  };

  const save = async (draft: DraftValues): Promise<boolean> => {
    try {
      await update({ variables: { id: email._id, input: { subject: draft.subject, body: draft.body, audience: draft.audience } } });
      onSaved(draft);
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  const run = async (kind: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    ended: () => ended.current,
    /** Saves on the way out of the composer: a toast says it was kept (the page is gone), or what went wrong. */
    keep: async (draft: DraftValues) => {
      if (await save(draft)) toast('success', t('composer.saved'));
    },
    save: (draft: DraftValues) =>
      run('save', async () => {
        if (await save(draft)) toast('success', t('composer.saved'));
      }),
    sendTest: (draft: DraftValues) =>
      run('test', async () => {
        if (!(await save(draft))) return;
        await sendTest({ variables: { id: email._id } });
        toast('success', t('composer.testSent'));
      }),
    /** Saves; true when the draft may go on to the confirmation. */
    prepareSend: async (draft: DraftValues): Promise<boolean> => {
      setBusy('send');
      const saved = await save(draft);
      setBusy(null);
      return saved;
    },
    send: (count: number) =>
      run('send', async () => {
        await send({ variables: { id: email._id } });
        ended.current = true;
        toast('success', t('send.started', { count }));
      }),
    /** D-590: the saved draft goes out at `sendAt` (ISO); the page turns to the scheduled view from the answer. */
    schedule: (sendAt: string) =>
      run('schedule', async () => {
        await schedule({ variables: { id: email._id, sendAt } });
        ended.current = true;
        toast('success', t('schedule.done', { date: formatFull(sendAt, i18n.language) }));
      }),
    remove: () =>
      run('delete', async () => {
        await remove({ variables: { id: email._id } });
        ended.current = true;
        toast('success', t('composer.deleted'));
        // Out of every cached list, but not evicted: evicting the email under its own open page makes that page
        // refetch it while the navigation away is still pending (a transition), and the refetches starve it.
        const deleted = client.cache.identify({ __typename: 'OutgoingEmail', _id: email._id });
        client.cache.modify<{ outgoingEmails: CachedEmailPage }>({
          fields: { outgoingEmails: (page, { isReference }) => (isReference(page) ? page : withoutEmail(page, deleted)) },
        });
        await navigate(EMAILS_MANAGEMENT_PATH);
      }),
  };
}
