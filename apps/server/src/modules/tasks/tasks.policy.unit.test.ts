import { describe, expect, it } from 'vitest';
import { outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { tasksPolicy } from './tasks.policy.js';

describe('tasks policy (D-106)', () => {
  it.each(rulesListedAs(tasksPolicy, 'authenticated'))('%s: any signed-in viewer (rows checked by the service)', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
