import { Avatar, Box, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconFileText, IconMessageCircle, IconRoute, type Icon } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type ResultOf } from '../../lib/graphql';
import type { NotificationStyle } from './documents';
import { formatFull, formatRelative } from './relativeTime';
import classes from './Notifications.module.css';
import { initials } from '../../lib/initials';

export const NOTIFICATION_RECIPIENT_FIELDS = graphql(`
  fragment NotificationRecipientFields on NotificationRecipient {
    _id
    isRead
    createdAt
    message
    notificationStyle
    notification {
      _id
      url
      notificationType
      message
      actor {
        _id
        fullName
        avatar
      }
    }
  }
`);

/** NTF-11: one notification as the viewer received it. */
export type NotificationRecipient = ResultOf<typeof NOTIFICATION_RECIPIENT_FIELDS>;

/** GAP-19: one icon and colour per group (notificationStyle). */
const STYLE_ICONS: Record<NotificationStyle, { icon: Icon; color: string }> = {
  appointment: { icon: IconCalendarEvent, color: 'violet' },
  message: { icon: IconMessageCircle, color: 'blue' },
  startupFileUpdate: { icon: IconFileText, color: 'teal' },
  programChange: { icon: IconRoute, color: 'orange' },
};

/** Initials colours whose filled shades keep white text at 4.5:1 or more in both schemes (WCAG AA). */
const INITIALS_COLORS = ['indigo', 'violet', 'grape', 'pink'];

interface NotificationItemProps {
  item: NotificationRecipient;
  /** The clock shared by the list, ticking every 10 s (NTF-10). */
  now: number;
  /** The dayjs locale for the relative time, and the app locale for the full date. */
  timeLocale: string;
  appLocale: string;
  onOpen: (item: NotificationRecipient) => void;
}

/**
 * One notification: the actor's avatar with the group's icon, the message, how long ago, and a dot while unread.
 * Memoised: a page arriving or one item turning read re-renders only the items that changed.
 */
export const NotificationItem = memo(function NotificationItem({ item, now, timeLocale, appLocale, onOpen }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const style = STYLE_ICONS[item.notificationStyle] ?? STYLE_ICONS.message;
  const StyleIcon = style.icon;
  const actor = item.notification.actor;
  const unread = !item.isRead;
  return (
    <UnstyledButton
      className={classes.item}
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      data-id={item._id}
      data-unread={unread || undefined}
      data-style={item.notificationStyle}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <div className={classes.avatarWrap}>
          {actor ? (
            <Avatar
              src={actor.avatar}
              alt=""
              name={actor.fullName}
              color="initials"
              allowedInitialsColors={INITIALS_COLORS}
              variant="filled"
              radius="xl"
              size={38}
            >
              {initials(actor.fullName)}
            </Avatar>
          ) : (
            <Avatar radius="xl" size={38} color="gray" variant="filled" alt="">
              <IconBell size={18} aria-hidden />
            </Avatar>
          )}
          <ThemeIcon
            className={classes.styleIcon}
            size={18}
            radius="xl"
            color={style.color}
            title={t(`styles.${item.notificationStyle}`)}
            data-testid="notification-style-icon"
          >
            <StyleIcon size={11} stroke={2} aria-hidden />
          </ThemeIcon>
        </div>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <VisuallyHidden>{t(`styles.${item.notificationStyle}`)}: </VisuallyHidden>
          <Text size="sm" fw={unread ? 600 : 400} lineClamp={3} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
          <Text size="xs" c="dimmed" mt={2} component="time" dateTime={item.createdAt} title={formatFull(item.createdAt, appLocale)} data-testid="notification-time">
            {formatRelative(item.createdAt, now, timeLocale)}
          </Text>
        </Box>
        {unread ? (
          <>
            <span className={classes.unreadDot} aria-hidden />
            <VisuallyHidden>{t('unread')}</VisuallyHidden>
          </>
        ) : null}
      </Group>
    </UnstyledButton>
  );
});
