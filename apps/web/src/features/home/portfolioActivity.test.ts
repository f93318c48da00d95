import { describe, expect, it } from 'vitest';
import { activitySummary, type PortfolioActivityEntry } from './portfolioActivity';

const at = '2026-11-24T10:00:00.000Z';
const item = (value: Record<string, unknown>) => ({ _id: 'i1', createdAt: at, ...value }) as unknown as PortfolioActivityEntry['item'];

describe('a line of the home’s portfolio activity', () => {
  it('a post says its type, its message and its author, and whether it is private', () => {
    expect(activitySummary(item({ __typename: 'TimelineEvent', eventType: 'NOTE', message: 'Call went well', isPublic: false, createdBy: { _id: 'u', fullName: 'Ada' } }))).toEqual({
      id: 'i1',
      createdAt: at,
      kindKey: 'post.types.NOTE',
      detail: 'Call went well',
      author: 'Ada',
      isPrivate: true,
    });
  });

  it('system items say their kind, with the session’s name or the e-mail’s subject when they have one', () => {
    expect(activitySummary(item({ __typename: 'TimelineDataDueEvent' }))).toMatchObject({ kindKey: 'data.dueTitle', detail: null, author: null, isPrivate: false });
    expect(activitySummary(item({ __typename: 'TimelineDataSubmitted', createdBy: { _id: 'u', fullName: 'Liam' } }))).toMatchObject({ kindKey: 'data.submittedTitle', author: 'Liam' });
    expect(activitySummary(item({ __typename: 'TimelineCoachingSessionPost', coachingSession: { _id: 's', name: 'GTM review' } }))).toMatchObject({ kindKey: 'coaching.sessionTitle', detail: 'GTM review' });
    expect(activitySummary(item({ __typename: 'TimelineEmailThreadPost', emailMessage: { subject: '' } }))).toMatchObject({ kindKey: 'email.title', detail: null });
    expect(activitySummary(item({ __typename: 'TimelineCategorizationSkip' }))).toMatchObject({ kindKey: 'categorization.skipTitle' });
  });
});
