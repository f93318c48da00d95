import { useCallback, useEffect, useRef, useState } from 'react';

/** D1 §9: the hover card closes 500 ms after the pointer leaves (target and card alike). */
export const HOVER_CARD_CLOSE_DELAY_MS = 500;

export interface HoverCardState {
  opened: boolean;
  open: () => void;
  scheduleClose: () => void;
}

export function useHoverCardState(closeDelay = HOVER_CARD_CLOSE_DELAY_MS): HoverCardState {
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const open = useCallback(() => {
    cancelClose();
    setOpened(true);
  }, [cancelClose]);
  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => setOpened(false), closeDelay);
  }, [cancelClose, closeDelay]);
  useEffect(() => cancelClose, [cancelClose]);
  return { opened, open, scheduleClose };
}
