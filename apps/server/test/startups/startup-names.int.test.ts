/**
 * Issue 14 item 1 (D-161): a startup's name is unique in its tenant whatever its case — the unique index of migration
 * 0016 holds it in the database, and create and rename answer the translated "already exists" naming the field.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/core/db-errors.js';
import { startups } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const CREATE = 'mutation C($input: CreateStartupInput!) { createStartup(input: $input) { _id name } }';
const UPDATE = 'mutation U($id: ID!, $input: StartupProfileInput!) { updateStartupProfile(startupId: $id, input: $input) { _id name } }';
const TAKEN = { code: 'ValidationError', message: 'name: A startup with this name already exists.' };

const t = useTestApp();

async function namesLike(incubatorId: string, name: string): Promise<string[]> {
  const rows = await t.db.tenant(incubatorId, (tx) => tx.select({ name: startups.name }).from(startups).where(sql`lower(${startups.name}) = lower(${name})`));
  return rows.map((r) => r.name);
}

describe('startup names are unique per tenant, case-insensitively', () => {
  it('the index refuses a second row whose name differs only in case, in the same tenant only', async () => {
    const demoId = t.incubatorIds.demo!;
    const acmeId = t.incubatorIds.acme!;
    const error = await t.db.tenant(demoId, (tx) => tx.insert(startups).values({ incubatorId: demoId, name: 'ORBITAL LABS' })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
    expect(await namesLike(demoId, 'orbital labs')).toEqual(['Orbital Labs']);
    // Another tenant may use the name.
    await t.db.tenant(acmeId, (tx) => tx.insert(startups).values({ incubatorId: acmeId, name: 'Orbital Labs' }));
    expect(await namesLike(acmeId, 'orbital labs')).toEqual(['Orbital Labs']);
  });

  it('create and rename answer "already exists" naming the field and change nothing; two creates at once keep one', async () => {
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    expect(await fails(t.app, DEMO, staff, CREATE, { input: { name: '  solo ROBOTICS ' } })).toMatchObject(TAKEN);

    const created = await ok<{ createStartup: { _id: string } }>(t.app, DEMO, staff, CREATE, { input: { name: 'Name Keeper' } });
    const id = created.createStartup._id;
    expect(await fails(t.app, DEMO, staff, UPDATE, { id, input: { name: 'orbital labs' } })).toMatchObject(TAKEN);
    const [row] = await t.db.tenant(t.incubatorIds.demo!, (tx) => tx.select({ name: startups.name }).from(startups).where(eq(startups.id, id)));
    expect(row?.name).toBe('Name Keeper');
    // Its own name in another case is a rename, not a clash.
    expect((await ok<{ updateStartupProfile: { name: string } }>(t.app, DEMO, staff, UPDATE, { id, input: { name: 'NAME KEEPER' } })).updateStartupProfile.name).toBe('NAME KEEPER');

    const both = await Promise.all([0, 1].map(() => t.app.inject({ method: 'POST', url: '/graphql', headers: { host: DEMO, authorization: `Bearer ${staff}`, 'content-type': 'application/json' }, payload: { query: CREATE, variables: { input: { name: 'Twin Race' } } } })));
    const bodies = both.map((r) => JSON.parse(r.body) as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> });
    expect(bodies.filter((b) => !b.errors)).toHaveLength(1);
    expect(bodies.find((b) => b.errors)?.errors?.[0]).toMatchObject({ message: TAKEN.message, extensions: { code: TAKEN.code } });
    expect(await namesLike(t.incubatorIds.demo!, 'twin race')).toHaveLength(1);

    // Acme's admin names a startup as Demo's: tenants do not share names.
    const acme = await login(t.app, ACME, 'admin@acme.test');
    expect((await ok<{ createStartup: { name: string } }>(t.app, ACME, acme, CREATE, { input: { name: 'Name Keeper' } })).createStartup.name).toBe('Name Keeper');
  });
});
