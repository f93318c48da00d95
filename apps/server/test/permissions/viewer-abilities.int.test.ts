/**
 * D-92 "pages offer only what the server allows": the ability fields (metricsAbilities, startupAbilities,
 * Startup.viewerCanRequestMetricData, TimelinePage.viewerCanPost) give every seeded role the answer the
 * policy gives — written out below from the seed (roles.permissions, visibility, assignments, memberships) — and the
 * operations they stand for agree: each ability is checked against a dry run of its operation (bad input or an
 * unknown id after the rule, so nothing changes), Forbidden exactly when the ability says no. Another tenant's
 * startup is NotFound; a signed-out caller is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql } from '../support/helpers.js';
import { ok, startMetricsApp, type MetricsApp } from '../metrics/support.js';

const UNKNOWN_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

const METRICS_ABILITIES = 'query A { metricsAbilities { viewerCanManageSetup viewerCanRequestData viewerCanViewPortfolio } }';
const STARTUP_ABILITIES = `query S($id: ID!) { startupAbilities(startupId: $id) {
  startupId viewerCanSeeTimeline viewerCanPostOnTimeline viewerCanPostPrivate viewerCanPin viewerCanSeeMetrics } }`;
const STARTUPS = 'query L { startups(limit: 100) { results { _id name viewerCanRequestMetricData viewerCanSeeMetrics } } }';

/** Dry runs: each passes the rule and then fails on bad input or an unknown id, or is Forbidden. */
const SET_COLLECTION = `mutation M { setMetricCollection(input: { name: "", startsOn: "not a day", metricIds: [] }) { id } }`;
const REQUEST_DATA = 'mutation R($ids: [ID!]!) { requestMetricData(startupIds: $ids) }';
const EXPORT = `mutation E { exportMetricReport(format: csv, from: "2026-05-01T00:00:00Z", to: "2026-01-01T00:00:00Z") { id } }`;
const TIMELINE = 'query T($id: ID!) { startupTimeline(startupId: $id, limit: 1) { viewerCanPost viewerCanPostPrivate viewerCanPin } }';
const POSTS = `query T($id: ID!) { startupTimeline(startupId: $id, eventType: EVENT, limit: 50) {
  results { ... on TimelineEvent { _id isPublic viewerCanDelete createdBy { _id } } } } }`;
/** Sets a public post public again: the author-or-admin rule of edits and deletes, and no change. */
const KEEP_PUBLIC = 'mutation U($id: ID!) { updateTimelineEvent(id: $id, input: { isPublic: true }) { _id } }';
const POST = `mutation P($input: TimelineEventInput!) { createTimelineEvent(input: $input) { _id } }`;
const SERIES = 'query M($id: ID!) { startupMetricSeries(startupId: $id) { metric { _id } } }';

interface Metrics {
  viewerCanManageSetup: boolean;
  viewerCanRequestData: boolean;
  viewerCanViewPortfolio: boolean;
}
interface OnStartup {
  viewerCanSeeTimeline: boolean;
  viewerCanPostOnTimeline: boolean;
  viewerCanPostPrivate: boolean;
  viewerCanPin: boolean;
  viewerCanSeeMetrics: boolean;
}

const yes = true;
const no = false;
const metrics = (viewerCanManageSetup: boolean, viewerCanRequestData: boolean, viewerCanViewPortfolio: boolean): Metrics => ({
  viewerCanManageSetup,
  viewerCanRequestData,
  viewerCanViewPortfolio,
});
const onStartup = (sees: boolean, privately: boolean, metricsToo: boolean): OnStartup => ({
  viewerCanSeeTimeline: sees,
  viewerCanPostOnTimeline: sees,
  viewerCanPostPrivate: privately,
  viewerCanPin: privately,
  viewerCanSeeMetrics: metricsToo,
});

/**
 * What the policy gives each seeded account (apps/server/src/seed/data.ts): the staff side stores METRICS:EDIT
 * and METRICS/EDIT:VIEW for all but no TIMELINE:PRIVATE_COMMENT (Admin and AdminCoach hold every key); Coach stores
 * METRICS/EDIT:VIEW for all; Mentor and Expert store it for assigned startups (the mentor is assigned to Orbital
 * Labs); co-founders hold METRICS:EDIT for their own startup (cofounder: Orbital Labs, founder: Solo Robotics); the
 * Venture Partner sees two selected startups, neither of them Orbital Labs.
 */
const EXPECTED: ReadonlyArray<{ email: string; metrics: Metrics; orbital: OnStartup }> = [
  { email: 'admin@demo.test', metrics: metrics(yes, yes, yes), orbital: onStartup(yes, yes, yes) },
  { email: 'admincoach@demo.test', metrics: metrics(yes, yes, yes), orbital: onStartup(yes, yes, yes) },
  { email: 'staff@demo.test', metrics: metrics(yes, yes, yes), orbital: onStartup(yes, no, yes) },
  // Issue 14 (D-117, D-157): the Sub-Admin holds the startup keys for the startups of the programs they run only
  // (Growth Lab 2026 in the seed), so no tenant-wide metric set-up, requests to those startups, and Orbital Labs (not
  // in Growth Lab 2026) is outside their scope.
  { email: 'subadmin@demo.test', metrics: metrics(no, yes, yes), orbital: onStartup(no, no, no) },
  { email: 'coach@demo.test', metrics: metrics(no, no, yes), orbital: onStartup(yes, no, yes) },
  { email: 'mentor@demo.test', metrics: metrics(no, no, yes), orbital: onStartup(yes, no, yes) },
  { email: 'expert@demo.test', metrics: metrics(no, no, yes), orbital: onStartup(no, no, no) },
  { email: 'evaluator@demo.test', metrics: metrics(no, no, no), orbital: onStartup(no, no, no) },
  { email: 'applicant@demo.test', metrics: metrics(no, no, no), orbital: onStartup(no, no, no) },
  { email: 'cofounder@demo.test', metrics: metrics(no, yes, yes), orbital: onStartup(yes, no, yes) },
  { email: 'community@demo.test', metrics: metrics(no, no, no), orbital: onStartup(no, no, no) },
  { email: 'founder@demo.test', metrics: metrics(no, yes, yes), orbital: onStartup(no, no, no) },
  { email: 'partner@demo.test', metrics: metrics(no, no, yes), orbital: onStartup(no, no, no) },
];

let t: MetricsApp;
let orbital: string;

beforeAll(async () => {
  t = await startMetricsApp();
  orbital = await t.startupId('demo', 'Orbital Labs');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

/** The error code of the operation's first error, or 'ok'. */
async function outcome(token: string, query: string, variables?: Record<string, unknown>): Promise<string> {
  const res = await gql(t.app, DEMO, query, { token, variables });
  return res.body.errors?.[0]?.extensions?.code ?? (res.body.data ? 'ok' : 'no data');
}

const refused = (code: string) => code === 'Forbidden';

describe('metricsAbilities and the startups list (D-92)', () => {
  it.each(EXPECTED)('$email gets the policy answer, and the operations agree', async ({ email, metrics: expected }) => {
    const token = await t.token(DEMO, email);
    const { metricsAbilities } = await ok<{ metricsAbilities: Metrics }>(t.app, DEMO, token, METRICS_ABILITIES);
    expect(metricsAbilities).toEqual(expected);

    // The set-up: Forbidden exactly when the viewer may not manage it (else the empty name is refused).
    expect(refused(await outcome(token, SET_COLLECTION))).toBe(!expected.viewerCanManageSetup);
    // The export: Forbidden exactly when the viewer may not see the portfolio (else "from after to").
    expect(refused(await outcome(token, EXPORT))).toBe(!expected.viewerCanViewPortfolio);

    // Each visible startup says whether it may be asked for data; a dry run (it and an unknown id) agrees.
    type Row = { _id: string; name: string; viewerCanRequestMetricData: boolean; viewerCanSeeMetrics: boolean };
    const { startups } = await ok<{ startups: { results: Row[] } }>(t.app, DEMO, token, STARTUPS);
    for (const startup of startups.results) {
      const asked = await outcome(token, REQUEST_DATA, { ids: [startup._id, UNKNOWN_ID] });
      const charts = await outcome(token, SERIES, { id: startup._id });
      expect({ name: startup.name, requestRefused: refused(asked), chartsRefused: refused(charts) }).toEqual({
        name: startup.name,
        requestRefused: !startup.viewerCanRequestMetricData,
        chartsRefused: !startup.viewerCanSeeMetrics,
      });
    }
    expect(startups.results.some((s) => s.viewerCanRequestMetricData)).toBe(expected.viewerCanRequestData);
  });

  it('a dry run of requestMetricData changes nothing: the unknown id is NotFound after the rule', async () => {
    const admin = await t.token(DEMO, 'admin@demo.test');
    expect(await outcome(admin, REQUEST_DATA, { ids: [orbital, UNKNOWN_ID] })).toBe('NotFound');
  });

  it('signed out: refused', async () => {
    const res = await gql(t.app, DEMO, METRICS_ABILITIES);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});

describe('startupAbilities (D-92)', () => {
  it.each(EXPECTED)('$email on Orbital Labs gets the policy answer, and the operations agree', async ({ email, orbital: expected }) => {
    const token = await t.token(DEMO, email);
    const { startupAbilities } = await ok<{ startupAbilities: OnStartup & { startupId: string } }>(t.app, DEMO, token, STARTUP_ABILITIES, { id: orbital });
    expect(startupAbilities).toEqual({ startupId: orbital, ...expected });

    const timeline = await gql<{ startupTimeline: { viewerCanPost: boolean; viewerCanPostPrivate: boolean; viewerCanPin: boolean } }>(t.app, DEMO, TIMELINE, {
      token,
      variables: { id: orbital },
    });
    if (expected.viewerCanSeeTimeline) {
      expect(timeline.body.data?.startupTimeline).toEqual({ viewerCanPost: expected.viewerCanPostOnTimeline, viewerCanPostPrivate: expected.viewerCanPostPrivate, viewerCanPin: expected.viewerCanPin });
    } else {
      expect(timeline.body.errors?.[0]?.extensions?.code).toBe('Forbidden');
    }
    // A post with an unknown attachment: refused by the rule (Forbidden) or, past it, by the attachment (nothing is written).
    const post = (isPublic: boolean, isPinned = false) =>
      outcome(token, POST, { input: { startupId: orbital, message: 'dry run', isPublic, isPinned, attachmentIds: [UNKNOWN_ID] } });
    expect(refused(await post(true))).toBe(!expected.viewerCanPostOnTimeline);
    expect(refused(await post(false))).toBe(!expected.viewerCanPostPrivate);
    expect(refused(await post(true, true))).toBe(!expected.viewerCanPin);
    expect(refused(await outcome(token, SERIES, { id: orbital }))).toBe(!expected.viewerCanSeeMetrics);

    // Each post says whether the viewer may delete it; the author-or-admin rule of the mutations agrees.
    if (!expected.viewerCanSeeTimeline) return;
    type Post = { _id: string; isPublic: boolean; viewerCanDelete: boolean; createdBy: { _id: string } | null };
    const { startupTimeline } = await ok<{ startupTimeline: { results: Post[] } }>(t.app, DEMO, token, POSTS, { id: orbital });
    const me = await t.userId('demo', email);
    const admin = email.startsWith('admin');
    for (const item of startupTimeline.results.filter((p) => p.isPublic)) {
      expect(item.viewerCanDelete).toBe(admin || item.createdBy?._id === me);
      expect(refused(await outcome(token, KEEP_PUBLIC, { id: item._id }))).toBe(!item.viewerCanDelete);
    }
  });

  it('another tenant, or no such startup: NotFound; signed out: refused', async () => {
    const acmeAdmin = await t.token(ACME, 'admin@acme.test');
    const other = await gql(t.app, ACME, STARTUP_ABILITIES, { token: acmeAdmin, variables: { id: orbital } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('NotFound');
    const admin = await t.token(DEMO, 'admin@demo.test');
    expect(await outcome(admin, STARTUP_ABILITIES, { id: UNKNOWN_ID })).toBe('NotFound');
    expect(await outcome(admin, STARTUP_ABILITIES, { id: 'not-an-id' })).toBe('NotFound');
    const signedOut = await gql(t.app, DEMO, STARTUP_ABILITIES, { variables: { id: orbital } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });
});
