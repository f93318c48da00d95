import { useMutation } from '@apollo/client/react';
import type { Answers } from '@hatchery/domain';
import { useCallback, useRef } from 'react';
import { SAVE_FORM_DRAFT_ANSWERS } from '../documents';
import { uploadFormFile, type FormFileUpload } from '../renderer/uploadFormFile';

export interface AnswerDraft {
  /** Save as you go (the renderer's onSaveDraft). */
  save: (answers: Answers) => Promise<void>;
  /** Uploads a file to the draft (the renderer's upload): the draft is saved first when there is none yet (D-188). */
  upload: (file: File, questionId: string) => Promise<FormFileUpload>;
  /** After a submit: the next answer starts a new draft. */
  forget: () => void;
}

/**
 * The signed-in respondent's draft of a form (saveFormDraftAnswers). Saves run one after another, so a file chosen
 * before the first autosave and that autosave do not both create a draft: the upload waits for the draft's id.
 */
export function useAnswerDraft(formId: string, startupId: string | null, existingDraftId: string | null): AnswerDraft {
  const [saveDraft] = useMutation(SAVE_FORM_DRAFT_ANSWERS);
  const draftId = useRef<string | null>(existingDraftId);
  // The page loads the draft after the first render; a draft the server has is the one to attach to.
  if (existingDraftId && !draftId.current) draftId.current = existingDraftId;
  const lastAnswers = useRef<Answers>({});
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const send = useCallback(
    async (answers: Answers): Promise<string | null> => {
      const { data } = await saveDraft({ variables: { formId, answers, startupId } });
      const id = data?.saveFormDraftAnswers._id ?? null;
      if (id) draftId.current = id;
      return id;
    },
    [saveDraft, formId, startupId],
  );

  const enqueue = useCallback(<T,>(work: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  const save = useCallback(
    async (answers: Answers) => {
      lastAnswers.current = answers;
      await enqueue(() => send(answers));
    },
    [enqueue, send],
  );

  const ensureDraft = useCallback(
    () =>
      enqueue(async () => {
        if (draftId.current) return draftId.current;
        // Answers the server refuses even as a draft must not block the file: an empty draft is enough to attach to,
        // and the next save brings the answers.
        return (await send(lastAnswers.current).catch(() => null)) ?? (await send({}));
      }),
    [enqueue, send],
  );

  const upload = useCallback(
    async (file: File, questionId: string): Promise<FormFileUpload> => {
      const id = await ensureDraft().catch(() => null);
      if (!id) return { ok: false, status: 0, message: null };
      return uploadFormFile(file, id, questionId);
    },
    [ensureDraft],
  );

  const forget = useCallback(() => {
    draftId.current = null;
    lastAnswers.current = {};
  }, []);

  return { save, upload, forget };
}
