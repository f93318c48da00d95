import type { Answers } from '@hatchery/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `pending`: answers changed and their save is still waiting for typing to pause — never shown as saved. */
export type DraftState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';
/** Long enough that typing a sentence makes one save, short enough that closing the tab loses little. */
export const DRAFT_DELAY_MS = 800;

/**
 * Save as you go: `save` runs DRAFT_DELAY_MS after the last change of `answers` (never for the first answers, which
 * came from the server); `flush` runs a pending save at once (before submit).
 */
export function useDraftAutosave(answers: Answers, save: ((answers: Answers) => Promise<void>) | undefined) {
  const [state, setState] = useState<DraftState>('idle');
  const first = useRef(true);
  const pending = useRef<Answers | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  const run = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const value = pending.current;
    const saver = saveRef.current;
    if (!value || !saver) return;
    pending.current = null;
    setState('saving');
    try {
      await saver(value);
      // A change made while this save ran is still waiting: the status stays `pending` until its own save ends.
      setState(pending.current ? 'pending' : 'saved');
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!saveRef.current) return;
    pending.current = answers;
    setState('pending');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), DRAFT_DELAY_MS);
  }, [answers, run]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { state, flush: run };
}
