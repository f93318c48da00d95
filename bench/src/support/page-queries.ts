/** The GraphQL documents of the core pages as the web app sends them (navbar tasks, notifications page, timeline page), shared by the per-request benches. */
export const NAVBAR_QUERY = `query Tasks($queryOptions: TaskQueryOptions, $limit: Int) { tasks(queryOptions: $queryOptions, limit: $limit) {
  totalCount next prev results { _id name dueDate taskType url isGroupTask done viewerCanCheck viewerCanDelete viewerCanEdit viewerDone
  createdBy { _id fullName } startup { _id name } assignees { _id type done status user { _id fullName } } } } }`;
export const NOTIFICATIONS_QUERY = `query Notifications($page: Int, $pageSize: Int) { notifications(page: $page, pageSize: $pageSize) {
  unreadCount meta { currentPage totalPages pageSize } notifications { _id isRead createdAt message notificationStyle
  notification { _id url notificationType message } } } }`;
const USER = '_id fullName avatar role { _id label type }';
/** The timeline page as the web asks for it: each metric's name in the reader's language only (`$language`). */
export const TIMELINE_QUERY = `query Timeline($startupId: ID!, $limit: Int, $language: String) { startupTimeline(startupId: $startupId, limit: $limit) { next
  pinned { __typename ... on TimelineEvent { _id message } }
  results { __typename
    ... on TimelineEvent { _id eventType message isPublic isPinned createdAt createdBy { ${USER} } attachments { _id name fileType url } }
    ... on TimelineDataDueEvent { _id dueDate startup { _id name } }
    ... on TimelineDataSubmitted { _id dueDate createdAt createdBy { ${USER} } data { id value unit metric { _id label(language: $language) unitType } } }
    ... on TimelineCoachingSessionPost { _id createdAt coachingSession { _id name date topics { _id name } coachs { ${USER} } attendees { ${USER} } } } } } }`;

/** The timeline page as the web asked for it until session 38: every translation of each metric's name (the A/B's `timeline-names`). */
export const TIMELINE_EVERY_NAME_QUERY = TIMELINE_QUERY.replace('label(language: $language)', 'name { language value }').replace(', $language: String', '');

/** The /startups list as the web asks for it (features/portfolio), first page. */
export const PORTFOLIO_QUERY = `query Portfolio($view: PortfolioViewInput, $limit: Int) { portfolio(view: $view, limit: $limit) { totalCount nextCursor results {
  startup { _id name logo createdAt programs { _id name } } stage status location teamSize foundedOn industries { _id name } tags { _id name color }
  mentors { _id fullName } lastContactAt attention { kind days count } } } }`;

/** The web's APPLICATIONS document with its ApplicationRowFields fragment (overview/documents.ts), inlined. */
export const APPLICATIONS_QUERY = `query Applications($filter: ApplicationFilter, $first: Int, $after: String) {
  applications(filter: $filter, first: $first, after: $after) { totalCount nextCursor results {
    _id title identityHidden status source submittedAt createdAt round { _id name } funnel { _id name } } } }`;

/** The web's EVENTS_FEED document with its IncubatorEventFields fragment (features/events/documents.ts), inlined. */
export const EVENTS_FEED_QUERY = `query EventsFeed(
  $timeframe: EventTimeframe, $status: IncubatorEventStatus, $mine: EventMine, $eventType: IncubatorEventType,
  $hostIds: [ID!], $topicIds: [ID!], $tagIds: [ID!], $startsFrom: DateTime, $startsBefore: DateTime, $cursor: String, $limit: Int
) {
  events(
    timeframe: $timeframe, status: $status, mine: $mine, eventType: $eventType, hostIds: $hostIds, topicIds: $topicIds,
    tagIds: $tagIds, startsFrom: $startsFrom, startsBefore: $startsBefore, cursor: $cursor, limit: $limit
  ) { next results { __typename
    _id eventType title description capacity image cover status isArchived editPermission
    startTime endTime duration timezone registeredCount seatsLeft viewerIsRegistered viewerCanRegister viewerCanEdit
    location { text link }
    conferenceData { url solution }
    hosts { __typename _id fullName }
    topics { __typename _id name color }
    tags { __typename _id name color }
    attachmentLinks { name link }
    visibility { userRoles { is isNot } userTags { is isNot } startupTags { is isNot } startupPrograms { is isNot } } } }
}`;
