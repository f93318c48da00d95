import { Button, Indicator } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

export interface FiltersToggleProps {
  /** Whether the filters it folds are on screen. */
  open: boolean;
  onToggle: () => void;
  /** How many filters narrow the list now: shown on the button, so a folded filter is never a hidden one. */
  inUse: number;
  /** The id of the filters' container, named by aria-controls only while it exists. */
  controls: string;
  /** The button's text ("Filters"), from the caller's namespace. */
  label: string;
  'data-testid'?: string;
}

/**
 * The button that folds a list's filters away (portfolio at every width; the events feed and the applications
 * overview on a phone, where their filters stacked full width filled the first screen). It says whether the panel is
 * open (aria-expanded) and counts the filters in use, so that folding never hides that the list is narrowed.
 */
export function FiltersToggle({ open, onToggle, inUse, controls, label, 'data-testid': testId }: FiltersToggleProps) {
  return (
    <Indicator label={inUse} disabled={inUse === 0} size={16}>
      <Button
        variant={open ? 'light' : 'default'}
        leftSection={<IconFilter size={16} aria-hidden />}
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? controls : undefined}
        data-testid={testId}
      >
        {label}
      </Button>
    </Indicator>
  );
}
