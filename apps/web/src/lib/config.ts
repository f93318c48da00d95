/** Support contact address (D1 §9 {email}; GAP-24: configuration until the tenant setting exists). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@hatchery.app';
