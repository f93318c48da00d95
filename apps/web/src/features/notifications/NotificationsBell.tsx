import { ActionIcon, Badge, Drawer, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@hatchery/domain';
import { IconBell } from '@tabler/icons-react';
import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeLabel } from './notificationFeed';
import { NotificationsPanel } from './NotificationsPanel';
import { useNotificationCenter } from './useNotificationCenter';
import classes from './Notifications.module.css';

interface BellButtonProps extends ComponentPropsWithoutRef<'button'> {
  count: number;
  opened: boolean;
}

/** The bell with the unseen badge (NTF-03, NTF-04). A ref-forwarding button, so the popover can anchor on it. */
const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ count, opened, ...rest }, ref) {
  const { t } = useTranslation('notifications');
  const label = badgeLabel(count);
  return (
    <span className={classes.bellWrap}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label ? t('bellWithCount', { count: label }) : t('title')}
        aria-expanded={opened}
        aria-haspopup="dialog"
        title={t('title')}
        data-testid="notifications-bell"
        {...rest}
      >
        <IconBell size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
      {label ? (
        <Badge className={classes.badge} size="xs" color="red.9" variant="filled" radius="xl" data-testid="notifications-badge" aria-hidden>
          {label}
        </Badge>
      ) : null}
    </span>
  );
});

/**
 * CHR-34: the notifications button of the top bar. A popover under the bell on wider screens; below 576 px the
 * panel takes the whole width of the screen.
 */
export function NotificationsBell() {
  const { t } = useTranslation('notifications');
  const center = useNotificationCenter();
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINTS.mobile - 0.02}px)`) ?? false;
  const titleId = useId();
  const { opened, setOpened } = center;
  const closePanel = () => setOpened(false);

  if (isMobile) {
    return (
      <>
        <BellButton count={center.unseenCount} opened={opened} onClick={() => setOpened(!opened)} />
        {/* Compound parts: the dialog is named by aria-label, which Drawer's own title handling would not override. */}
        <Drawer.Root opened={opened} onClose={closePanel} position="right" size="100%">
          <Drawer.Overlay />
          <Drawer.Content aria-label={t('title')}>
            <Drawer.Body p={0}>
              <NotificationsPanel center={center} titleId={titleId} maxListHeight="calc(100dvh - 130px)" onClose={closePanel} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      </>
    );
  }

  // The bell sits in the fixed top bar, so it never scrolls away from its dropdown: no detachment check.
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={400}
      shadow="lg"
      radius="md"
      withinPortal
      trapFocus
      returnFocus
      hideDetached={false}
    >
      <Popover.Target>
        <BellButton count={center.unseenCount} opened={opened} onClick={() => setOpened(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-labelledby={titleId} style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <NotificationsPanel center={center} titleId={titleId} maxListHeight="min(480px, calc(100vh - 220px))" />
      </Popover.Dropdown>
    </Popover>
  );
}
