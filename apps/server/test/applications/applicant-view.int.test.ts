/**
 * Issue 16 item 4 / Tests: applicants never see reviewer names or scores (D-245, D-267). The test WALKS THE SCHEMA twice:
 * 1. The applicant's own types (what myApplications, myApplication, myRoundForm, publicFunnel and openCalls answer):
 *    no object type reachable from them is an evaluation, a score, a review, a comment or the staff Application type
 *    (people appear only as the applicant themselves, the respondent of their own intake); then every scalar of
 *    them is asked for the applicant's application after two evaluators scored it with comments, staff wrote a note,
 *    and nothing of the reviewers (ids, e-mails, names) nor their scores, comments or the note comes back.
 * 2. Every root query whose answer can reach reviewer data (found in the type graph, not listed by hand) is called as the
 *    applicant with the ids that would open it: each is refused (Forbidden or NotFound) or answers nothing of it.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { DEMO, gql, login, ok, useTestApp } from '../support/helpers.js';
import { post } from '../support/identity.js';
import { ASSIGN, CRITERIA, SUBMIT, answersOf, insertApplication, openCall, userId, type AssignResult } from './review-support.js';

const t = useTestApp();

interface TypeRef { kind: string; name: string | null; ofType: TypeRef | null }
interface Arg { name: string; type: TypeRef }
interface Field { name: string; args: Arg[]; type: TypeRef }
interface IntroType { name: string; kind: string; fields: Field[] | null }

const TYPE = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `{ __schema { queryType { name } types { name kind fields { name args { name type { ${TYPE} } } type { ${TYPE} } } } } }`;
const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
/** Types that carry what an applicant must never see: people (reviewers are users), evaluations, scores, comments. */
const REVIEW_TYPES = [
  'Application', 'ApplicationComment', 'ApplicationRoundReview', 'CriterionScoreDistribution', 'Evaluation', 'EvaluationAssignmentView',
  'EvaluationConflict', 'EvaluationCriterionScore', 'EvaluationQueue', 'EvaluationQueueItem', 'EvaluatorAssignment', 'EvaluatorProgress',
  'EvaluatorScoreStats', 'RankingEntry', 'RoundApplicationReview', 'RoundRanking', 'RoundReview', 'ScoreBucket', 'ScoreSummary',
];
// People are reachable from the applicant's own types only as themselves (their intake submission's respondent): the
// data half of the walk shows no reviewer comes back that way.
const REVIEW_DATA = { test: (name: string) => REVIEW_TYPES.includes(name) };
const APPLICANT_ROOTS = ['myApplications', 'myApplication', 'myRoundForm', 'publicFunnel', 'openCalls'];

/** Object types reachable from a type (fields with arguments included: the type graph, not a query). */
function reachable(types: Map<string, IntroType>, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const field of types.get(from)?.fields ?? []) {
    const inner = named(field.type);
    if ((inner.kind === 'OBJECT' || inner.kind === 'INTERFACE' || inner.kind === 'UNION') && inner.name) reachable(types, inner.name, seen);
  }
  return seen;
}

/** Every field without required arguments, objects descended (depth-limited). */
function selection(types: Map<string, IntroType>, typeName: string, depth: number): string {
  const parts: string[] = [];
  for (const field of types.get(typeName)?.fields ?? []) {
    if (field.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const inner = named(field.type);
    if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(field.name);
    else if (inner.kind === 'OBJECT' && depth > 0) {
      const sub = selection(types, inner.name!, depth - 1);
      parts.push(sub ? `${field.name} { ${sub} }` : `${field.name} { __typename }`);
    } else if (inner.kind === 'OBJECT') parts.push(`${field.name} { __typename }`);
  }
  return parts.join(' ');
}

describe('the applicant never sees reviewer names or scores', () => {
  it('walks the applicant’s types and every query that reaches reviewer data', async () => {
    const call = await openCall(t);
    const email = `applicant-view-${Date.now()}@example.test`;
    const signUp = await post(t.app, DEMO, '/api/users/signup', { firstName: 'Alma', lastName: 'Applicant', email, password: 'Nebula-Orchard-58' });
    expect(signUp.statusCode).toBe(200);
    const applicant = (JSON.parse(signUp.body) as { token: string }).token;
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: email, title: 'Quiet Harbour' });

    const staff = await login(t.app, DEMO, 'admin@demo.test');
    const reviewers = ['evaluator@demo.test', 'coach@demo.test'];
    const reviewerIds = await Promise.all(reviewers.map((e) => userId(t, e)));
    const assigned = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [app], method: 'manual', evaluatorIds: reviewerIds });
    const assignmentIds = assigned.assignEvaluators.assignments.map((a) => a._id);
    const byEvaluator = new Map(assigned.assignEvaluators.assignments.map((a) => [a.evaluator._id, a._id]));
    const criteria = await ok<{ evaluationCriteria: Array<{ _id: string }> }>(t.app, DEMO, staff, CRITERIA, { roundId: call.screening });
    const scored = await ok<{ submitEvaluation: { item: { weightedScore: number } } }>(t.app, DEMO, await login(t.app, DEMO, reviewers[0]!), SUBMIT, {
      id: byEvaluator.get(reviewerIds[0]!),
      answers: answersOf(2, 3, 'soon'),
      comments: [{ criterionId: criteria.evaluationCriteria[0]!._id, comment: 'SECRET-REVIEW-COMMENT' }],
    });
    await ok(t.app, DEMO, await login(t.app, DEMO, reviewers[1]!), SUBMIT, { id: byEvaluator.get(reviewerIds[1]!), answers: answersOf(5, 4, 'ready') });
    await ok(t.app, DEMO, staff, 'mutation N($id: ID!) { addApplicationComment(applicationId: $id, body: "SECRET-STAFF-NOTE", staffOnly: true) { body } }', { id: app });

    const introspection = await ok<{ __schema: { queryType: { name: string }; types: IntroType[] } }>(t.app, DEMO, staff, INTROSPECTION);
    const types = new Map(introspection.__schema.types.map((type) => [type.name, type]));
    const query = types.get(introspection.__schema.queryType.name)!;
    const rootType = (name: string) => named(query.fields!.find((f) => f.name === name)!.type).name!;

    // 1. The applicant's types hold no reviewer data by construction…
    for (const root of APPLICANT_ROOTS) {
      const leaks = [...reachable(types, rootType(root))].filter((name) => REVIEW_DATA.test(name));
      expect(leaks, `${root} reaches reviewer data`).toEqual([]);
    }
    // …and every field of their application, asked in full, answers nothing of the reviewers.
    const reviewerRows = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ id: users.id, email: users.email, lastName: users.lastName }).from(users).where(inArray(users.email, reviewers)));
    const secrets = [
      ...reviewerRows.flatMap((u) => [u.id, u.email, u.lastName]),
      ...assignmentIds,
      String(scored.submitEvaluation.item.weightedScore),
      'SECRET-STAFF-NOTE',
      'SECRET-REVIEW-COMMENT',
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(2 * 3 + 2 + 3);
    const mine = await ok<Record<string, unknown>>(t.app, DEMO, applicant, `query M($id: ID!) { myApplication(id: $id) { ${selection(types, rootType('myApplication'), 3)} } myApplications { ${selection(types, rootType('myApplications'), 3)} } }`, { id: app });
    const text = JSON.stringify(mine);
    expect(text).toContain('Quiet Harbour');
    for (const secret of secrets) expect(text, `${secret} reached the applicant`).not.toContain(secret);

    // 2. Every root query that can reach reviewer data, called as the applicant with the ids that would open it.
    const idFor: Record<string, unknown> = { id: app, applicationId: app, roundId: call.screening, assignmentId: assignmentIds[0], funnelId: call.funnelId, sort: 'raw' };
    const reaching = query.fields!.filter((field) => [...reachable(types, named(field.type).name!)].some((name) => REVIEW_DATA.test(name)) && !APPLICANT_ROOTS.includes(field.name));
    expect(reaching.map((f) => f.name)).toEqual(expect.arrayContaining(['application', 'applicationEvaluations', 'roundRanking', 'roundReview', 'myEvaluationQueue', 'evaluationAssignment']));
    const unanswered: string[] = [];
    for (const field of reaching) {
      const required = field.args.filter((a) => a.type.kind === 'NON_NULL');
      if (required.some((a) => !(a.name in idFor))) {
        unanswered.push(field.name);
        continue;
      }
      const argDecl = field.args.filter((a) => a.name in idFor);
      const typeText = (type: TypeRef): string => (type.kind === 'NON_NULL' ? `${typeText(type.ofType!)}!` : type.kind === 'LIST' ? `[${typeText(type.ofType!)}]` : type.name!);
      const vars = argDecl.map((a) => `$${a.name}: ${typeText(a.type)}`).join(', ');
      const args = argDecl.map((a) => `${a.name}: $${a.name}`).join(', ');
      const inner = named(field.type);
      const sub = inner.kind === 'OBJECT' ? `{ ${selection(types, inner.name!, 2) || '__typename'} }` : '';
      const body = `query W${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${sub} }`;
      const variables = Object.fromEntries(argDecl.map((a) => [a.name, idFor[a.name]]));
      const answer = (await gql(t.app, DEMO, body, { token: applicant, variables })).body;
      const code = answer.errors?.[0]?.extensions?.code;
      if (code) {
        expect(['Forbidden', 'NotFound', 'AuthenticationRequired'], `${field.name} answered ${code}`).toContain(code);
        continue;
      }
      const answered = JSON.stringify(answer.data);
      for (const secret of secrets) expect(answered, `${field.name} gave the applicant ${secret}`).not.toContain(secret);
    }
    // Fields whose arguments this walk cannot fill are named, so a new one is looked at rather than skipped silently.
    expect(unanswered.filter((name) => !KNOWN_UNFILLED.has(name)), 'root queries reaching reviewer data the walk could not call').toEqual([]);
  });
});

/** Root queries reaching review data with required arguments the walk does not fill. */
const KNOWN_UNFILLED = new Set<string>();
