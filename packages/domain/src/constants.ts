/** Business constants and limits of D1 §9 / D2 §9. */
export const ALERT_DISMISS_MS = 7000;
export const TOAST_DISMISS_MS = 10_000;
export const MODAL_CLOSE_MS = 300;
export const HOVER_CARD_CLOSE_MS = 500;
export const WS_RETRIES = 10;
export const HTTP_RETRY = { attempts: 6, initialDelayMs: 3000, maxDelayMs: 20_000 } as const;
export const SESSION_REFRESH_MS = 30_000;
export const SESSION_DEBOUNCE_MS = 500;
export const NOTIFICATION_PAGE_SIZE = 16;
export const BADGE_CAP = 99;
export const RELATIVE_TIME_REFRESH_MS = 10_000;
export const NAVBAR_TASK_PAGE_SIZE = 15;
export const BATCH_DISMISS_MS = { applications: 5000, startups: 3000, users: 3000 } as const;
export const EMAIL_SENT_TOAST_MS = 5000;
export const BREAKPOINTS = { mobile: 576, logo: 768, menu: 1000 } as const;
export const CLOCK_REFRESH_MS = 1000;
export const CLOCK_FORMAT = 'hh:mm A';
export const AVATAR_LIST = { default: 3, compact: 2, largeMax: 5 } as const;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const OVERFLOW_RECALC_MS = 500;
export const TOP_BAR_ITEM_SPACING_PX = 16;
export const DEFAULT_STARTUP_LABEL = 'Startup';
/** Storage keys (REF-28). */
export const STORAGE_KEYS = {
  token: 'token',
  sessionId: 'sessionId',
  menu: 'menu',
  darkMode: 'darkMode',
  metricsPromptSkipped: 'metricsPromptSkipped',
} as const;
/** The values the side-menu state takes in local storage under STORAGE_KEYS.menu (REF-28). */
export const MENU_STATES = ['closed', 'open'] as const;
export type MenuState = (typeof MENU_STATES)[number];
/** The header a browser cannot send without a CORS preflight (D1 §7.1, GAP-29). */
export const PREFLIGHT_HEADER = 'apollo-require-preflight';
/** Error codes carried in GraphQL `extensions.code` and REST `error`. */
export const ERROR_CODES = {
  invalidIncubator: 'InvalidIncubator',
  authenticationRequired: 'AuthenticationRequiredError',
  invalidCredentials: 'InvalidCredentials',
  forbidden: 'Forbidden',
  badRequest: 'BadRequest',
  validation: 'ValidationError',
  notFound: 'NotFound',
  payloadTooLarge: 'PayloadTooLarge',
  rateLimited: 'RateLimited',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
/** Paths where an authentication-required error does not force logout (D1 §2.2). */
export const PUBLIC_PATH_FRAGMENTS = ['reset', 'application/new', 'acceptinvitation', 'forgotpassword', 'share/forms', 'welcome'] as const;
export function isPublicPath(pathname: string): boolean {
  return pathname === '/login' || PUBLIC_PATH_FRAGMENTS.some((f) => pathname.includes(f));
}
/** D1 §5: a link lacking a scheme gets http:// added. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}
