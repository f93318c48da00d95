export { LOGOUT_SESSION, MY_SESSIONS } from './documents';
export { useDeviceLabel } from './useDeviceLabel';
export { relativeTime } from './userAgent';
