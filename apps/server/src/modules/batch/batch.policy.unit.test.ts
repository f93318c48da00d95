import { describe, expect, it } from 'vitest';
import { forbidden, outcome, rulesListedAs, SIGNED_OUT } from '../permissions/access-test-kit.js';
import { NOT_ALLOWED_MESSAGE } from '../permissions/index.js';
import { batchPolicy } from './batch.policy.js';

describe('batch policy (D-106, D-131)', () => {
  it('startup bulk actions: holders of a startup bulk key (Admin, SubAdmin, Staff, a Coach tagging assigned startups)', async () => {
    for (const rule of [batchPolicy.startStartupBatchOperation, batchPolicy.startupBulkActionOptions]) {
    for (const role of ['Admin', 'AdminCoach', 'SubAdmin', 'Staff', 'Coach'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Mentor', 'Cofounder', 'Applicant', 'CommunityMember'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
    }
  });

  it('user bulk actions: the admin group and USER:INVITE holders', async () => {
    const rule = batchPolicy.startUserBatchOperation;
    for (const role of ['Admin', 'AdminCoach', 'SubAdmin', 'Staff'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Coach', 'Mentor', 'Cofounder'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it('application bulk actions: holders of DECIDE_ROUND or BULK_ACTIONS (the administrators by default; D-290)', async () => {
    const rule = batchPolicy.startApplicationBatch;
    for (const role of ['Admin', 'AdminCoach'] as const) expect(await outcome(rule, role)).toBe('allowed');
    for (const role of ['Coach', 'Mentor', 'Evaluator', 'Cofounder', 'Applicant'] as const) expect(await outcome(rule, role)).toBe(forbidden(NOT_ALLOWED_MESSAGE));
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });

  it.each(rulesListedAs(batchPolicy, 'authenticated'))('%s: any signed-in viewer (the operation checked by the service)', async (_field, rule) => {
    expect(await outcome(rule, 'Applicant')).toBe('allowed');
    expect(await outcome(rule, null)).toBe(SIGNED_OUT);
  });
});
