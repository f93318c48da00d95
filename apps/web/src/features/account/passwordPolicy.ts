import { PASSWORD_MAX, PASSWORD_MIN } from '@hatchery/domain';

/** Client side of the password policy (contract-identity): 8–128 characters. The common-password list is the server's. */
export type PasswordProblem = 'required' | 'length' | null;

export function passwordProblem(password: string): PasswordProblem {
  if (password.length === 0) return 'required';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  return null;
}

export function confirmationProblem(password: string, confirmation: string): 'mismatch' | null {
  return password === confirmation ? null : 'mismatch';
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The message shown under a password field, or true when valid (react-hook-form `validate`). */
export function passwordMessage(password: string, t: Translate, field: string): string | true {
  const problem = passwordProblem(password);
  if (problem === 'required') return t('validation.required', { field });
  if (problem === 'length') return t('account.password.policy');
  return true;
}

export function confirmationMessage(password: string, confirmation: string, t: Translate): string | true {
  return confirmationProblem(password, confirmation) ? t('account.password.mismatch') : true;
}
