import { graphql, type ResultOf } from '../../lib/graphql';

export const CALENDAR_ITEMS = graphql(`
  query CalendarItems($from: DateTime!, $to: DateTime!) {
    calendarItems(from: $from, to: $to) {
      __typename _id kind sourceId title startsAt endsAt path location videoLink startupName done dueDay
    }
  }
`);
export type CalendarEntry = ResultOf<typeof CALENDAR_ITEMS>['calendarItems'][number];

export const CALENDAR_FEED = graphql(`
  query CalendarFeed { calendarFeed { active createdAt } }
`);

export const CALENDAR_FEED_URL = graphql(`
  mutation CalendarFeedUrl { calendarFeedUrl { url createdAt } }
`);

export const REVOKE_CALENDAR_FEED = graphql(`
  mutation RevokeCalendarFeed { revokeCalendarFeed { active createdAt } }
`);
