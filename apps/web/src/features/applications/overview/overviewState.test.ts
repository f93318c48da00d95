import { describe, expect, it } from 'vitest';
import { bulkInput, EMPTY_BULK_FIELDS, EMPTY_OVERVIEW, fromView, statusFilter, toViewInput } from './overviewState';

describe('overview state', () => {
  it('reads the status picker as a group or one status', () => {
    expect(statusFilter(null)).toEqual({});
    expect(statusFilter('group:allPending')).toEqual({ group: 'allPending' });
    expect(statusFilter('under_review')).toEqual({ statuses: ['under_review'] });
  });

  it('stores only what is set, and a stored view comes back as the controls held it', () => {
    expect(toViewInput(EMPTY_OVERVIEW)).toEqual({});
    const state = { funnelId: 'f1', roundId: 'r1', status: 'group:evaluationInProgress', search: '  acme ', queue: 'awaitingDecision' as const };
    const stored = toViewInput(state);
    expect(stored).toEqual({ funnelId: 'f1', roundId: 'r1', group: 'evaluationInProgress', search: 'acme', queue: 'awaitingDecision' });
    expect(fromView({ ...stored, statuses: null, sources: null, tagIds: null, funnelId: 'f1', roundId: 'r1', group: 'evaluationInProgress', search: 'acme', queue: 'awaitingDecision' })).toEqual({ ...state, search: 'acme' });
    expect(fromView({ funnelId: null, roundId: null, group: null, statuses: ['accepted'], search: null, sources: null, tagIds: null, queue: null })).toEqual({ ...EMPTY_OVERVIEW, status: 'accepted' });
    expect(fromView(null)).toEqual(EMPTY_OVERVIEW);
  });

  it('builds each action’s request only once its parameter is chosen', () => {
    const ids = ['a', 'b'];
    expect(bulkInput('DECIDE', { ...EMPTY_BULK_FIELDS, reason: ' ' }, ids)).toEqual({ action: 'DECIDE', applicationIds: ids, decision: 'reject', reason: null });
    expect(bulkInput('MOVE_ROUND', EMPTY_BULK_FIELDS, ids)).toBeNull();
    expect(bulkInput('MOVE_ROUND', { ...EMPTY_BULK_FIELDS, roundId: 'r2', reason: 'Shortlist' }, ids)).toEqual({ action: 'MOVE_ROUND', applicationIds: ids, roundId: 'r2', reason: 'Shortlist' });
    expect(bulkInput('ASSIGN_EVALUATORS', EMPTY_BULK_FIELDS, ids)).toBeNull();
    expect(bulkInput('ASSIGN_EVALUATORS', { ...EMPTY_BULK_FIELDS, evaluatorIds: ['e1'] }, ids)).toEqual({ action: 'ASSIGN_EVALUATORS', applicationIds: ids, evaluatorIds: ['e1'] });
    expect(bulkInput('TAG', { ...EMPTY_BULK_FIELDS, tagIds: ['t1'] }, ids)).toEqual({ action: 'TAG', applicationIds: ids, tagIds: ['t1'] });
    expect(bulkInput('TAG', { ...EMPTY_BULK_FIELDS, tagIds: ['t1'] }, [])).toBeNull();
  });
});
