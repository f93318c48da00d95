import { useMutation } from '@apollo/client/react';
import { formDefinitionSchema, type FormDefinition } from '@hatchery/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UPDATE_FORM_DRAFT } from './documents';

export type DraftSaveState = 'saved' | 'pending' | 'saving' | 'failed' | 'incomplete';
/** The builder saves a moment after the last change: one save per burst of typing. */
export const BUILDER_SAVE_DELAY_MS = 1000;

/** The stored draft as a definition; a draft the schema refuses (never written by this builder) opens empty. */
export function parseDraft(draft: unknown, fallbackLanguage: FormDefinition['languages'][number]): FormDefinition {
  const parsed = formDefinitionSchema.safeParse(draft);
  return parsed.success ? (parsed.data as FormDefinition) : { languages: [fallbackLanguage], questions: [] };
}

/**
 * The builder's definition with save-as-you-go: every change is saved (updateFormDraft) once typing pauses, when the
 * definition has the schema's shape — a cleared label, say, is "incomplete" and waits, as the server would refuse it.
 * `flush` saves at once (before publishing).
 */
export function useDraftDefinition(formId: string, initial: FormDefinition) {
  const [definition, setDefinition] = useState<FormDefinition>(initial);
  const [state, setState] = useState<DraftSaveState>('saved');
  const [save] = useMutation(UPDATE_FORM_DRAFT);
  const latest = useRef<FormDefinition | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = latest.current;
    if (!value) return true;
    if (!formDefinitionSchema.safeParse(value).success) {
      setState('incomplete');
      return false;
    }
    latest.current = null;
    setState('saving');
    try {
      await save({ variables: { formId, input: { definition: value } } });
      setState(latest.current ? 'pending' : 'saved');
      return true;
    } catch {
      latest.current = latest.current ?? value;
      setState('failed');
      return false;
    }
  }, [formId, save]);

  const change = useCallback(
    (next: FormDefinition) => {
      setDefinition(next);
      latest.current = next;
      setState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), BUILDER_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { definition, change, state, flush };
}
