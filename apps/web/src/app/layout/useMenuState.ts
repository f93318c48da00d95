import { useCallback, useEffect, useRef, useState } from 'react';
import { initialMenuState, isMobileWidth, menuStateAfterResize, readStoredMenuState, storeMenuState, type MenuState } from './menuState';

export interface MenuControls {
  state: MenuState;
  toggle: () => void;
  close: () => void;
  isMobile: boolean;
  width: number;
}

export function useMenuState(): MenuControls {
  const [width, setWidth] = useState(() => window.innerWidth);
  const [state, setState] = useState<MenuState>(() => initialMenuState(readStoredMenuState(), window.innerWidth));
  const lastWidth = useRef(width);

  useEffect(() => {
    const onResize = (): void => {
      const next = window.innerWidth;
      setState((current) => menuStateAfterResize(current, lastWidth.current, next));
      lastWidth.current = next;
      setWidth(next);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // The first state is derived, not chosen: remember only later changes (toggles, 1000 px crossings).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    storeMenuState(state);
  }, [state]);

  const toggle = useCallback(() => setState((s) => (s === 'open' ? 'closed' : 'open')), []);
  const close = useCallback(() => setState('closed'), []);
  return { state, toggle, close, isMobile: isMobileWidth(width), width };
}
