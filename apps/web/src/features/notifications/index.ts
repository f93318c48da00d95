export { NotificationsBell } from './NotificationsBell';
export { formatRelative, useNow } from './relativeTime';
