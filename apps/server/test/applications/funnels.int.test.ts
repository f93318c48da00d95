/**
 * Issue 16 item 1 (API): funnels with their ordered rounds — create, edit, save and reorder rounds, publish, close
 * (the closing rule archives drafts), archive and restore. Bad input names its field and changes nothing; another
 * tenant's program, form and funnel ids are refused; roles without the Funnel keys are refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { applications, forms, funnels, programs, users } from '../../src/db/schema/index.js';
import { runFunnelClosing } from '../../src/modules/applications/index.js';
import { ACME, DEMO, fails, gql, login, ok, useTestApp } from '../support/helpers.js';

const t = useTestApp();

const FIELDS =
  '_id name slug category status phase reapplyRule opensAt closesAt roundCount applicationCount viewerCanEdit viewerCanArchive program { _id name } intakeForm { _id } ' +
  'rounds { _id position name kind form { _id } evaluationForm { _id } evaluators { _id } acceptanceEmail { mode subject scheduledAt } rejectionEmail { mode subject body scheduledAt includeFeedback } autoAdvance { minEvaluations minMeanScore } }';
const CREATE = `mutation C($input: FunnelInput!) { createFunnel(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($funnelId: ID!, $input: FunnelInput!) { updateFunnel(funnelId: $funnelId, input: $input) { ${FIELDS} } }`;
const SAVE_ROUNDS = `mutation S($funnelId: ID!, $rounds: [FunnelRoundInput!]!) { saveFunnelRounds(funnelId: $funnelId, rounds: $rounds) { ${FIELDS} } }`;
const REORDER = `mutation R($funnelId: ID!, $roundIds: [ID!]!) { reorderFunnelRounds(funnelId: $funnelId, roundIds: $roundIds) { ${FIELDS} } }`;
const PUBLISH = `mutation P($funnelId: ID!) { publishFunnel(funnelId: $funnelId) { ${FIELDS} } }`;
const CLOSE = `mutation C($funnelId: ID!) { closeFunnel(funnelId: $funnelId) { ${FIELDS} } }`;
const ARCHIVE = 'mutation A($funnelId: ID!) { archiveFunnel(funnelId: $funnelId) { _id status phase } }';
const RESTORE = 'mutation R($funnelId: ID!) { restoreFunnel(funnelId: $funnelId) { _id status phase } }';
const FUNNELS = 'query F($search: String, $status: FunnelStatus, $programId: ID) { funnels(search: $search, status: $status, programId: $programId) { results { _id name roundCount } nextCursor } }';

const FUNNEL = `query F($id: ID!) { funnel(id: $id) { ${FIELDS} } }`;

interface Round {
  _id: string;
  position: number;
  name: string;
  kind: string;
  form: { _id: string } | null;
  evaluationForm: { _id: string } | null;
  evaluators: Array<{ _id: string }>;
  acceptanceEmail: { mode: string; subject: string; scheduledAt: string | null } | null;
  rejectionEmail: { mode: string; subject: string; body: string; scheduledAt: string | null; includeFeedback: boolean } | null;
  autoAdvance: { minEvaluations: number; minMeanScore: number } | null;
}
interface FunnelResult {
  _id: string;
  name: string;
  slug: string;
  status: string;
  phase: string;
  roundCount: number;
  viewerCanEdit: boolean;
  viewerCanArchive: boolean;
  program: { _id: string; name: string } | null;
  intakeForm: { _id: string } | null;
  rounds: Round[];
}

async function demoIds(): Promise<{ program: string; intake: string; evaluation: string; evaluator: string; cofounder: string }> {
  return t.db.tenant(t.incubatorIds.demo!, async (tx) => {
    const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, 'Spring 2026 Cohort'));
    const [intake] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'intake'), eq(forms.status, 'published'))).limit(1);
    const [evaluation] = await tx.select({ id: forms.id }).from(forms).where(and(eq(forms.kind, 'evaluation'), eq(forms.status, 'published'))).limit(1);
    const [evaluator] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'evaluator@demo.test'));
    const [cofounder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'cofounder@demo.test'));
    return { program: program!.id, intake: intake!.id, evaluation: evaluation!.id, evaluator: evaluator!.id, cofounder: cofounder!.id };
  });
}

const settings = (ids: { program: string; intake: string }, name: string, extra: Record<string, unknown> = {}) => ({
  programId: ids.program,
  name,
  intakeFormId: ids.intake,
  category: 'startup',
  opensAt: '2030-01-01T09:00:00.000Z',
  closesAt: '2030-02-01T17:00:00.000Z',
  reapplyRule: 'after_rejection',
  ...extra,
});

const threeRounds = (ids: { intake: string; evaluation: string; evaluator: string }) => [
  { name: 'Screening', kind: 'evaluation', evaluationFormId: ids.evaluation, evaluatorIds: [ids.evaluator], autoAdvance: { minEvaluations: 2, minMeanScore: 3.5 } },
  { name: 'Follow-up form', kind: 'form', formId: ids.intake, rejectionEmail: { mode: 'scheduled', subject: 'Your application', body: 'Thank you.', scheduledAt: '2030-03-01T08:00:00.000Z', includeFeedback: true } },
  { name: 'Pitch meeting', kind: 'meeting', acceptanceEmail: { mode: 'now', subject: 'Welcome', body: 'You are in.' } },
];

describe('funnels: the builder', () => {
  it('creates a funnel, saves three rounds, reorders them, publishes; the list shows it with its rounds count', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const ids = await demoIds();
    const { createFunnel } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Autumn Call 2030') });
    expect(createFunnel).toMatchObject({ name: 'Autumn Call 2030', slug: 'autumn-call-2030', status: 'draft', phase: 'draft', roundCount: 0, viewerCanEdit: true, viewerCanArchive: true, program: { _id: ids.program }, intakeForm: { _id: ids.intake } });

    const saved = (await ok<{ saveFunnelRounds: FunnelResult }>(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: threeRounds(ids) })).saveFunnelRounds;
    expect(saved.rounds.map((r) => [r.position, r.name, r.kind])).toEqual([[0, 'Screening', 'evaluation'], [1, 'Follow-up form', 'form'], [2, 'Pitch meeting', 'meeting']]);
    expect(saved.rounds[0]).toMatchObject({ evaluationForm: { _id: ids.evaluation }, evaluators: [{ _id: ids.evaluator }], autoAdvance: { minEvaluations: 2, minMeanScore: 3.5 } });
    expect(saved.rounds[1]!.rejectionEmail).toMatchObject({ mode: 'scheduled', subject: 'Your application', scheduledAt: '2030-03-01T08:00:00.000Z', includeFeedback: true });
    expect(saved.rounds[2]!.acceptanceEmail).toMatchObject({ mode: 'now', scheduledAt: null });

    const [screening, followUp, pitch] = saved.rounds.map((r) => r._id);
    const reordered = (await ok<{ reorderFunnelRounds: FunnelResult }>(t.app, DEMO, admin, REORDER, { funnelId: createFunnel._id, roundIds: [pitch, screening, followUp] })).reorderFunnelRounds;
    expect(reordered.rounds.map((r) => r.name)).toEqual(['Pitch meeting', 'Screening', 'Follow-up form']);
    expect(reordered.rounds.map((r) => r.position)).toEqual([0, 1, 2]);

    // Saving the list again keeps the ids it names, drops the one left out and adds a new one.
    const resaved = (
      await ok<{ saveFunnelRounds: FunnelResult }>(t.app, DEMO, admin, SAVE_ROUNDS, {
        funnelId: createFunnel._id,
        rounds: [
          { id: screening, name: 'Screening', kind: 'evaluation', evaluationFormId: ids.evaluation },
          { id: pitch, name: 'Pitch day', kind: 'meeting' },
          { name: 'Final review', kind: 'evaluation', evaluationFormId: ids.evaluation },
        ],
      })
    ).saveFunnelRounds;
    expect(resaved.rounds.map((r) => r.name)).toEqual(['Screening', 'Pitch day', 'Final review']);
    expect(resaved.rounds.slice(0, 2).map((r) => r._id)).toEqual([screening, pitch]);
    expect(resaved.rounds[0]!.evaluators).toEqual([]);

    const { publishFunnel } = await ok<{ publishFunnel: FunnelResult }>(t.app, DEMO, admin, PUBLISH, { funnelId: createFunnel._id });
    expect(publishFunnel).toMatchObject({ status: 'published', phase: 'upcoming' });

    const listed = await ok<{ funnels: { results: Array<{ _id: string; roundCount: number }> } }>(t.app, DEMO, admin, FUNNELS, { search: 'autumn', programId: ids.program });
    expect(listed.funnels.results).toEqual([{ _id: createFunnel._id, name: 'Autumn Call 2030', roundCount: 3 }]);
  });

  it('bad input names the field and changes nothing', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const ids = await demoIds();
    const { createFunnel } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Guarded call', { slug: 'guarded-call' }) });

    const closesFirst = await fails(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Backwards', { opensAt: '2030-02-01T00:00:00.000Z', closesAt: '2030-01-01T00:00:00.000Z' }) });
    expect(closesFirst).toMatchObject({ code: 'ValidationError' });
    expect(closesFirst.message).toMatch(/^closesAt: The closing date must be after the opening date/);
    expect((await fails(t.app, DEMO, admin, UPDATE, { funnelId: createFunnel._id, input: settings(ids, 'Guarded call', { slug: 'guarded-call', closesAt: '2029-01-01T00:00:00.000Z' }) })).message).toMatch(/^closesAt:/);

    const duplicate = await fails(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Another', { slug: 'guarded-call' }) });
    expect(duplicate).toMatchObject({ code: 'ValidationError', message: 'slug: Another funnel already uses this address.' });
    expect((await fails(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Bad slug', { slug: 'Not a slug!' }) })).message).toMatch(/^slug: /);

    // A round whose form is not published, or of the wrong kind.
    const draftForm = await t.db.tenant(t.incubatorIds.demo!, async (tx) => {
      const [row] = await tx.insert(forms).values({ incubatorId: t.incubatorIds.demo!, kind: 'intake', name: 'Unpublished intake', draftDefinition: { languages: ['en'], questions: [] } }).returning({ id: forms.id });
      return row!.id;
    });
    const unpublished = await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Fill', kind: 'form', formId: draftForm }] });
    expect(unpublished).toMatchObject({ code: 'ValidationError', message: 'rounds.0.formId: This form is not published.' });
    const wrongKind = await fails(t.app, DEMO, admin, SAVE_ROUNDS, {
      funnelId: createFunnel._id,
      rounds: [{ name: 'Ok', kind: 'meeting' }, { name: 'Score', kind: 'evaluation', evaluationFormId: ids.intake }],
    });
    expect(wrongKind.message).toBe('rounds.1.evaluationFormId: This form is not of the kind this place needs.');
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Score', kind: 'evaluation' }] })).message).toBe('rounds.0.evaluationFormId: An evaluation round needs an evaluation form.');
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Meet', kind: 'meeting', autoAdvance: { minEvaluations: 1, minMeanScore: 2 } }] })).message).toMatch(/^rounds\.0\.autoAdvance: /);
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Meet', kind: 'meeting', evaluatorIds: [ids.cofounder] }] })).message).toMatch(/^rounds\.0\.evaluatorIds: /);
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Mail', kind: 'meeting', rejectionEmail: { mode: 'scheduled', subject: 'S', body: 'B' } }] })).message).toMatch(/^rounds\.0\.rejectionEmail\.scheduledAt: /);
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [] })).message).toMatch(/^rounds: /);
    expect((await fails(t.app, DEMO, admin, PUBLISH, { funnelId: createFunnel._id })).message).toMatch(/^rounds: /);

    const { funnel } = await ok<{ funnel: FunnelResult }>(t.app, DEMO, admin, FUNNEL, { id: createFunnel._id });
    expect(funnel).toMatchObject({ name: 'Guarded call', status: 'draft', rounds: [] });
  });
});

describe('funnels: who may see and change them', () => {
  it('another tenant’s program, form and funnel ids are refused', async () => {
    const demoAdmin = await login(t.app, DEMO, 'admin@demo.test');
    const ids = await demoIds();
    const { createFunnel } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, demoAdmin, CREATE, { input: settings(ids, 'Demo only call') });

    const acme = await login(t.app, ACME, 'admin@acme.test');
    // Demo's program (and intake form) named from acme.
    const foreignProgram = await fails(t.app, ACME, acme, CREATE, { input: settings(ids, 'Stolen program') });
    expect(foreignProgram).toMatchObject({ code: 'ValidationError', message: 'programId: This program does not exist or you cannot manage it.' });
    const acmeProgram = await t.db.tenant(t.incubatorIds.acme!, async (tx) => (await tx.select({ id: programs.id }).from(programs).limit(1))[0]!.id);
    const foreignForm = await fails(t.app, ACME, acme, CREATE, { input: settings({ program: acmeProgram, intake: ids.intake }, 'Stolen form') });
    expect(foreignForm.message).toBe('intakeFormId: This form does not exist.');
    const { createFunnel: acmeFunnel } = await ok<{ createFunnel: FunnelResult }>(t.app, ACME, acme, CREATE, { input: { programId: acmeProgram, name: 'Appel acme' } });
    expect((await fails(t.app, ACME, acme, SAVE_ROUNDS, { funnelId: acmeFunnel._id, rounds: [{ name: 'Évaluation', kind: 'evaluation', evaluationFormId: ids.evaluation }] })).message).toBe('rounds.0.evaluationFormId: This form does not exist.');
    expect((await fails(t.app, ACME, acme, SAVE_ROUNDS, { funnelId: acmeFunnel._id, rounds: [{ name: 'Jury', kind: 'meeting', evaluatorIds: [ids.evaluator] }] })).message).toMatch(/^rounds\.0\.evaluatorIds: /);

    // Demo's funnel from acme: unknown.
    for (const [query, variables] of [
      [FUNNEL, { id: createFunnel._id }],
      [UPDATE, { funnelId: createFunnel._id, input: { programId: acmeProgram, name: 'Taken over' } }],
      [SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'x', kind: 'meeting' }] }],
      [ARCHIVE, { funnelId: createFunnel._id }],
      [PUBLISH, { funnelId: createFunnel._id }],
    ] as const) {
      expect((await fails(t.app, ACME, acme, query, variables)).code).toBe('NotFound');
    }
    const acmeList = await ok<{ funnels: { results: Array<{ _id: string }> } }>(t.app, ACME, acme, FUNNELS, {});
    expect(acmeList.funnels.results.map((f) => f._id)).toEqual([acmeFunnel._id]);
    const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select().from(funnels).where(eq(funnels.id, createFunnel._id)));
    expect(row).toMatchObject({ name: 'Demo only call', status: 'draft' });
  });

  it('roles without the Funnel keys are refused; staff build but do not archive; an evaluator sees only the funnels they evaluate in', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const ids = await demoIds();
    const { createFunnel: mine } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Evaluated call') });
    await ok(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: mine._id, rounds: [{ name: 'Review', kind: 'evaluation', evaluationFormId: ids.evaluation, evaluatorIds: [ids.evaluator] }] });
    const { createFunnel: other } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Not evaluated call') });

    for (const email of ['cofounder@demo.test', 'applicant@demo.test', 'mentor@demo.test']) {
      const token = await login(t.app, DEMO, email);
      expect((await fails(t.app, DEMO, token, FUNNELS, {})).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, FUNNEL, { id: mine._id })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, CREATE, { input: settings(ids, 'Nope') })).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, token, SAVE_ROUNDS, { funnelId: mine._id, rounds: [{ name: 'x', kind: 'meeting' }] })).code).toBe('Forbidden');
    }
    expect((await gql(t.app, DEMO, FUNNELS)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');

    const evaluator = await login(t.app, DEMO, 'evaluator@demo.test');
    const seen = await ok<{ funnels: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, evaluator, FUNNELS, {});
    // Theirs, and the two seeded calls they evaluate in (the open one and the finished one); never the other one.
    expect(seen.funnels.results.map((f) => f._id)).toContain(mine._id);
    expect(seen.funnels.results.map((f) => f._id)).not.toContain(other._id);
    expect(seen.funnels.results.map((f) => f.name).sort()).toEqual(['Autumn 2026 cohort', 'Evaluated call', 'Winter 2027 open call']);
    const { funnel } = await ok<{ funnel: FunnelResult }>(t.app, DEMO, evaluator, FUNNEL, { id: mine._id });
    expect(funnel).toMatchObject({ viewerCanEdit: false, viewerCanArchive: false });
    expect((await fails(t.app, DEMO, evaluator, FUNNEL, { id: other._id })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, evaluator, UPDATE, { funnelId: mine._id, input: settings(ids, 'x') })).code).toBe('Forbidden');

    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const { funnel: asStaff } = await ok<{ funnel: FunnelResult }>(t.app, DEMO, staff, FUNNEL, { id: other._id });
    expect(asStaff).toMatchObject({ viewerCanEdit: true, viewerCanArchive: false });
    expect((await fails(t.app, DEMO, staff, ARCHIVE, { funnelId: other._id })).code).toBe('Forbidden');

    expect((await ok<{ archiveFunnel: { status: string } }>(t.app, DEMO, admin, ARCHIVE, { funnelId: other._id })).archiveFunnel.status).toBe('archived');
    expect((await fails(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: other._id, rounds: [{ name: 'x', kind: 'meeting' }] })).message).toBe('funnelId: This funnel is archived.');
    const listed = await ok<{ funnels: { results: Array<{ _id: string }> } }>(t.app, DEMO, admin, FUNNELS, { search: 'not evaluated' });
    expect(listed.funnels.results).toEqual([]);
    expect((await ok<{ restoreFunnel: { status: string } }>(t.app, DEMO, admin, RESTORE, { funnelId: other._id })).restoreFunnel.status).toBe('draft');
  });
});

describe('funnels: closing', () => {
  it('a published funnel past its closing date is closed by the job and its drafts archived; submitted ones stay', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const ids = await demoIds();
    const { createFunnel } = await ok<{ createFunnel: FunnelResult }>(t.app, DEMO, admin, CREATE, { input: settings(ids, 'Closing call', { opensAt: null, closesAt: null }) });
    await ok(t.app, DEMO, admin, SAVE_ROUNDS, { funnelId: createFunnel._id, rounds: [{ name: 'Meet', kind: 'meeting' }] });
    const published = (await ok<{ publishFunnel: FunnelResult }>(t.app, DEMO, admin, PUBLISH, { funnelId: createFunnel._id })).publishFunnel;
    expect(published.phase).toBe('open');
    const demoId = t.incubatorIds.demo!;
    const [draftId, submittedId] = await t.db.tenant(demoId, async (tx) => {
      const base = { incubatorId: demoId, funnelId: createFunnel._id, applicantUserId: ids.cofounder };
      const [draft] = await tx.insert(applications).values({ ...base, title: 'Draft one' }).returning({ id: applications.id });
      const [submitted] = await tx.insert(applications).values({ ...base, title: 'Sent one', status: 'under_review', roundId: published.rounds[0]!._id, submittedAt: new Date() }).returning({ id: applications.id });
      await tx.update(funnels).set({ closesAt: sql`now() - interval '1 minute'` }).where(eq(funnels.id, createFunnel._id));
      return [draft!.id, submitted!.id];
    });
    // Past its date the funnel reads as closed even before the job ran.
    expect((await ok<{ funnel: FunnelResult }>(t.app, DEMO, admin, FUNNEL, { id: createFunnel._id })).funnel.phase).toBe('closed');

    const done = await runFunnelClosing({ db: t.db, log: pino({ level: 'silent' }) });
    expect(done.funnels).toBeGreaterThanOrEqual(1);
    const again = await runFunnelClosing({ db: t.db, log: pino({ level: 'silent' }) });
    expect(again.funnels).toBe(0);
    const rows = await t.db.tenant(demoId, (tx) => tx.select({ id: applications.id, archivedAt: applications.archivedAt }).from(applications).where(eq(applications.funnelId, createFunnel._id)));
    expect(rows.find((r) => r.id === draftId)?.archivedAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === submittedId)?.archivedAt).toBeNull();
    const { funnel } = await ok<{ funnel: FunnelResult }>(t.app, DEMO, admin, FUNNEL, { id: createFunnel._id });
    expect(funnel).toMatchObject({ status: 'closed', phase: 'closed' });

    // A closing date moved to the future opens it again; closing by hand closes it now.
    const reopened = (await ok<{ updateFunnel: FunnelResult }>(t.app, DEMO, admin, UPDATE, { funnelId: createFunnel._id, input: settings(ids, 'Closing call', { opensAt: null, closesAt: '2099-01-01T00:00:00.000Z' }) })).updateFunnel;
    expect(reopened).toMatchObject({ status: 'published', phase: 'open' });
    const [lateDraft] = await t.db.tenant(demoId, (tx) => tx.insert(applications).values({ incubatorId: demoId, funnelId: createFunnel._id, applicantUserId: ids.cofounder, title: 'Draft after reopening' }).returning({ id: applications.id }));
    expect((await ok<{ closeFunnel: FunnelResult }>(t.app, DEMO, admin, CLOSE, { funnelId: createFunnel._id })).closeFunnel).toMatchObject({ status: 'closed', phase: 'closed' });
    // Closing by hand archives the drafts too (issue 16 item 1: "closing auto-closes and archives drafts").
    const [closedDraft] = await t.db.tenant(demoId, (tx) => tx.select({ archivedAt: applications.archivedAt }).from(applications).where(eq(applications.id, lateDraft!.id)));
    expect(closedDraft!.archivedAt).toBeInstanceOf(Date);
    expect((await fails(t.app, DEMO, admin, CLOSE, { funnelId: createFunnel._id })).message).toBe('funnelId: This funnel is not published.');
  });
});

describe('funnels: the demo seed', () => {
  it('the demo tenant has an open call of the upcoming program with three rounds on the seeded forms', async () => {
    const admin = await login(t.app, DEMO, 'admin@demo.test');
    const listed = await ok<{ funnels: { results: Array<{ _id: string; name: string; roundCount: number }> } }>(t.app, DEMO, admin, FUNNELS, { search: 'winter-2027' });
    expect(listed.funnels.results).toHaveLength(1);
    const { funnel } = await ok<{ funnel: FunnelResult }>(t.app, DEMO, admin, FUNNEL, { id: listed.funnels.results[0]!._id });
    expect(funnel).toMatchObject({ slug: 'winter-2027', status: 'published', phase: 'open', program: { name: 'Winter 2027 Cohort' } });
    expect(funnel.rounds.map((r) => [r.name, r.kind])).toEqual([['Screening', 'evaluation'], ['Founder interview', 'meeting'], ['Final committee', 'evaluation']]);
    expect(funnel.rounds[0]!.evaluators).toHaveLength(4);
    expect(funnel.rounds[2]!.rejectionEmail).toMatchObject({ mode: 'scheduled', includeFeedback: true });
    const criteria = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.execute(sql`select name, weight from evaluation_criteria where round_id = ${funnel.rounds[0]!._id} order by position`));
    expect(criteria.rows).toEqual([{ name: 'Traction', weight: 1 }, { name: 'Team', weight: 2 }, { name: 'Readiness', weight: 1 }]);
  });
});
