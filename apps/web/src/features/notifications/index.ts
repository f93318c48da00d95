export { NotificationsBell } from './NotificationsBell';
export { formatRelative, useDayjsLocale, useNow } from './relativeTime';
