/**
 * The login form's own checks (ERR-18, ERR-21): a plain function instead of a zod schema and react-hook-form, which
 * together weighed ~26 kB (brotli) on /login, the page every visitor loads first (D-91).
 */
import type { TFunction } from 'i18next';

/** zod's `z.email()` pattern, copied (importing it pulls a chunk of every zod pattern); a test keeps them equal. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginField = keyof LoginValues;

export type LoginErrors = Partial<Record<LoginField, string>>;

/** The checks, in the order of the form's fields; messages are D1 §5's defaults with the field's label. */
export function validateLogin(values: LoginValues, t: TFunction): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = t('validation.required', { field: t('login.email') });
  else if (!EMAIL_PATTERN.test(email)) errors.email = t('validation.email', { field: t('login.email') });
  if (values.password === '') errors.password = t('validation.required', { field: t('login.password') });
  return errors;
}
