/**
 * The overview reads the funnels and rounds of its page as JSON, once (D-546): `rowsFromJson` must give exactly the
 * objects a plain Drizzle select gives for the same rows — Dates, JSON columns, nulls — since both are primed into the
 * same loaders the Application fields read.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsFromJson } from '../../src/db/json-rows.js';
import { funnelRounds, funnels } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/helpers.js';
import { createPipelineFunnel } from './pipeline-support.js';

const t = useTestApp();

describe('rows read as JSON', () => {
  it('give the objects a select gives, for every funnel and round column', async () => {
    const demo = t.incubatorIds.demo!;
    const funnel = await createPipelineFunnel(t.db, demo, { name: 'JSON rows' });
    const roundId = funnel.rounds[0]!.id;
    await t.db.tenant(demo, (tx) =>
      tx
        .update(funnelRounds)
        .set({ acceptanceEmail: { subject: 'Welcome', body: 'You are in' } as never })
        .where(sql`${funnelRounds.id} = ${roundId}`),
    );
    const { selected, json } = await t.db.tenant(demo, async (tx) => {
      const selected = { funnels: await tx.select().from(funnels).orderBy(funnels.id), rounds: await tx.select().from(funnelRounds).orderBy(funnelRounds.id) };
      const result = await tx.execute<{ funnels: Array<Record<string, unknown>>; rounds: Array<Record<string, unknown>> }>(
        sql`select (select json_agg(to_json(f) order by f.id) from ${funnels} f) as funnels, (select json_agg(to_json(r) order by r.id) from ${funnelRounds} r) as rounds`,
      );
      return { selected, json: result.rows[0]! };
    });
    expect(selected.rounds.some((r) => r.acceptanceEmail !== null)).toBe(true);
    expect(selected.funnels.some((f) => f.createdAt instanceof Date)).toBe(true);
    expect(rowsFromJson(funnels, json.funnels)).toEqual(selected.funnels);
    expect(rowsFromJson(funnelRounds, json.rounds)).toEqual(selected.rounds);
    expect(rowsFromJson(funnels, null)).toEqual([]);
  });
});
