/**
 * Saved views of the portfolio list (issue 14 item 3, flag savedViewsStartups): create, list, update, delete one's
 * own; another user's or another tenant's view is not found and stays as it was; bad input names the field and
 * changes nothing; the flag switched off refuses every operation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, fails, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const FIELDS = '_id name state { search programIds stages status sort direction columns needsAttention }';
const LIST = `{ savedViews { ${FIELDS} } }`;
const CREATE = `mutation C($name: String!, $state: PortfolioViewInput!) { createSavedView(name: $name, state: $state) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $name: String, $state: PortfolioViewInput) { updateSavedView(id: $id, name: $name, state: $state) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteSavedView(id: $id) }';
const FLAG = 'mutation F($on: Boolean!) { setFeatureFlag(name: "savedViewsStartups", enabled: true, activated: $on) { name } }';

type View = { _id: string; name: string; state: { search: string | null; stages: string[]; sort: string | null; direction: string | null; columns: string[] | null; status: string | null } };
let t: TestApp;
const tokens: Record<string, string> = {};
const views = async (who: string, host = DEMO) => (await ok<{ savedViews: View[] }>(t.app, host, tokens[who], LIST)).savedViews;

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['admin', 'staff', 'mentor', 'cofounder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acme = await login(t.app, ACME, 'admin@acme.test');
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('saved views', () => {
  it('create, list, rename, change and delete one’s own views', async () => {
    const state = { search: 'lab', stages: ['mvp', 'seed'], sort: 'teamSize', direction: 'desc', columns: ['attention', 'stage'] };
    const created = (await ok<{ createSavedView: View }>(t.app, DEMO, tokens.staff, CREATE, { name: '  Growth watch ', state })).createSavedView;
    expect(created).toMatchObject({ name: 'Growth watch', state: { search: 'lab', stages: ['mvp', 'seed'], sort: 'teamSize', direction: 'desc', columns: ['attention', 'stage'], status: null } });
    await ok(t.app, DEMO, tokens.staff, CREATE, { name: 'Another', state: {} });
    // The seed gives staff a "Needs attention" view.
    expect((await views('staff')).map((v) => v.name)).toEqual(['Another', 'Growth watch', 'Needs attention']);
    expect(await views('mentor')).toEqual([]);

    const renamed = (await ok<{ updateSavedView: View }>(t.app, DEMO, tokens.staff, UPDATE, { id: created._id, name: 'Seed watch' })).updateSavedView;
    expect(renamed).toMatchObject({ name: 'Seed watch', state: { stages: ['mvp', 'seed'] } });
    const changed = (await ok<{ updateSavedView: View }>(t.app, DEMO, tokens.staff, UPDATE, { id: created._id, state: { stages: ['idea'] } })).updateSavedView;
    expect(changed).toMatchObject({ name: 'Seed watch', state: { stages: ['idea'], sort: null } });

    expect((await ok<{ deleteSavedView: boolean }>(t.app, DEMO, tokens.staff, DELETE, { id: created._id })).deleteSavedView).toBe(true);
    expect((await views('staff')).map((v) => v.name)).toEqual(['Another', 'Needs attention']);
  });

  it('another user’s view and another tenant’s view are not found, and stay as they were', async () => {
    const mine = (await ok<{ createSavedView: View }>(t.app, DEMO, tokens.admin, CREATE, { name: 'Admin only', state: { search: 'x' } })).createSavedView;
    for (const [who, host] of [['staff', DEMO], ['mentor', DEMO], ['acme', ACME]] as const) {
      expect((await fails(t.app, host, tokens[who], UPDATE, { id: mine._id, name: 'Taken' })).code).toBe('NotFound');
      expect((await fails(t.app, host, tokens[who], DELETE, { id: mine._id })).code).toBe('NotFound');
    }
    expect((await views('admin')).find((v) => v._id === mine._id)).toMatchObject({ name: 'Admin only', state: { search: 'x' } });
    expect(await views('acme', ACME)).toEqual([]);
  });

  it('bad input names the field and changes nothing; founders are refused', async () => {
    const before = await views('mentor');
    const bad = async (query: string, variables: Record<string, unknown>) => fails(t.app, DEMO, tokens.mentor, query, variables);
    expect(await bad(CREATE, { name: '   ', state: {} })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await bad(CREATE, { name: 'x'.repeat(81), state: {} })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect(await bad(CREATE, { name: 'Bad', state: { stages: ['unicorn'] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('stages') });
    expect(await bad(CREATE, { name: 'Bad', state: { programIds: ['nope'] } })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('programIds') });
    expect(await bad(UPDATE, { id: 'nope', name: 'x' })).toMatchObject({ code: 'NotFound' });
    await ok(t.app, DEMO, tokens.mentor, CREATE, { name: 'Mine', state: {} });
    expect(await bad(CREATE, { name: 'MINE', state: {} })).toMatchObject({ code: 'ValidationError', message: expect.stringContaining('name') });
    expect((await views('mentor')).map((v) => v.name)).toEqual([...before.map((v) => v.name), 'Mine']);
    expect((await fails(t.app, DEMO, tokens.cofounder, LIST)).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, CREATE, { name: 'Mine', state: {} })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, undefined, LIST)).code).toBe('AuthenticationRequiredError');
  });

  it('with savedViewsStartups switched off every operation is refused', async () => {
    await ok(t.app, DEMO, tokens.admin, FLAG, { on: false });
    try {
      expect((await fails(t.app, DEMO, tokens.staff, LIST)).code).toBe('Forbidden');
      expect((await fails(t.app, DEMO, tokens.staff, CREATE, { name: 'Off', state: {} })).code).toBe('Forbidden');
    } finally {
      await ok(t.app, DEMO, tokens.admin, FLAG, { on: true });
    }
    expect((await views('staff')).map((v) => v.name)).not.toContain('Off');
  });
});
