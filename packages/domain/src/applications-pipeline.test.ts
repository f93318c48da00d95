/** Overview and decisions vocabulary (issue 16 items 3 and 7; D-250, D-254). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_GROUPS,
  applicationDecidable,
  decodeApplicationCursor,
  encodeApplicationCursor,
  overviewStatuses,
  statusAfterDecision,
  type ApplicationStatus,
} from './applications.js';
import { APPLICATION_STATUSES } from './reference.js';

describe('overview and decisions vocabulary', () => {
  it('a status filter and a group combine as their intersection; either alone is itself; neither is no filter', () => {
    fc.assert(
      fc.property(fc.subarray([...APPLICATION_STATUSES]), fc.constantFrom(undefined, 'allPending' as const, 'evaluationInProgress' as const), (statuses, group) => {
        const result = overviewStatuses(statuses as ApplicationStatus[], group);
        if (!group) expect(result).toEqual(statuses.length ? statuses : null);
        else if (statuses.length === 0) expect(result).toEqual([...APPLICATION_STATUS_GROUPS[group]]);
        else expect(result).toEqual(statuses.filter((s) => (APPLICATION_STATUS_GROUPS[group] as readonly string[]).includes(s)));
      }),
    );
  });

  it('only a submitted, undecided application can be decided', () => {
    expect(APPLICATION_STATUSES.filter((s) => applicationDecidable(s))).toEqual(['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision']);
  });

  it('accept enters the next round (its entry status) or ends accepted; the rejections name their status', () => {
    expect(statusAfterDecision('accept', { kind: 'meeting' })).toBe('ready_for_meeting');
    expect(statusAfterDecision('accept', { kind: 'evaluation' })).toBe('under_review');
    expect(statusAfterDecision('accept', null)).toBe('accepted');
    expect(statusAfterDecision('reject', { kind: 'form' })).toBe('rejected');
    expect(statusAfterDecision('delay_reject', null)).toBe('delay_rejected');
  });

  it('the keyset cursor round-trips any time and id, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.uuid(), (date, id) => {
        expect(decodeApplicationCursor(encodeApplicationCursor(date, id))).toEqual({ createdAt: date, id });
      }),
    );
    expect(decodeApplicationCursor('nonsense')).toBeNull();
    expect(decodeApplicationCursor('not a date|3f6b8c1e-5d2a-4e7f-9a10-2b3c4d5e6f70')).toBeNull();
  });
});
