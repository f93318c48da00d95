/**
 * D-92: a dry run of every operation a page offers through a `data-action="<operation>"` element. Each dry run is
 * the operation itself, called as the signed-in account with input that the server refuses only *after* its access
 * rule — an unknown id, an empty name, a range that ends before it starts — or that changes nothing. So the answer
 * says whether the server would let this account do it: Forbidden (or a sign-in error) means refused, anything else
 * (ValidationError, NotFound, or data for a no-op) means the rule let it through. Nothing is written.
 *
 * An operation a page offers without a dry run here is reported, so a new action cannot slip past the matrix.
 */
import { graphqlCall } from './api';

export const UNKNOWN_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

export interface ProbeContext {
  host: string;
  token: string;
  /** The startup of the page the action was found on (the activities page), when it has one. */
  startupId?: string;
}

export interface ProbeAnswer {
  /** allowed: past the rule (bad input, unknown id, or a no-op); refused: Forbidden; unknown: the dry run itself failed. */
  verdict: 'allowed' | 'refused' | 'unknown';
  /** The codes (or "ok") the dry run got, for the report. */
  detail: string;
}

type Probe = (context: ProbeContext) => Promise<ProbeAnswer>;

const REFUSALS = ['Forbidden', 'AuthenticationRequiredError'];
/** Answers that come only after the access rule: the input or the record was refused, not the account. */
const PAST_THE_RULE = ['ValidationError', 'NotFound', 'BadRequest'];

async function call(context: ProbeContext, query: string, variables: Record<string, unknown> = {}): Promise<ProbeAnswer> {
  const answer = await graphqlCall<unknown>(context.host, context.token, query, variables);
  const codes = answer.errors.map((e) => e.extensions?.code ?? e.message);
  const detail = codes.length > 0 ? codes.join(', ') : 'ok';
  if (codes.some((code) => REFUSALS.includes(code))) return { verdict: 'refused', detail };
  // Anything else (a malformed dry run, a server error) proves nothing either way.
  if (codes.length === 0 ? answer.data !== null : codes.every((code) => PAST_THE_RULE.includes(code))) return { verdict: 'allowed', detail };
  return { verdict: 'unknown', detail };
}

const dry = (query: string, variables: Record<string, unknown> = {}): Probe => (context) => call(context, query, variables);

const BAD_METRIC = '{ name: [], trackingRecurrence: { amount: 1, type: MONTH }, unitOfMeasure: { unitType: CUSTOM } }';
const BAD_COLOUR = 'not a colour';

/** requestMetricData: some startup the account sees would be asked (the server checks its rule before unknown ids). */
const requestMetricData: Probe = async (context) => {
  const list = await graphqlCall<{ startups: { results: Array<{ _id: string }> } }>(context.host, context.token, 'query ProbeStartups { startups(limit: 100) { results { _id } } }');
  const ids = list.data?.startups.results.map((s) => s._id) ?? [];
  const answers = await Promise.all(
    ids.map((id) => call(context, 'mutation ProbeRequest($ids: [ID!]!) { requestMetricData(startupIds: $ids) }', { ids: [id, UNKNOWN_ID] })),
  );
  return (
    answers.find((a) => a.verdict === 'allowed') ??
    answers.find((a) => a.verdict === 'unknown') ?? { verdict: 'refused', detail: ids.length === 0 ? 'no startup visible' : (answers[0]?.detail ?? 'Forbidden') }
  );
};

/** createTimelineEvent on the page's startup: the unknown attachment is refused after the rule, and the post with it. */
const createTimelineEvent: Probe = (context) =>
  context.startupId
    ? call(context, 'mutation ProbePost($input: TimelineEventInput!) { createTimelineEvent(input: $input) { _id } }', {
        input: { startupId: context.startupId, message: 'dry run', attachmentIds: [UNKNOWN_ID] },
      })
    : Promise.resolve({ verdict: 'unknown', detail: 'no startup on the page' });

export const ACTION_PROBES: Readonly<Record<string, Probe>> = {
  // Metrics (D-75): set-up, asking for data, the export.
  setMetricCollection: dry('mutation ProbeCollection { setMetricCollection(input: { name: "", startsOn: "not a day", metricIds: [] }) { id } }'),
  deleteMetricCollection: dry('mutation ProbeDeleteCollection($id: ID!) { deleteMetricCollection(id: $id) }', { id: UNKNOWN_ID }),
  updateCategorizationQuestionSet: dry('mutation ProbeQuestions { updateCategorizationQuestionSet(questions: [{ key: "", label: [] }]) { id } }'),
  requestMetricData,
  exportMetricReport: dry('mutation ProbeExport { exportMetricReport(format: csv, from: "2026-05-01T00:00:00Z", to: "2026-01-01T00:00:00Z") { id } }'),
  createMetric: dry(`mutation ProbeMetric { createMetric(input: ${BAD_METRIC}) { _id } }`),
  updateMetric: dry(`mutation ProbeUpdateMetric($id: ID!) { updateMetric(id: $id, input: ${BAD_METRIC}) { _id } }`, { id: UNKNOWN_ID }),
  archiveMetric: dry('mutation ProbeArchive($id: ID!) { archiveMetric(id: $id) { _id } }', { id: UNKNOWN_ID }),
  // An id that is not one: refused by the input check, before anything is written.
  updateMyProfile: dry('mutation ProbeMyProfile { updateMyProfile(industryIds: ["not an id"], tagIds: []) { _id } }'),
  createMetricCategory: dry('mutation ProbeCategory { createMetricCategory(name: []) { _id } }'),
  // The timeline.
  createTimelineEvent,
  // Tasks.
  // The mentor directory (D-170): an unknown startup is NotFound, a user who is not a mentor a ValidationError — both
  // after the rule, before anything is written.
  assignMentor: dry('mutation ProbeAssignMentor($id: ID!) { assignMentor(startupId: $id, userId: $id) { _id } }', { id: UNKNOWN_ID }),
  unassignMentor: dry('mutation ProbeUnassignMentor($id: ID!) { unassignMentor(startupId: $id, userId: $id) { _id } }', { id: UNKNOWN_ID }),
  setMentorProfile: dry('mutation ProbeMentorProfile($id: ID!) { setMentorProfile(userId: $id, capacity: 1, industryIds: [], skillTagIds: []) { load } }', { id: UNKNOWN_ID }),
  createTask: dry('mutation ProbeTask { createTask(name: "") { _id } }'),
  // Organisation settings (the admin group).
  updateGeneralSettings: dry('mutation ProbeGeneral { updateGeneralSettings(input: { name: "", slug: "", currency: "", defaultLanguage: "", timezone: "", allowUserSelfDelete: true, allowWriteInOptionInUserSkills: true }) { _id } }'),
  updateDomainSettings: dry('mutation ProbeDomain { updateDomainSettings(input: { customDomain: "not a host name!" }) { _id } }'),
  updateBranding: dry(`mutation ProbeBranding { updateBranding(input: {
    customLogin: { active: false, buttonBackgroundColor: "${BAD_COLOUR}", buttonTextColor: "${BAD_COLOUR}" },
    login: { backgroundColor: "${BAD_COLOUR}", logoType: "NORMAL", textColor: "${BAD_COLOUR}" },
    sidebar: { activeItemBackgroundColor: "${BAD_COLOUR}", activeItemTextColor: "${BAD_COLOUR}", activeSubItemTextColor: "${BAD_COLOUR}",
      backgroundColor: "${BAD_COLOUR}", logoType: "NORMAL", textColor: "${BAD_COLOUR}" } }) { _id } }`),
  updateSeoSettings: dry('mutation ProbeSeo($title: String) { updateSeoSettings(input: { active: true, seoTitle: $title }) { _id } }', { title: 'x'.repeat(5000) }),
  updateStartupLabel: dry('mutation ProbeLabel { updateStartupLabel(input: { active: true, label: [{ language: "not a language", value: "" }] }) { _id } }'),
  // Unchanged: zoomIntegration is out of the demo tenant’s plan.
  setFeatureFlag: dry('mutation ProbeFlag { setFeatureFlag(name: "zoomIntegration", enabled: false, activated: false) { name } }'),
  createIndustry: dry('mutation ProbeIndustry { createIndustry(name: "") { _id } }'),
  renameIndustry: dry('mutation ProbeRenameIndustry($id: ID!) { renameIndustry(id: $id, name: "") { _id } }', { id: UNKNOWN_ID }),
  deleteIndustry: dry('mutation ProbeDeleteIndustry($id: ID!) { deleteIndustry(id: $id) }', { id: UNKNOWN_ID }),
  // Roles and users.
  createRole: dry(`mutation ProbeRole { createRole(input: { label: "", type: Mentor, permissions: [],
    userAccess: { visibilitySettings: SELECTED, roles: [] }, startupAccess: { visibilitySettings: SELECTED, startups: [] } }) { _id } }`),
  updateRole: dry('mutation ProbeUpdateRole($id: ID!) { updateRole(id: $id, input: { label: "" }) { _id } }', { id: UNKNOWN_ID }),
  deleteRole: dry('mutation ProbeDeleteRole($id: ID!) { deleteRole(id: $id) }', { id: UNKNOWN_ID }),
  // Well-formed (the input is checked before the rule), with a role that does not exist (looked up after it).
  inviteUser: dry('mutation ProbeInvite($roleId: ID!) { inviteUser(input: { email: "dry-run@demo.test", firstName: "Dry", lastName: "Run", roleId: $roleId }) { _id } }', { roleId: UNKNOWN_ID }),
  changeUserRole: dry('mutation ProbeChangeRole($id: ID!) { changeUserRole(userId: $id, roleId: $id) { _id } }', { id: UNKNOWN_ID }),
  deactivateUser: dry('mutation ProbeDeactivate($id: ID!) { deactivateUser(userId: $id) }', { id: UNKNOWN_ID }),
  // The activity feed (D-581): an empty text is refused by the input check, an unknown post or comment is NotFound.
  createFeedPost: dry('mutation ProbeFeedPost { createFeedPost(body: "") { _id } }'),
  updateFeedPost: dry('mutation ProbeEditFeedPost($id: ID!) { updateFeedPost(id: $id, body: "x") { _id } }', { id: UNKNOWN_ID }),
  deleteFeedPost: dry('mutation ProbeDeleteFeedPost($id: ID!) { deleteFeedPost(id: $id) }', { id: UNKNOWN_ID }),
  setFeedPostPinned: dry('mutation ProbePinFeedPost($id: ID!) { setFeedPostPinned(id: $id, pinned: false) { _id } }', { id: UNKNOWN_ID }),
  setFeedPostLiked: dry('mutation ProbeLikeFeedPost($id: ID!) { setFeedPostLiked(id: $id, liked: false) { _id } }', { id: UNKNOWN_ID }),
  addFeedComment: dry('mutation ProbeFeedComment($id: ID!) { addFeedComment(postId: $id, body: "") { _id } }', { id: UNKNOWN_ID }),
  deleteFeedComment: dry('mutation ProbeDeleteFeedComment($id: ID!) { deleteFeedComment(id: $id) { _id } }', { id: UNKNOWN_ID }),
  // The resource library (D-582): an empty title is refused by the input check, an unknown section or resource is NotFound.
  createResourceSection: dry('mutation ProbeResourceSection { createResourceSection(input: { title: "" }) { _id } }'),
  updateResourceSection: dry('mutation ProbeEditResourceSection($id: ID!) { updateResourceSection(id: $id, input: { title: "x" }) { _id } }', { id: UNKNOWN_ID }),
  deleteResourceSection: dry('mutation ProbeDeleteResourceSection($id: ID!) { deleteResourceSection(id: $id) }', { id: UNKNOWN_ID }),
  moveResourceSection: dry('mutation ProbeMoveResourceSection($id: ID!) { moveResourceSection(id: $id, offset: 1) { _id } }', { id: UNKNOWN_ID }),
  createResource: dry('mutation ProbeResource($id: ID!) { createResource(sectionId: $id, input: { kind: link, title: "" }) { _id } }', { id: UNKNOWN_ID }),
  updateResource: dry('mutation ProbeEditResource($id: ID!) { updateResource(id: $id, input: { kind: link, title: "x", url: "https://x.example" }) { _id } }', { id: UNKNOWN_ID }),
  deleteResource: dry('mutation ProbeDeleteResource($id: ID!) { deleteResource(id: $id) }', { id: UNKNOWN_ID }),
  moveResource: dry('mutation ProbeMoveResource($id: ID!) { moveResource(id: $id, offset: 1) { _id } }', { id: UNKNOWN_ID }),
  // The course library (D-583): an empty title is refused by the input check, an unknown course, chapter or lesson is NotFound.
  createCourse: dry('mutation ProbeCourse { createCourse(input: { title: "" }) { _id } }'),
  updateCourse: dry('mutation ProbeEditCourse($id: ID!) { updateCourse(id: $id, input: { title: "x" }) { _id } }', { id: UNKNOWN_ID }),
  setCoursePublished: dry('mutation ProbePublishCourse($id: ID!) { setCoursePublished(id: $id, published: false) { _id } }', { id: UNKNOWN_ID }),
  deleteCourse: dry('mutation ProbeDeleteCourse($id: ID!) { deleteCourse(id: $id) }', { id: UNKNOWN_ID }),
  createCourseChapter: dry('mutation ProbeChapter($id: ID!) { createCourseChapter(courseId: $id, title: "x") { _id } }', { id: UNKNOWN_ID }),
  updateCourseChapter: dry('mutation ProbeEditChapter($id: ID!) { updateCourseChapter(id: $id, title: "x") { _id } }', { id: UNKNOWN_ID }),
  deleteCourseChapter: dry('mutation ProbeDeleteChapter($id: ID!) { deleteCourseChapter(id: $id) { _id } }', { id: UNKNOWN_ID }),
  moveCourseChapter: dry('mutation ProbeMoveChapter($id: ID!) { moveCourseChapter(id: $id, position: 0) { _id } }', { id: UNKNOWN_ID }),
  createCourseLesson: dry('mutation ProbeLesson($id: ID!) { createCourseLesson(chapterId: $id, input: { title: "x" }) { _id } }', { id: UNKNOWN_ID }),
  updateCourseLesson: dry('mutation ProbeEditLesson($id: ID!) { updateCourseLesson(id: $id, input: { title: "x" }) { _id } }', { id: UNKNOWN_ID }),
  deleteCourseLesson: dry('mutation ProbeDeleteLesson($id: ID!) { deleteCourseLesson(id: $id) { _id } }', { id: UNKNOWN_ID }),
  moveCourseLesson: dry('mutation ProbeMoveLesson($id: ID!) { moveCourseLesson(id: $id, chapterId: $id, position: 0) { _id } }', { id: UNKNOWN_ID }),
  setCourseLessonCompleted: dry('mutation ProbeCompleteLesson($id: ID!) { setCourseLessonCompleted(id: $id, completed: false) { _id } }', { id: UNKNOWN_ID }),
  // The emails area (D-584): an unknown email or template is NotFound (a new draft from an unknown template is refused
  // before anything is written), an empty template name a ValidationError.
  createOutgoingEmail: dry('mutation ProbeEmail($id: ID!) { createOutgoingEmail(templateId: $id) { _id } }', { id: UNKNOWN_ID }),
  updateOutgoingEmail: dry('mutation ProbeEditEmail($id: ID!) { updateOutgoingEmail(id: $id, input: { subject: "x", body: "x", audience: { roleIds: [], programIds: [], userIds: [] } }) { _id } }', { id: UNKNOWN_ID }),
  deleteOutgoingEmail: dry('mutation ProbeDeleteEmail($id: ID!) { deleteOutgoingEmail(id: $id) }', { id: UNKNOWN_ID }),
  duplicateOutgoingEmail: dry('mutation ProbeDuplicateEmail($id: ID!) { duplicateOutgoingEmail(id: $id) { _id } }', { id: UNKNOWN_ID }),
  sendTestOutgoingEmail: dry('mutation ProbeTestEmail($id: ID!) { sendTestOutgoingEmail(id: $id) }', { id: UNKNOWN_ID }),
  sendOutgoingEmail: dry('mutation ProbeSendEmail($id: ID!) { sendOutgoingEmail(id: $id) { _id } }', { id: UNKNOWN_ID }),
  // A time in the past: refused as input (sendAt), after the rule.
  scheduleOutgoingEmail: dry('mutation ProbeScheduleEmail($id: ID!) { scheduleOutgoingEmail(id: $id, sendAt: "2000-01-01T00:00:00.000Z") { _id } }', { id: UNKNOWN_ID }),
  unscheduleOutgoingEmail: dry('mutation ProbeUnscheduleEmail($id: ID!) { unscheduleOutgoingEmail(id: $id) { _id } }', { id: UNKNOWN_ID }),
  // Articles (D-586): a starting title over 200 characters is refused by the input check, an unknown article is NotFound.
  createArticle: dry(`mutation ProbeArticle { createArticle(title: "${'x'.repeat(201)}") { _id } }`),
  updateArticle: dry('mutation ProbeEditArticle($id: ID!) { updateArticle(id: $id, input: { title: "x", summary: "", body: "x", audience: [FOUNDER], language: "en" }) { _id } }', { id: UNKNOWN_ID }),
  publishArticle: dry('mutation ProbePublishArticle($id: ID!) { publishArticle(id: $id) { _id } }', { id: UNKNOWN_ID }),
  unpublishArticle: dry('mutation ProbeUnpublishArticle($id: ID!) { unpublishArticle(id: $id) { _id } }', { id: UNKNOWN_ID }),
  deleteArticle: dry('mutation ProbeDeleteArticle($id: ID!) { deleteArticle(id: $id) }', { id: UNKNOWN_ID }),
  // The chat (D-592): an id that is not one, an empty title, a role outside the chat are refused by the input check.
  startDirectChat: dry('mutation ProbeDirectChat { startDirectChat(userId: "not-an-id") { _id } }'),
  createGroupChat: dry('mutation ProbeGroupChat($id: ID!) { createGroupChat(title: "", memberIds: [$id]) { _id } }', { id: UNKNOWN_ID }),
  sendChatMessage: dry('mutation ProbeChatMessage($id: ID!) { sendChatMessage(conversationId: $id, body: "") { _id } }', { id: UNKNOWN_ID }),
  // Saving one's own setting always changes it; its query has the same rule (members) and writes nothing.
  setChatSettings: dry('query ProbeChatSettings { chatSettings { emailUnread } }'),
  setChatAccess: dry('mutation ProbeChatAccess { setChatAccess(blockedPairs: [{ a: Applicant, b: Mentor }]) { roleTypes } }'),
  createEmailTemplate: dry('mutation ProbeEmailTemplate { createEmailTemplate(input: { kind: TEMPLATE, name: "", body: "" }) { _id } }'),
  updateEmailTemplate: dry('mutation ProbeEditEmailTemplate($id: ID!) { updateEmailTemplate(id: $id, input: { kind: TEMPLATE, name: "x", body: "x" }) { _id } }', { id: UNKNOWN_ID }),
  deleteEmailTemplate: dry('mutation ProbeDeleteEmailTemplate($id: ID!) { deleteEmailTemplate(id: $id) }', { id: UNKNOWN_ID }),
};

/** Whether the server lets the account do `operation` (a dry run), or why there is no answer. */
export async function probeAction(operation: string, context: ProbeContext): Promise<ProbeAnswer> {
  const probe = ACTION_PROBES[operation];
  if (!probe) return { verdict: 'unknown', detail: `no dry run is known for ${operation} (add one to e2e/support/action-probes.ts)` };
  return probe(context);
}
