export { NotificationsBell } from './NotificationsBell';
export { formatRelative, useNow } from './relativeTime';
export { EmailCopiesSwitch } from './EmailCopiesSwitch';
