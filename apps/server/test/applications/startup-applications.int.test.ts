/**
 * The startup file's Applications tab (D-387): `startupApplications(startupId)`. Staff with an Application key see the
 * startup's applications with status and round; the startup's own people see them with the applicant-safe status only
 * (no status, no round). Refused: a role without an Application key who is not one of its people (a mentor), a
 * co-founder of another startup, another tenant's startup (as unknown), a bad id.
 */
import { describe, expect, it } from 'vitest';
import { startupPeople, startups } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';
import { insertApplication, openCall, userId } from './review-support.js';

const t = useTestApp();

const QUERY = `query S($startupId: ID!) { startupApplications(startupId: $startupId) { view results { _id funnelName programName status applicantStatus roundName submittedAt } } }`;

interface Answer {
  startupApplications: { view: string; results: Array<{ _id: string; funnelName: string; programName: string | null; status: string | null; applicantStatus: string; roundName: string | null; submittedAt: string | null }> };
}

describe('startup file: Applications tab (D-387)', () => {
  it('staff see status and round; the founders the applicant-safe status only; others and other tenants are refused', async () => {
    const call = await openCall(t);
    const incubatorId = t.incubatorIds.demo!;
    const founder = await userId(t, 'applicant@demo.test');
    const startupId = await t.db.tenant(incubatorId, async (tx) => {
      const [startup] = await tx.insert(startups).values({ incubatorId, name: 'Tabbed Applications Co' }).returning({ id: startups.id });
      await tx.insert(startupPeople).values({ incubatorId, startupId: startup!.id, userId: founder, personGroup: 'cofounder' });
      return startup!.id;
    });
    const first = await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'First go', startupName: 'Tabbed Applications Co' });
    const second = await insertApplication(t, { funnelId: call.funnelId, roundId: call.interview, applicantEmail: 'applicant@demo.test', title: 'Second go', startupName: 'Tabbed Applications Co' });
    await insertApplication(t, { funnelId: call.funnelId, roundId: call.screening, applicantEmail: 'applicant@demo.test', title: 'Someone else' });

    const staff = (await ok<Answer>(t.app, DEMO, await login(t.app, DEMO, 'staff@demo.test'), QUERY, { startupId })).startupApplications;
    expect(staff.view).toBe('staff');
    expect(staff.results.map((r) => r._id).sort()).toEqual([first, second].sort());
    const byId = new Map(staff.results.map((r) => [r._id, r]));
    expect(byId.get(first)).toMatchObject({ funnelName: 'Review fixture call', status: 'under_review', applicantStatus: 'in_review', roundName: 'Screening' });
    expect(byId.get(second)!.roundName).toBe('Founder interview');
    expect(byId.get(first)!.programName).toEqual(expect.any(String));
    expect(byId.get(first)!.submittedAt).not.toBeNull();

    const own = (await ok<Answer>(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), QUERY, { startupId })).startupApplications;
    expect(own.view).toBe('founder');
    expect(own.results).toHaveLength(2);
    for (const row of own.results) expect(row).toMatchObject({ status: null, roundName: null, applicantStatus: 'in_review' });

    // A coach sees every startup but holds no Application key and is not one of its people: Forbidden.
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'coach@demo.test'), QUERY, { startupId })).code).toBe('Forbidden');
    // Refused: a mentor (no Application key, not one of its people), a co-founder of another startup, another tenant, a bad id.
    expect(['Forbidden', 'NotFound']).toContain((await fails(t.app, DEMO, await login(t.app, DEMO, 'mentor@demo.test'), QUERY, { startupId })).code);
    expect(['Forbidden', 'NotFound']).toContain((await fails(t.app, DEMO, await login(t.app, DEMO, 'cofounder@demo.test'), QUERY, { startupId })).code);
    expect((await fails(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), QUERY, { startupId })).code).toBe('NotFound');
    expect((await fails(t.app, DEMO, await login(t.app, DEMO, 'staff@demo.test'), QUERY, { startupId: 'nope' })).code).toBe('NotFound');
  });
});
