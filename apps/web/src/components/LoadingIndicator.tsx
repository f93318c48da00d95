import { Loader, type LoaderProps } from '@mantine/core';

export interface LoadingIndicatorProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What a screen reader says while it shows ("Loading notifications"). */
  label: string;
}

/**
 * A spinner with a name. Mantine's Loader is a <span> without a role, and a name on an element without a role is
 * prohibited (axe: aria-prohibited-attr, serious) — so a labelled spinner is an indeterminate progress bar, the role
 * the shell's navigation progress has too. ESLint refuses `aria-label` on a bare Loader everywhere else.
 */
export function LoadingIndicator({ label, ...loader }: LoadingIndicatorProps) {
  // eslint-disable-next-line no-restricted-syntax -- the one labelled Loader, with its role
  return <Loader role="progressbar" aria-label={label} {...loader} />;
}
