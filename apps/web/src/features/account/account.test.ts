import { describe, expect, it } from 'vitest';
import { needsAccountGate } from './accountGate';
import { confirmationMessage, passwordMessage, passwordProblem } from './passwordPolicy';

describe('account gate (ACC-01, ACC-02)', () => {
  const unconfirmed = { validated: false, status: 'active' };
  const pending = { validated: true, status: 'pending' };
  const fine = { validated: true, status: 'active' };

  it('gates a non-applicant who is not validated or is pending, on every route', () => {
    expect(needsAccountGate(unconfirmed, ['Coach'], '/')).toBe(true);
    expect(needsAccountGate(pending, ['Admin'], '/tasks')).toBe(true);
    expect(needsAccountGate(unconfirmed, ['Staff'], '/account/settings/security')).toBe(true);
  });
  it('never gates /account/confirmation (nor the confirmation link itself)', () => {
    expect(needsAccountGate(unconfirmed, ['Coach'], '/account/confirmation')).toBe(false);
    expect(needsAccountGate(unconfirmed, ['Coach'], '/validate/abc')).toBe(false);
  });
  it('never gates applicants, confirmed users or visitors', () => {
    expect(needsAccountGate(unconfirmed, ['Applicant'], '/')).toBe(false);
    expect(needsAccountGate(pending, ['Applicant'], '/')).toBe(false);
    expect(needsAccountGate(fine, ['Coach'], '/')).toBe(false);
    expect(needsAccountGate(null, [], '/')).toBe(false);
  });
});

describe('password policy messages', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;
  it('8 to 128 characters', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('1234567')).toBe('length');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('length');
  });
  it('messages: required, the policy text, the mismatch', () => {
    expect(passwordMessage('', t, 'Password')).toBe('validation.required{"field":"Password"}');
    expect(passwordMessage('short', t, 'Password')).toBe('account.password.policy');
    expect(passwordMessage('long enough', t, 'Password')).toBe(true);
    expect(confirmationMessage('abcdefgh', 'abcdefgX', t)).toBe('account.password.mismatch');
    expect(confirmationMessage('abcdefgh', 'abcdefgh', t)).toBe(true);
  });
});
