/**
 * The startup entity of D2 §3.3 on the startups list (ENT-12: people, programs, info.website,
 * initialCategorizationComplete) within the role's visibility and the tenant, and the tenant currency default
 * (TEN-13: a tenant without a currency answers USD).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubators } from '../../src/db/schema/index.js';
import { ACME, closeTestDatabase, DEMO, login, startTestApp, type TestApp } from '../support/helpers.js';
import { errorCode, ok } from '../support/entities.js';

const STARTUPS = `{ startups(limit: 100) { results {
  _id name logo createdAt info { website } people { _id fullName } programs { _id name } initialCategorizationComplete
} } }`;
const CURRENCY = '{ publicIncubator { slug currency } }';

type Startup = {
  _id: string;
  name: string;
  logo: string | null;
  createdAt: string;
  info: { website: string | null };
  people: Array<{ _id: string; fullName: string }>;
  programs: Array<{ _id: string; name: string }>;
  initialCategorizationComplete: boolean;
};
type Page = { startups: { results: Startup[] } };

const PALETTE = {
  sidebar: { backgroundColor: '#000000', textColor: '#ffffff', activeItemBackgroundColor: '#111111', activeItemTextColor: '#eeeeee', activeSubItemTextColor: '#dddddd', logoType: 'NORMAL' as const },
  login: { logoType: 'NORMAL' as const, backgroundColor: '#ffffff', textColor: '#000000' },
};

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

const byName = (page: Page, name: string) => page.startups.results.find((s) => s.name === name)!;

describe('the startup (D2 §3.3)', () => {
  it('ENT-12: _id, name, logo, createdAt, info.website, people, programs and initialCategorizationComplete, within the role and the tenant', async () => {
    const admin = await ok<Page>(t.app, DEMO, await login(t.app, DEMO, 'admin@demo.test'), STARTUPS);
    // The six of data.ts and the 24 of the portfolio seed (issue 14).
    expect(admin.startups.results).toHaveLength(30);
    const orbital = byName(admin, 'Orbital Labs');
    expect(orbital).toMatchObject({ logo: null, info: { website: 'https://orbital-labs.example.com' }, initialCategorizationComplete: false });
    expect(orbital.people.map((p) => p.fullName)).toEqual(['Liam Carter', 'Maya Chen']);
    expect(orbital.programs.map((p) => p.name)).toEqual(['Spring 2026 Cohort']);
    expect(Date.parse(orbital.createdAt)).toBeLessThanOrEqual(Date.now());
    const greenleaf = byName(admin, 'Greenleaf Analytics');
    expect(greenleaf).toMatchObject({ people: [], initialCategorizationComplete: true, info: { website: 'https://greenleaf.example.com' } });
    expect(greenleaf.programs.map((p) => p.name)).toEqual(['Climate Track', 'Spring 2026 Cohort']);
    expect(byName(admin, 'Solo Robotics').people.map((p) => p.fullName)).toEqual(['Samuel Osei']);

    // The cofounder sees the same record of their own startup: the people ids are the users' ids.
    const cofounderToken = await login(t.app, DEMO, 'cofounder@demo.test');
    const me = await ok<{ currentUser: { _id: string } }>(t.app, DEMO, cofounderToken, '{ currentUser { _id } }');
    const own = await ok<Page>(t.app, DEMO, cofounderToken, STARTUPS);
    expect(own.startups.results.map((s) => s.name)).toEqual(['Orbital Labs']);
    expect(own.startups.results[0]!.people.map((p) => p._id)).toContain(me.currentUser._id);

    const acme = await ok<Page>(t.app, ACME, await login(t.app, ACME, 'admin@acme.test'), STARTUPS);
    expect(acme.startups.results.map((s) => [s.name, s.people.map((p) => p.fullName), s.programs.map((p) => p.name)])).toEqual([
      ['Atelier Vélo', [], ["Programme d'amorçage 2026"]],
      ['Lumière Bio', ['Julien Moreau'], ["Programme d'amorçage 2026"]],
    ]);
    const applicant = await ok<Page>(t.app, DEMO, await login(t.app, DEMO, 'applicant@demo.test'), STARTUPS);
    expect(applicant.startups.results).toEqual([]);
    expect(await errorCode(t.app, DEMO, undefined, STARTUPS)).toBe('AuthenticationRequiredError');
  });
});

describe('the tenant currency', () => {
  it('TEN-13: a tenant whose currency was never set, or set blank, answers USD; a set currency is kept', async () => {
    await t.db.registry((tx) =>
      tx.insert(incubators).values([
        { slug: 'nocurrency', name: 'No Currency', brandPalette: PALETTE },
        { slug: 'blankcurrency', name: 'Blank Currency', brandPalette: PALETTE, currency: '' },
      ]),
    );
    for (const slug of ['nocurrency', 'blankcurrency']) {
      const data = await ok<{ publicIncubator: { slug: string; currency: string } }>(t.app, `${slug}.localhost:3000`, undefined, CURRENCY);
      expect(data.publicIncubator).toEqual({ slug, currency: 'USD' });
    }
    expect((await ok<{ publicIncubator: { currency: string } }>(t.app, ACME, undefined, CURRENCY)).publicIncubator.currency).toBe('EUR');
    expect((await ok<{ publicIncubator: { currency: string } }>(t.app, DEMO, undefined, CURRENCY)).publicIncubator.currency).toBe('USD');
  });
});
