/** The public surface of features/users: the person and startup fragments other features share (D-107). */
export { STARTUP_NAME_FIELDS, USER_AVATAR_FIELDS } from './entityFragments';
export type { StartupName, UserAvatar } from './entityFragments';
