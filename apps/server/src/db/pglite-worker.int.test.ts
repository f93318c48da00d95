/**
 * The embedded engine in its worker thread, behind the wire-protocol socket (D-435, D-436): what the connections of a
 * pool may and may not see of each other on PGlite's one backend, and what happens when a client or the worker dies.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './contract.js';
import { startPgliteWorker, type PgliteHost } from './pglite-host.js';
import { createTestDatabase } from './testing.js';

const TENANT_A = '00000000-0000-4000-8000-00000000000a';
const TENANT_B = '00000000-0000-4000-8000-00000000000b';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Database on the worker engine (node-postgres over the socket)', () => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // PGlite even in the suite's PostgreSQL run (DATABASE_URL set): an empty URL means none.
    ({ db, cleanup } = await createTestDatabase({ databaseUrl: '', pgliteEngine: 'worker' }));
  });
  afterAll(() => cleanup?.());

  it('keeps each tenant to itself under concurrency: reads and transactions of two tenants interleaved', async () => {
    const calls = Array.from({ length: 40 }, (_, i) => {
      const tenant = i % 2 === 0 ? TENANT_A : TENANT_B;
      return db.tenant(
        tenant,
        async (tx) => {
          // The same texts on every pooled connection: named statements that would collide on a shared backend.
          const first = await tx.execute<{ t: string; u: string }>(sql`select current_setting('app.incubator_id') as t, current_user as u`);
          const second = await tx.execute<{ t: string }>(sql`select current_setting('app.incubator_id') as t`);
          return [first.rows[0]!, second.rows[0]!.t] as const;
        },
        { reads: i % 4 < 2 },
      ).then(([first, second]) => ({ tenant, first, second }));
    });
    for (const { tenant, first, second } of await Promise.all(calls)) {
      expect(first).toEqual({ t: tenant, u: 'hatchery_app' });
      expect(second).toBe(tenant);
    }
  });

  it('lets no other connection in while a transaction is open, and never carries its tenant to the next', async () => {
    const order: string[] = [];
    const slow = db.tenant(TENANT_A, async (tx) => {
      await tx.execute(sql`select 1`);
      order.push('A began');
      await sleep(150);
      const seen = await tx.execute<{ t: string }>(sql`select current_setting('app.incubator_id') as t`);
      order.push('A ends');
      return seen.rows[0]!.t;
    });
    await sleep(20);
    const other = db.tenant(TENANT_B, async (tx) => {
      const seen = await tx.execute<{ t: string }>(sql`select current_setting('app.incubator_id') as t`);
      order.push('B ran');
      return seen.rows[0]!.t;
    });
    expect(await slow).toBe(TENANT_A);
    expect(await other).toBe(TENANT_B);
    expect(order).toEqual(['A began', 'A ends', 'B ran']);
  });

  it('rolls back a failed transaction and goes on serving', async () => {
    await db.registry((tx) => tx.execute(sql`create table if not exists wire_probe (n int)`));
    await expect(
      db.registry((tx) =>
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into wire_probe values (1)`);
          await inner.execute(sql`select 1/0`);
        }),
      ),
    ).rejects.toThrow();
    const rows = await db.registry((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from wire_probe`));
    expect(rows.rows[0]!.n).toBe(0);
  });
});

describe('the worker and its socket, client by client', () => {
  let host: PgliteHost;
  let exits: Error[];

  beforeAll(async () => {
    exits = [];
    host = await startPgliteWorker({ location: undefined, socketDir: undefined, onExit: (error) => exits.push(error) });
  }, 60_000);
  afterAll(() => host?.stop());

  const client = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: host.url });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  };

  it('rolls back the open transaction of a client that goes away, and frees the backend for the others', async () => {
    const setup = await client();
    await setup.query('create table gone (n int)');
    const leaving = await client();
    await leaving.query('begin');
    await leaving.query('insert into gone values (1)');
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const started = Date.now();
    const count = await setup.query<{ n: number }>('select count(*)::int as n from gone');
    expect(count.rows[0]!.n).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    await setup.end();
  });

  it('shares a statement prepared with the same text, keeps a clashing one per connection, and deallocates that one on close', async () => {
    const [one, two, three] = [await client(), await client(), await client()];
    await one.query({ name: 'same', text: 'select 1 as n' });
    await two.query({ name: 'same', text: 'select 2 as n' });
    expect((await one.query({ name: 'same', text: 'select 1 as n' })).rows[0]).toEqual({ n: 1 });
    expect((await two.query({ name: 'same', text: 'select 2 as n' })).rows[0]).toEqual({ n: 2 });
    expect((await three.query({ name: 'same', text: 'select 1 as n' })).rows[0]).toEqual({ n: 1 });
    const before = await three.query<{ name: string }>(`select name from pg_prepared_statements where name like '%same' order by name`);
    expect(before.rows.map((r) => r.name)).toHaveLength(2);
    await two.end();
    await sleep(100);
    const after = await three.query<{ name: string; statement: string }>(`select name, statement from pg_prepared_statements where name like '%same'`);
    expect(after.rows).toEqual([{ name: 'same', statement: 'select 1 as n' }]);
    await Promise.all([one.end(), three.end()]);
  });

  it('does not take a statement whose Parse failed as prepared', async () => {
    const [one, two] = [await client(), await client()];
    await expect(one.query({ name: 'broken', text: 'selec 1' })).rejects.toThrow();
    expect((await two.query({ name: 'broken', text: 'select 3 as n' })).rows[0]).toEqual({ n: 3 });
    expect((await one.query({ name: 'broken', text: 'select 3 as n' })).rows[0]).toEqual({ n: 3 });
    await Promise.all([one.end(), two.end()]);
  });

  it('refuses a second server on the same socket', async () => {
    const url = new URL(host.url);
    const socketDir = url.searchParams.get('host')!;
    await expect(startPgliteWorker({ location: undefined, socketDir })).rejects.toThrow(/already served/);
  });

  it('fails requests instead of hanging when the worker dies, and says so', async () => {
    const c = await client();
    const pending = c.query('select pg_sleep(0.3)').then(
      () => 'answered',
      () => 'failed',
    );
    await host.crash();
    expect(['answered', 'failed']).toContain(await pending);
    await expect(c.query('select 1')).rejects.toThrow();
    await expect(client()).rejects.toThrow();
    expect(host.exited).toBe(true);
    expect(exits).toHaveLength(1);
  }, 20_000);
});
