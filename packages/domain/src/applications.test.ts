import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUS_GROUPS, funnelAcceptsApplications, funnelPhase, roundEmailSchema, roundEntryStatus, slugify } from './applications.js';

const at = (iso: string) => new Date(iso);
const funnel = (status: 'draft' | 'published' | 'closed' | 'archived', opensAt: string | null, closesAt: string | null) => ({ status, opensAt, closesAt });

describe('applications vocabulary (issue 16)', () => {
  it('a funnel takes applications only when published, opened and before its closing date', () => {
    const f = funnel('published', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z');
    expect(funnelAcceptsApplications(f, at('2029-12-31T23:59:59Z'))).toBe(false);
    expect(funnelAcceptsApplications(f, at('2030-01-15T00:00:00Z'))).toBe(true);
    expect(funnelAcceptsApplications(f, at('2030-02-01T00:00:00Z'))).toBe(false);
    expect(funnelAcceptsApplications(funnel('draft', null, null), at('2030-01-15T00:00:00Z'))).toBe(false);
    expect(funnelAcceptsApplications(funnel('published', null, null), at('2030-01-15T00:00:00Z'))).toBe(true);
  });

  it('the phase applies the dates to a published funnel', () => {
    const f = funnel('published', '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z');
    expect(funnelPhase(f, at('2029-06-01T00:00:00Z'))).toBe('upcoming');
    expect(funnelPhase(f, at('2030-01-02T00:00:00Z'))).toBe('open');
    expect(funnelPhase(f, at('2030-03-01T00:00:00Z'))).toBe('closed');
    expect(funnelPhase(funnel('archived', null, null), at('2030-01-02T00:00:00Z'))).toBe('archived');
  });

  it('slugs come from names; the D1 §4 groups hold their statuses', () => {
    expect(slugify('Spring Call 2027!')).toBe('spring-call-2027');
    expect(slugify('  Été — Appel  ')).toBe('ete-appel');
    expect(APPLICATION_STATUS_GROUPS.allPending).toEqual(['ready_for_invitation', 'ready_for_meeting', 'under_review', 'pending_decision']);
    expect(APPLICATION_STATUS_GROUPS.evaluationInProgress).toEqual(['ready_for_invitation', 'ready_for_meeting']);
  });

  it('a scheduled round e-mail needs its date', () => {
    expect(roundEmailSchema.safeParse({ mode: 'now', subject: 'S', body: 'B' }).success).toBe(true);
    const scheduled = roundEmailSchema.safeParse({ mode: 'scheduled', subject: 'S', body: 'B' });
    expect(scheduled.success).toBe(false);
    expect(scheduled.error?.issues[0]?.path).toEqual(['scheduledAt']);
    expect(roundEmailSchema.safeParse({ mode: 'scheduled', subject: 'S', body: 'B', scheduledAt: '2030-01-01T09:00:00.000Z' }).success).toBe(true);
  });
});

describe('roundEntryStatus', () => {
  it('gives each round kind its entry status (D-241)', () => {
    expect(roundEntryStatus('form')).toBe('ready_for_invitation');
    expect(roundEntryStatus('meeting')).toBe('ready_for_meeting');
    expect(roundEntryStatus('evaluation')).toBe('under_review');
  });
});
