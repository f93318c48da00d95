import { describe, expect, it } from 'vitest';
import { outcome } from '../permissions/access-test-kit.js';
import { mailboxRule } from './mail.policy.js';

describe('mail policy (D-106)', () => {
  it("'admins': the admin group; anyone else, signed out included, is told the route does not exist", async () => {
    const rule = mailboxRule('admins');
    expect(await outcome(rule, 'Admin')).toBe('allowed');
    expect(await outcome(rule, 'Staff')).toBe('NotFound: Route not found');
    expect(await outcome(rule, null)).toBe('NotFound: Route not found');
  });

  it("'open' and 'off': the rule lets anyone through ('off' is answered by the handler)", async () => {
    expect(await outcome(mailboxRule('open'), null)).toBe('allowed');
    expect(await outcome(mailboxRule('off'), null)).toBe('allowed');
  });
});
