/** Intake rules (issue 16 item 2, D-244, D-245): the re-apply verdict, the applicant's status, the deadline message. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_MESSAGES, APPLICANT_STATUSES, applicantStatus, callClosedMessage, callClosedPattern, reapplyVerdict } from './applications.js';
import { APPLICATION_STATUSES } from './reference.js';

const status = fc.constantFrom(...APPLICATION_STATUSES);
const earlier = fc.array(fc.record({ status, archived: fc.boolean(), day: fc.integer({ min: 1, max: 28 }) }), { maxLength: 6 }).map((rows) =>
  rows.map((r) => ({ status: r.status, archivedAt: r.archived ? new Date('2030-01-01') : null, createdAt: new Date(`2029-02-${String(r.day).padStart(2, '0')}T00:00:00Z`) })),
);

describe('reapplyVerdict (D-244)', () => {
  it('resumes an open draft whatever the rule, and never starts a second one', () => {
    fc.assert(
      fc.property(fc.constantFrom('never', 'after_rejection', 'always' as const), earlier, (rule, rows) => {
        const open = rows.some((r) => r.status === 'draft' && !r.archivedAt);
        expect(reapplyVerdict(rule, rows) === 'resume').toBe(open);
      }),
    );
  });

  it('starts a first application under every rule; archived drafts do not count', () => {
    for (const rule of ['never', 'after_rejection', 'always'] as const) {
      expect(reapplyVerdict(rule, [])).toBe('start');
      expect(reapplyVerdict(rule, [{ status: 'draft', archivedAt: new Date(), createdAt: new Date() }])).toBe('start');
    }
  });

  it('never refuses after a submission; after_rejection only once the last is rejected; always starts', () => {
    const at = (day: number) => new Date(`2029-03-0${day}T00:00:00Z`);
    const rejected = [{ status: 'under_review' as const, archivedAt: null, createdAt: at(1) }, { status: 'rejected' as const, archivedAt: null, createdAt: at(2) }];
    const inReview = [{ status: 'rejected' as const, archivedAt: null, createdAt: at(1) }, { status: 'under_review' as const, archivedAt: null, createdAt: at(2) }];
    expect(reapplyVerdict('never', rejected)).toBe('refuse');
    expect(reapplyVerdict('after_rejection', rejected)).toBe('start');
    expect(reapplyVerdict('after_rejection', inReview)).toBe('refuse');
    expect(reapplyVerdict('after_rejection', [{ status: 'delay_rejected', archivedAt: null, createdAt: at(1) }])).toBe('start');
    expect(reapplyVerdict('always', inReview)).toBe('start');
  });
});

describe('applicantStatus (D-245)', () => {
  it('maps every status to one an applicant may see, the review steps to in_review', () => {
    fc.assert(
      fc.property(status, fc.boolean(), (s, archived) => {
        const seen = applicantStatus({ status: s, archivedAt: archived ? new Date() : null });
        expect(APPLICANT_STATUSES).toContain(seen);
        if (['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision'].includes(s)) expect(seen).toBe('in_review');
      }),
    );
    expect(applicantStatus({ status: 'draft', archivedAt: new Date() })).toBe('closed');
    expect(applicantStatus({ status: 'delay_rejected', archivedAt: null })).toBe('not_selected');
  });
});

describe('callClosedMessage', () => {
  it('carries the date the web reads back', () => {
    const date = new Date('2027-01-09T17:00:00.000Z');
    const text = callClosedMessage(date);
    expect(text).toBe('This call closed on 2027-01-09T17:00:00.000Z.');
    expect(callClosedPattern.exec(text)?.[1]).toBe(date.toISOString());
    expect(APPLICATIONS_MESSAGES.callClosed).toContain('{date}');
  });
});
