/**
 * Tenancy walls of the db layer, on whichever engine this run uses (PGlite, or PostgreSQL with DATABASE_URL):
 * row-level security, composite tenant foreign keys, and tenant() isolation under concurrency.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from './contract.js';
import { featureFlags, helpArticles, incubators, roles, startups, users } from './schema/index.js';
import { seedDatabase } from '../seed/index.js';
import { createTestDatabase } from './testing.js';

const REGISTRY_TABLES = ['incubators', 'feature_flags', 'help_articles'];

let db: Database;
let cleanup: () => Promise<void>;
let demoId: string;
let acmeId: string;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  const summary = await seedDatabase(db);
  demoId = summary.incubators.demo!;
  acmeId = summary.incubators.acme!;
});

afterAll(async () => {
  await cleanup?.();
});

/** Drizzle wraps driver errors ("Failed query: …"); the engine's message is on `cause`. */
async function expectDbError(promise: Promise<unknown>, pattern: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'expected the statement to fail').toBeInstanceOf(Error);
  const err = error as Error & { cause?: { message?: string; code?: string } };
  expect(`${err.message}\n${err.cause?.message ?? ''}`).toMatch(pattern);
}

/** Runs fn as the application role with no tenant set, as a mis-scoped query would. */
function asAppRoleWithoutTenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.registry((base) =>
    base.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE hatchery_app`);
      return fn(tx);
    }),
  );
}

describe(`row-level security (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('runs tenant work as hatchery_app with app.incubator_id set, and leaves nothing behind', async () => {
    const inside = await db.tenant(demoId, (tx) =>
      tx.execute<{ role: string; incubator: string }>(sql`select current_user as role, current_setting('app.incubator_id', true) as incubator`),
    );
    expect(inside.rows[0]).toEqual({ role: 'hatchery_app', incubator: demoId });
    const after = await db.registry((tx) =>
      tx.execute<{ role: string; incubator: string | null }>(sql`select current_user as role, current_setting('app.incubator_id', true) as incubator`),
    );
    expect(after.rows[0]?.role).not.toBe('hatchery_app');
    expect(after.rows[0]?.incubator ?? '').toBe('');
  });

  it("a select inside tenant(A) returns only A's rows", async () => {
    const demoUsers = await db.tenant(demoId, (tx) => tx.select({ incubatorId: users.incubatorId, email: users.email }).from(users));
    const acmeUsers = await db.tenant(acmeId, (tx) => tx.select({ incubatorId: users.incubatorId, email: users.email }).from(users));
    // 15 base accounts, the 8 founders the portfolio seed invites (seed/startups-programs.ts), the applications seed's
    // 3 outside evaluators and 74 applicants (seed/applications*.ts) and the pipeline journey's 7 (applications-pipeline.ts).
    expect(demoUsers.length).toBe(107);
    expect(acmeUsers.length).toBe(2);
    expect(demoUsers.every((u) => u.incubatorId === demoId)).toBe(true);
    expect(acmeUsers.every((u) => u.incubatorId === acmeId)).toBe(true);
    // Even an explicit filter on the other tenant finds nothing.
    const peek = await db.tenant(demoId, (tx) => tx.select().from(users).where(eq(users.incubatorId, acmeId)));
    expect(peek).toEqual([]);
  });

  it("an insert with B's incubator_id inside tenant(A) is rejected", async () => {
    const acmeRole = await db.tenant(acmeId, async (tx) => (await tx.select({ id: roles.id }).from(roles).limit(1))[0]!.id);
    await expectDbError(db.tenant(demoId, (tx) =>
        tx.insert(users).values({ incubatorId: acmeId, email: 'intruder@acme.test', fullName: 'Intruder', roleId: acmeRole }),
      ), /row-level security/i);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(startups).values({ incubatorId: acmeId, name: 'Planted' })), /row-level security/i);
    const planted = await db.tenant(acmeId, (tx) => tx.select().from(startups).where(eq(startups.name, 'Planted')));
    expect(planted).toEqual([]);
  });

  it('a row cannot be moved to another tenant, nor updated or deleted across tenants', async () => {
    await expectDbError(db.tenant(demoId, (tx) => tx.update(startups).set({ incubatorId: acmeId }).where(eq(startups.name, 'Orbital Labs'))), /row-level security/i);
    const touched = await db.tenant(demoId, (tx) =>
      tx.update(startups).set({ name: 'Hijacked' }).where(eq(startups.name, 'Lumière Bio')).returning({ id: startups.id }),
    );
    expect(touched).toEqual([]);
    const deleted = await db.tenant(demoId, (tx) => tx.delete(startups).where(eq(startups.name, 'Atelier Vélo')).returning({ id: startups.id }));
    expect(deleted).toEqual([]);
    const acmeStartups = await db.tenant(acmeId, (tx) => tx.select({ name: startups.name }).from(startups));
    expect(acmeStartups.map((s) => s.name).sort()).toEqual(['Atelier Vélo', 'Lumière Bio']);
  });

  it('a raw query as the app role without a tenant set returns nothing and cannot write', async () => {
    const rows = await asAppRoleWithoutTenant((tx) => tx.select().from(users));
    expect(rows).toEqual([]);
    const count = await asAppRoleWithoutTenant((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from startups`));
    expect(count.rows[0]?.n).toBe(0);
    await expectDbError(asAppRoleWithoutTenant((tx) => tx.insert(startups).values({ incubatorId: demoId, name: 'Orphan' })), /row-level security/i);
    // The registry stays readable.
    const slugs = await asAppRoleWithoutTenant((tx) => tx.select({ slug: incubators.slug }).from(incubators));
    expect(slugs.map((s) => s.slug).sort()).toEqual(['acme', 'demo', 'sso']);
  });

  it('the app role may read but not write the registry tables', async () => {
    const flags = await db.tenant(demoId, (tx) => tx.select().from(featureFlags));
    expect(flags.length).toBe(38);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(featureFlags).values({ name: 'rogue' })), /permission denied/i);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(incubators).values({ slug: 'rogue', name: 'Rogue', brandPalette: { sidebar: {}, login: {} } as never })), /permission denied/i);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(helpArticles).values({ slug: 'rogue', title: 'x', body: 'x', userTypes: [] })), /permission denied/i);
  });

  it('lets a tenant update its own incubator row (settings) and no other', async () => {
    const hijacked = await db.tenant(demoId, (tx) => tx.update(incubators).set({ name: 'Pwned' }).where(eq(incubators.id, acmeId)).returning());
    expect(hijacked).toEqual([]);
    const acme = await db.registry((tx) => tx.select({ name: incubators.name }).from(incubators).where(eq(incubators.id, acmeId)));
    expect(acme[0]?.name).toBe('Acme Ventures');
    const own = await db.tenant(demoId, (tx) => tx.update(incubators).set({ description: 'Updated' }).where(eq(incubators.id, demoId)).returning({ id: incubators.id }));
    expect(own).toEqual([{ id: demoId }]);
  });

  it("composite foreign keys stop a row from pointing at another tenant's rows", async () => {
    const acmeRole = await db.tenant(acmeId, async (tx) => (await tx.select({ id: roles.id }).from(roles).limit(1))[0]!.id);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(users).values({ incubatorId: demoId, email: 'mixed@demo.test', fullName: 'Mixed', roleId: acmeRole })), /foreign key/i);
  });

  it('stores emails lower-cased and unique per tenant', async () => {
    const role = await db.tenant(demoId, async (tx) => (await tx.select({ id: roles.id }).from(roles).limit(1))[0]!.id);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(users).values({ incubatorId: demoId, email: 'Upper@Demo.test', fullName: 'Upper', roleId: role })), /users_email_lower_ck|check constraint/i);
    await expectDbError(db.tenant(demoId, (tx) => tx.insert(users).values({ incubatorId: demoId, email: 'admin@demo.test', fullName: 'Dup', roleId: role })), /unique|duplicate/i);
  });

  it('rejects a tenant id that is not a uuid before touching the database', async () => {
    for (const bad of ['', 'demo', "00000000-0000-0000-0000-000000000000'; drop table users; --", undefined as unknown as string]) {
      await expect(db.tenant(bad, async () => 1)).rejects.toThrow(/uuid/);
    }
  });

  it('rolls the whole tenant transaction back when fn throws, and nested transactions use savepoints', async () => {
    await expect(
      db.tenant(demoId, async (tx) => {
        await tx.insert(startups).values({ incubatorId: demoId, name: 'Rolled Back Inc' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const kept = await db.tenant(demoId, async (tx) => {
      await tx.insert(startups).values({ incubatorId: demoId, name: 'Kept Co' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(startups).values({ incubatorId: demoId, name: 'Inner Undone' });
          throw new Error('inner');
        })
        .catch(() => undefined);
      const names = await tx.select({ name: startups.name }).from(startups);
      await tx.delete(startups).where(and(eq(startups.incubatorId, demoId), eq(startups.name, 'Kept Co')));
      return names.map((n) => n.name);
    });
    expect(kept).toContain('Kept Co');
    expect(kept).not.toContain('Inner Undone');
    expect(kept).not.toContain('Rolled Back Inc');
  });

  it('concurrent tenant() calls never see each other’s tenant', async () => {
    const ids = [demoId, acmeId];
    const runs = Array.from({ length: 60 }, (_, i) => {
      const expected = ids[i % 2]!;
      return db.tenant(expected, async (tx) => {
        const first = await tx.execute<{ incubator: string }>(sql`select current_setting('app.incubator_id', true) as incubator`);
        // Yield to the event loop so other calls get a chance to interleave.
        await new Promise((resolve) => setTimeout(resolve, i % 3));
        const rows = await tx.select({ incubatorId: users.incubatorId }).from(users);
        const second = await tx.execute<{ incubator: string; role: string }>(
          sql`select current_setting('app.incubator_id', true) as incubator, current_user as role`,
        );
        return { expected, first: first.rows[0]?.incubator, second: second.rows[0], owners: new Set(rows.map((r) => r.incubatorId)) };
      });
    });
    const results = await Promise.all(runs);
    for (const r of results) {
      expect(r.first).toBe(r.expected);
      expect(r.second).toEqual({ incubator: r.expected, role: 'hatchery_app' });
      expect([...r.owners]).toEqual([r.expected]);
    }
    // Registry work interleaved with tenant work still runs as the connecting role.
    const [registryRole] = await Promise.all([
      db.registry((tx) => tx.execute<{ role: string }>(sql`select current_user as role`)),
      db.tenant(demoId, (tx) => tx.select().from(users).limit(1)),
    ]);
    expect(registryRole.rows[0]?.role).not.toBe('hatchery_app');
  });

  it('a pooled connection never carries a tenant to the next transaction, whatever the first statement did (D-165)', async () => {
    const seenBy = (incubatorId: string) =>
      db.tenant(incubatorId, (tx) => tx.execute<{ incubator: string; role: string }>(sql`select current_setting('app.incubator_id', true) as incubator, current_user as role`));
    // The entry travels with the first statement: a first statement that fails, one that opens a savepoint, two
    // sent at once, and a callback that sends nothing at all, each followed by other tenants on the same pool.
    const role = await db.tenant(demoId, async (tx) => (await tx.select({ id: roles.id }).from(roles).limit(1))[0]!.id);
    for (let round = 0; round < 3; round += 1) {
      await expectDbError(
        db.tenant(acmeId, (tx) => tx.insert(users).values({ incubatorId: acmeId, email: `fk${round}@acme.test`, fullName: 'FK', roleId: role })),
        /foreign key/i,
      );
      expect((await seenBy(demoId)).rows[0]).toEqual({ incubator: demoId, role: 'hatchery_app' });
      const nested = await db.tenant(acmeId, (tx) =>
        tx.transaction(async (inner) => (await inner.execute<{ incubator: string }>(sql`select current_setting('app.incubator_id', true) as incubator`)).rows[0]),
      );
      expect(nested).toEqual({ incubator: acmeId });
      const [a, b] = await db.tenant(demoId, (tx) =>
        Promise.all([tx.select({ id: users.incubatorId }).from(users).limit(1), tx.execute<{ incubator: string }>(sql`select current_setting('app.incubator_id', true) as incubator`)]),
      );
      expect(a).toEqual([{ id: demoId }]);
      expect(b.rows[0]).toEqual({ incubator: demoId });
      expect(await db.tenant(acmeId, async () => 'nothing sent')).toBe('nothing sent');
      expect((await seenBy(acmeId)).rows[0]).toEqual({ incubator: acmeId, role: 'hatchery_app' });
    }
    // Every pooled connection, held at once so no two checks share one: none is left as the app role or a tenant.
    const outside = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.registry((tx) =>
          tx.transaction((t) => t.execute<{ incubator: string | null; role: string }>(sql`select current_setting('app.incubator_id', true) as incubator, current_user as role, pg_sleep(0.05)`)),
        ),
      ),
    );
    for (const r of outside) {
      expect(r.rows[0]?.role).not.toBe('hatchery_app');
      expect(r.rows[0]?.incubator ?? '').toBe('');
    }
  });

  it('work marked as reads (D-196) runs as the app role in its tenant, refuses other tenants, and a write still commits or rolls back whole', async () => {
    const reads = <T>(incubatorId: string, fn: (tx: Tx) => Promise<T>) => db.tenant(incubatorId, fn, { reads: true });
    const whoAmI = sql`select current_setting('app.incubator_id', true) as incubator, current_user as role`;
    // On PostgreSQL the reads really run read-only (outside a transaction block); PGlite ignores the option.
    const mode = await reads(demoId, (tx) => tx.execute<{ readonly: string }>(sql`select current_setting('transaction_read_only') as readonly`));
    expect(mode.rows[0]?.readonly).toBe(db.kind === 'postgres' ? 'on' : 'off');
    for (let round = 0; round < 3; round += 1) {
      for (const id of [demoId, acmeId]) {
        const seen = await reads(id, async (tx) => {
          const first = await tx.execute<{ incubator: string; role: string }>(whoAmI);
          const owners = await tx.select({ id: users.incubatorId }).from(users);
          const [second] = await Promise.all([tx.execute<{ incubator: string; role: string }>(whoAmI), tx.select().from(roles).limit(1)]);
          return { first: first.rows[0], second: second.rows[0], owners: [...new Set(owners.map((o) => o.id))] };
        });
        expect(seen).toEqual({ first: { incubator: id, role: 'hatchery_app' }, second: { incubator: id, role: 'hatchery_app' }, owners: [id] });
      }
      // Reads, then a write: the write goes into a transaction with everything after it, committed at the end.
      const written = await reads(demoId, async (tx) => {
        await tx.select().from(users).limit(1);
        await tx.insert(startups).values({ incubatorId: demoId, name: `Read Then Written ${round}` });
        const inside = await tx.execute<{ incubator: string; role: string }>(whoAmI);
        return inside.rows[0];
      });
      expect(written).toEqual({ incubator: demoId, role: 'hatchery_app' });
      const [row] = await db.tenant(demoId, (tx) => tx.select({ name: startups.name }).from(startups).where(eq(startups.name, `Read Then Written ${round}`)));
      expect(row).toEqual({ name: `Read Then Written ${round}` });
      await db.tenant(demoId, (tx) => tx.delete(startups).where(and(eq(startups.incubatorId, demoId), eq(startups.name, `Read Then Written ${round}`))));
      // A failure after the write rolls all of it back; a savepoint works; another tenant's row is refused.
      await expect(
        reads(demoId, async (tx) => {
          await tx.insert(startups).values({ incubatorId: demoId, name: 'Reads Rolled Back' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await db.tenant(demoId, (tx) => tx.select().from(startups).where(eq(startups.name, 'Reads Rolled Back')))).toEqual([]);
      const nested = await reads(acmeId, (tx) => tx.transaction(async (inner) => (await inner.execute<{ incubator: string }>(whoAmI)).rows[0]));
      expect(nested).toEqual({ incubator: acmeId, role: 'hatchery_app' });
      await expectDbError(
        reads(demoId, (tx) => tx.insert(startups).values({ incubatorId: acmeId, name: 'Planted By A Read' })),
        /row-level security/i,
      );
      await expectDbError(reads(acmeId, (tx) => tx.execute(sql`select * from not_a_table`)), /not_a_table/);
    }
    expect(await db.tenant(acmeId, (tx) => tx.select().from(startups).where(eq(startups.name, 'Planted By A Read')))).toEqual([]);
    // Every pooled connection, held at once: none is left as the app role, in a tenant, or read-only.
    const outside = await Promise.all(
      Array.from({ length: 5 }, () =>
        db.registry((tx) =>
          tx.transaction((t) =>
            t.execute<{ incubator: string | null; role: string; readonly: string }>(
              sql`select current_setting('app.incubator_id', true) as incubator, current_user as role, current_setting('transaction_read_only') as readonly, pg_sleep(0.05)`,
            ),
          ),
        ),
      ),
    );
    for (const r of outside) {
      expect(r.rows[0]?.role).not.toBe('hatchery_app');
      expect(r.rows[0]?.incubator ?? '').toBe('');
      expect(r.rows[0]?.readonly).toBe('off');
    }
  });

  it('every tenant-owned table has RLS enabled, forced and the tenant_isolation policy', async () => {
    const tables = await db.registry((tx) =>
      tx.execute<{ table: string; has_incubator: boolean; rls: boolean; forced: boolean; policies: number }>(sql`
        select c.relname as table,
               exists (select 1 from information_schema.columns col
                       where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'incubator_id'
                         and col.is_nullable = 'NO') as has_incubator,
               c.relrowsecurity as rls, c.relforcerowsecurity as forced,
               (select count(*)::int from pg_policies p
                 where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = 'tenant_isolation'
                   and p.qual like '%app.incubator_id%' and p.with_check like '%app.incubator_id%') as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`),
    );
    expect(tables.rows.length).toBeGreaterThanOrEqual(12);
    for (const t of tables.rows) {
      if (REGISTRY_TABLES.includes(t.table)) continue;
      expect({ table: t.table, hasIncubatorId: t.has_incubator, rls: t.rls, forced: t.forced, policies: t.policies }).toEqual({
        table: t.table,
        hasIncubatorId: true,
        rls: true,
        forced: true,
        policies: 1,
      });
    }
    // And incubator_id is indexed (an index whose first column is incubator_id) on every tenant-owned table.
    const unindexed = await db.registry((tx) =>
      tx.execute<{ table: string }>(sql`
        select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'incubator_id')
          and not exists (
            select 1 from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
            where i.indrelid = c.oid and a.attname = 'incubator_id')`),
    );
    expect(unindexed.rows).toEqual([]);
  });
});
