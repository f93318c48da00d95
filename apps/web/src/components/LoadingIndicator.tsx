import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingIndicatorProps extends Omit<LoaderProps, 'role' | 'aria-label'> {
  /** What a screen reader says while it shows ("Loading notifications"); "Loading" when not given. */
  label?: string;
}

/**
 * A spinner with a name. Mantine's Loader is a <span> without a role, and a name on an element without a role is
 * prohibited (axe: aria-prohibited-attr, serious) — so a spinner is an indeterminate progress bar, the role the shell's
 * navigation progress has too, named so that a screen reader says what is happening instead of nothing. ESLint
 * refuses `aria-label` on a bare Loader everywhere else; a bare Loader is only for a decorative spinner beside text
 * that already says it.
 */
export function LoadingIndicator({ label, ...loader }: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  return <Loader role="progressbar" aria-label={label ?? t('shell.loading')} {...loader} />;
}
