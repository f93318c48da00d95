import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, commonPasswordList, PASSWORD_POLICY_MESSAGE } from './password-policy.js';

describe('checkPasswordPolicy', () => {
  it('ships a list of the 10,000 most common passwords', () => {
    const list = commonPasswordList();
    expect(list.size).toBe(10_000);
    for (const p of ['password', '123456', 'qwerty', 'letmein', 'password1', 'iloveyou']) expect(list.has(p)).toBe(true);
  });

  it('accepts 8 to 128 characters that are not common', () => {
    expect(checkPasswordPolicy('Demo!2026')).toBeNull();
    expect(checkPasswordPolicy('a'.repeat(7) + 'b')).toBeNull();
    expect(checkPasswordPolicy('x'.repeat(128))).toBeNull();
    // Characters, not bytes: 8 emoji are 8 characters.
    expect(checkPasswordPolicy('🐣'.repeat(8))).toBeNull();
  });

  it('refuses too short and too long passwords', () => {
    expect(checkPasswordPolicy('')).toBe('length');
    expect(checkPasswordPolicy('Ab1!xyz')).toBe('length');
    expect(checkPasswordPolicy('x'.repeat(129))).toBe('length');
  });

  it('refuses common passwords whatever their case', () => {
    expect(checkPasswordPolicy('password')).toBe('common');
    expect(checkPasswordPolicy('PassWord1')).toBe('common');
    expect(checkPasswordPolicy('baseball')).toBe('common');
  });

  it('has the contract message', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe('Password must be 8 to 128 characters and not a commonly used password.');
  });
});
