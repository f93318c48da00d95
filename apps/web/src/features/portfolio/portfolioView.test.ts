import { describe, expect, it } from 'vitest';
import { activeFilterCount, DEFAULT_VIEW, fromSavedView, reasonText, toViewInput } from './portfolioView';

describe('portfolio view state', () => {
  it('sends only the filters that narrow the list', () => {
    expect(toViewInput(DEFAULT_VIEW)).toEqual({ sort: 'name', direction: 'asc', columns: DEFAULT_VIEW.columns, status: 'active' });
    const narrowed = { ...DEFAULT_VIEW, search: '  orb ', stages: ['mvp' as const], needsAttention: true, programIds: ['p1'] };
    expect(toViewInput(narrowed)).toMatchObject({ search: 'orb', stages: ['mvp'], needsAttention: true, programIds: ['p1'] });
    expect(activeFilterCount(narrowed)).toBe(3);
    expect(activeFilterCount(DEFAULT_VIEW)).toBe(0);
  });

  it('a saved view round-trips; what it leaves out keeps the default', () => {
    const view = fromSavedView({
      search: null, programIds: ['p1'], tagIds: [], industryIds: [], mentorIds: [], stages: ['seed'], status: null, needsAttention: null, sort: 'teamSize', direction: 'desc', columns: null,
    });
    expect(view).toEqual({ ...DEFAULT_VIEW, programIds: ['p1'], stages: ['seed'], sort: 'teamSize', direction: 'desc' });
  });

  it('each reason has its text and count', () => {
    expect(reasonText({ kind: 'NO_RECENT_CONTACT', days: 45, count: null })).toEqual({ key: 'attention.noRecentContact', values: { count: 45 } });
    expect(reasonText({ kind: 'OVERDUE_TASKS', days: null, count: 2 })).toEqual({ key: 'attention.overdueTasks', values: { count: 2 } });
    expect(reasonText({ kind: 'METRICS_OUT_OF_RANGE', days: null, count: 1 }).key).toBe('attention.metricsOutOfRange');
  });
});
