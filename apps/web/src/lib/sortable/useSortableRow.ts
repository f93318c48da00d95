import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, KeyboardEvent } from 'react';

/**
 * One sortable row of a builder list (form questions, funnel rounds, profile template): dnd-kit's sortable state, the
 * row's style while it moves, and the props of its drag handle. Alt+↑/↓ on the handle moves the row one place without
 * entering drag mode (dnd-kit's Space-then-arrows also works), so every builder answers the keyboard alike.
 */
export function useSortableRow(id: string, onMove: (delta: number) => void, options: { disabled?: boolean } = {}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: options.disabled });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      onMove(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  // Raised above its neighbours while dragged, so the moving row is drawn over the ones it passes.
  const rowStyle: CSSProperties = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined, position: 'relative' };
  const handleProps = {
    ref: setActivatorNodeRef,
    ...attributes,
    ...listeners,
    onKeyDown,
    style: { cursor: 'grab', touchAction: 'none' } satisfies CSSProperties,
  };
  return { rowRef: setNodeRef, rowStyle, isDragging, handleProps };
}
