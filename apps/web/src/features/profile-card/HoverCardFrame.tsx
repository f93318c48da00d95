import { Popover } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HoverCardState } from './useHoverCardState';

interface HoverCardFrameProps {
  state: HoverCardState;
  target: ReactNode;
  /** The card's content; null shows no card at all (e.g. on error). */
  content: ReactNode | null;
}

/**
 * Opens on hover over the target; closes 500 ms after the pointer leaves target and card (useHoverCardState).
 * No popup roles on the target: it wraps a plain avatar or name (aria-expanded there is invalid, axe), and the card
 * only repeats what the profile page shows.
 */
export function HoverCardFrame({ state, target, content }: HoverCardFrameProps) {
  const { opened, open, scheduleClose } = state;
  return (
    <Popover opened={opened && content !== null} position="bottom-start" shadow="md" withinPortal transitionProps={{ duration: 0 }} withRoles={false}>
      <Popover.Target>
        <span onMouseEnter={open} onMouseLeave={scheduleClose} onFocus={open} onBlur={scheduleClose} data-testid="hover-card-target">
          {target}
        </span>
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={open} onMouseLeave={scheduleClose} p="xs">
        {content}
      </Popover.Dropdown>
    </Popover>
  );
}
