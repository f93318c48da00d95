/**
 * Blind review (issue 16, flag anonymityApplications; D-240, D-268): the test WALKS THE SCHEMA. From the review types an
 * evaluator reads (the queue, an assignment, the application's evaluations) it selects every field reachable without
 * required arguments — every User and Startup field included — and asks as an external evaluator with the flag on:
 * nothing that names the applicant comes back (their id, e-mail, names, the title, the startup). Staff asking for
 * the same application see it all. With the flag off the evaluator sees the title again.
 */
import { describe, expect, it } from 'vitest';
import { setFlag } from '../support/flags.js';
import { DEMO, login, ok, useTestApp } from '../support/helpers.js';
import { ASSIGN, insertApplication, openCall, userId, type AssignResult } from './review-support.js';

const t = useTestApp();

interface TypeRef { kind: string; name: string | null; ofType: TypeRef | null }
interface Field { name: string; args: Array<{ type: TypeRef }>; type: TypeRef }
interface IntroType { name: string; kind: string; fields: Field[] | null }

const INTROSPECTION = '{ __schema { types { name kind fields { name args { type { kind } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }';
const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type);
/** Types not about the applicant, walked no further: the funnel's set-up (program, forms) is the same for every application. */
const NOT_DESCENDED = new Set(['Funnel', 'FunnelRound', 'Program', 'Form', 'FormVersion']);

function selection(types: Map<string, IntroType>, typeName: string, path: readonly string[], depth: number): string {
  const type = types.get(typeName)!;
  const parts: string[] = [];
  for (const field of type.fields ?? []) {
    if (field.args.some((a) => a.type.kind === 'NON_NULL')) continue;
    const inner = named(field.type);
    if (inner.kind === 'SCALAR' || inner.kind === 'ENUM') parts.push(field.name);
    else if (inner.kind === 'OBJECT' && depth > 0 && !path.includes(inner.name!) && !NOT_DESCENDED.has(inner.name!)) {
      const sub = selection(types, inner.name!, [...path, inner.name!], inner.name === 'User' || inner.name === 'Startup' ? 0 : depth - 1);
      if (sub) parts.push(`${field.name} { ${sub} }`);
    } else if (inner.kind === 'OBJECT' && NOT_DESCENDED.has(inner.name!)) parts.push(`${field.name} { __typename }`);
  }
  return parts.join(' ');
}

describe('blind review: a schema walk', () => {
  it('an external evaluator under anonymityApplications gets nothing that names the applicant, by any field; staff see it', async () => {
    const call = await openCall(t);
    const applicantEmail = 'cofounder@demo.test';
    const applicantId = await userId(t, applicantEmail);
    const app = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail, title: 'Orbital Labs', startupName: 'Orbital Labs' });
    const staff = await login(t.app, DEMO, 'admin@demo.test');
    const evaluatorId = await userId(t, 'evaluator@demo.test');
    const assigned = await ok<AssignResult>(t.app, DEMO, staff, ASSIGN, { roundId: call.screening, applicationIds: [app], method: 'manual', evaluatorIds: [evaluatorId] });
    const assignmentId = assigned.assignEvaluators.assignments[0]!._id;
    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    await ok(t.app, DEMO, evaluator, 'mutation S($id: ID!, $a: JSON!) { submitEvaluation(assignmentId: $id, answers: $a) { _id } }', { id: assignmentId, a: { progress: { numberValue: 4 }, team: { numberValue: 4 }, readiness: { arrayValue: ['soon'] } } });

    const introspection = await ok<{ __schema: { types: IntroType[] } }>(t.app, DEMO, staff, INTROSPECTION);
    const types = new Map(introspection.__schema.types.map((type) => [type.name, type]));
    // Every User and Startup field is selected where they appear (the applicant, the startup).
    const applicationSelection = selection(types, 'Application', ['Application'], 2);
    expect(applicationSelection).toContain('applicant {');
    expect(applicationSelection).toContain('startup {');
    expect(applicationSelection).toContain('reviews {');
    const queue = `query Q { myEvaluationQueue { remaining items { ${selection(types, 'EvaluationQueueItem', ['EvaluationQueueItem'], 3)} } } }`;
    const view = `query V($id: ID!) { evaluationAssignment(assignmentId: $id) { ${selection(types, 'EvaluationAssignmentView', ['EvaluationAssignmentView'], 3)} } }`;

    const startup = await ok<{ roundReview: { applications: Array<{ application: { _id: string; title: string; applicant: { firstName: string; lastName: string; email: string }; startup: { _id: string; name: string } } }> } }>(
      t.app, DEMO, staff, 'query R($r: ID!) { roundReview(roundId: $r) { applications { application { _id title applicant { firstName lastName email } startup { _id name } } } } }', { r: call.screening },
    );
    const seen = startup.roundReview.applications.find((a) => a.application._id === app)!.application;
    // Staff see who applied.
    expect(seen).toMatchObject({ title: 'Orbital Labs', applicant: { email: applicantEmail }, startup: { name: 'Orbital Labs' } });
    const identity = [applicantId, applicantEmail, seen.applicant.firstName, seen.applicant.lastName, seen.startup._id, 'Orbital Labs'];

    await setFlag(t, 'demo', 'anonymityApplications', true, true);
    for (const [query, variables] of [[queue, {}], [view, { id: assignmentId }]] as const) {
      const data = await ok<Record<string, unknown>>(t.app, DEMO, evaluator, query, variables);
      const text = JSON.stringify(data);
      expect(text).toContain(app);
      expect(text).toContain('"identityHidden":true');
      for (const value of identity) expect(text, `${value} leaked`).not.toContain(value);
    }
    // Staff still see everything under the flag.
    const again = await ok<typeof startup>(t.app, DEMO, staff, 'query R($r: ID!) { roundReview(roundId: $r) { applications { application { _id title applicant { firstName lastName email } startup { _id name } } } } }', { r: call.screening });
    expect(again.roundReview.applications.find((a) => a.application._id === app)!.application.title).toBe('Orbital Labs');

    await setFlag(t, 'demo', 'anonymityApplications', false, false);
    const open = await ok<{ myEvaluationQueue: { items: Array<{ application: { _id: string; title: string | null } | null }> } }>(t.app, DEMO, evaluator, 'query { myEvaluationQueue { items { application { _id title } } } }');
    expect(open.myEvaluationQueue.items.find((i) => i.application?._id === app)!.application!.title).toBe('Orbital Labs');
  });
});
