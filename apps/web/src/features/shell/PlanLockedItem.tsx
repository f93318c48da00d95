import { Tooltip, UnstyledButton, type FloatingPosition } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PlanLockedItemProps {
  label: ReactNode;
  /** The item's navigation key (data-nav), as its unlocked link carries it. */
  nav: string;
  className?: string;
  iconClassName?: string;
  iconSize?: number;
  tooltipPosition?: FloatingPosition;
}

/** ROL-16: a plan-gated feature that is locked — a lock icon, the label, and "This feature is not available in your
 * selected plan" on hover or focus; it leads nowhere. */
export function PlanLockedItem({ label, nav, className, iconClassName, iconSize = 14, tooltipPosition }: PlanLockedItemProps) {
  const { t } = useTranslation();
  const message = t('shell.locked');
  return (
    <Tooltip label={message} position={tooltipPosition} withArrow events={{ hover: true, focus: true, touch: true }}>
      <UnstyledButton className={className} data-locked aria-disabled data-nav={nav} aria-description={message}>
        <IconLock size={iconSize} stroke={1.8} className={iconClassName} aria-hidden data-icon="lock" />
        <span>{label}</span>
      </UnstyledButton>
    </Tooltip>
  );
}
