export { NotificationsBell } from './NotificationsBell';
export { formatFull, formatRelative, useNow } from './relativeTime';
export { EmailCopiesSwitch } from './EmailCopiesSwitch';
