import { DEFAULT_SUPPORT_EMAIL } from '@hatchery/domain';

/** Support contact address (D1 §9 {email}; GAP-24: configuration until the tenant setting exists). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL;
