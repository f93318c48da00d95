/**
 * For the few forms that keep their values in React state instead of react-hook-form (the metrics editors, the
 * timeline composer): after a failed save the messages render on the next paint, so the first invalid field can only
 * be found then. Mantine marks a field in error with aria-invalid="true".
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const target = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.focus();
  return true;
}

/** `formRef` goes on the <form>; `focusFirstInvalidSoon()` after setting the messages that a save attempt shows. */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focusFirstInvalid(formRef.current);
  }, [request]);
  const focusFirstInvalidSoon = useCallback(() => setRequest((n) => n + 1), []);
  return { formRef, focusFirstInvalidSoon };
}
