import { eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { startups } from './schema/index.js';
import { describe, expect, it } from 'vitest';
import type { Tx } from './contract.js';
import { runRendered, runRenderedSelect, sqlConstant } from './rendered-statements.js';

/** A transaction that records what would be sent. */
function fakeTx() {
  const sent: Array<{ text: string; params: unknown[]; values: Record<string, unknown>; fields?: string[] | undefined }> = [];
  const tx = {
    _: {
      session: {
        prepareQuery: (query: { sql: string; params: unknown[] }, fields?: Array<{ path: string[] }>) => ({
          execute: (values: Record<string, unknown>) => {
            sent.push({ text: query.sql, params: query.params, values, fields: fields?.map((f) => f.path.join('.')) });
            return Promise.resolve({ rows: [] });
          },
        }),
      },
    },
  } as unknown as Tx;
  return { tx, sent };
}

describe('statements rendered once per shape (D-197)', () => {
  it('renders a shape once and fills its placeholders for every request', async () => {
    const { tx, sent } = fakeTx();
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select 1 where x = ${sql.placeholder('x')} and y = any(${sql.placeholder('ys')}::uuid[])`;
    };
    await runRendered(tx, 'unit:a', build, { x: 1, ys: [] });
    await runRendered(tx, 'unit:a', build, { x: 2, ys: ['a'] });
    expect(builds).toBe(1);
    expect(sent.map((s) => s.values)).toEqual([
      { x: 1, ys: [] },
      { x: 2, ys: ['a'] },
    ]);
    expect(sent[0]!.text).toBe(sent[1]!.text);
  });

  it('refuses to keep a statement that carries a plain value (it would answer every later request with it)', async () => {
    const { tx, sent } = fakeTx();
    await expect(runRendered(tx, 'unit:plain', () => sql`select 1 where x = ${42}`, {})).rejects.toThrow(/not a placeholder/);
    expect(sent).toEqual([]);
    // Not kept: rendered each time, plain values allowed.
    await runRendered(tx, null, () => sql`select 1 where x = ${42}`, {});
    expect(sent[0]!.params).toEqual([42]);
  });

  it('writes only plain constants into the text', () => {
    expect(() => sqlConstant("x'; drop table users; --")).toThrow(/plain word/);
    expect(() => sqlConstant(Number.NaN)).toThrow(/finite/);
    const { tx } = fakeTx();
    return expect(runRendered(tx, 'unit:constants', () => sql`select ${sqlConstant(1.5)}, ${sqlConstant('Coach')}`, {})).resolves.toEqual([]);
  });

  it('a builder select is built once per shape and handed to the driver with its fields, to map rows as the builder would', async () => {
    const { tx, sent } = fakeTx();
    let builds = 0;
    const build = () => {
      builds += 1;
      return new QueryBuilder().select({ row: { id: startups.id, name: startups.name }, n: sql<number>`1` }).from(startups).where(eq(startups.id, sql.placeholder('id'))).limit(sql.placeholder('limit'));
    };
    await runRenderedSelect(tx, 'unit:select', build, { id: 'a', limit: 2 });
    await runRenderedSelect(tx, 'unit:select', build, { id: 'b', limit: 3 });
    expect(builds).toBe(1);
    expect(sent[0]!.text).toBe(sent[1]!.text);
    expect(sent.map((s) => s.values)).toEqual([{ id: 'a', limit: 2 }, { id: 'b', limit: 3 }]);
    expect(sent[0]!.fields).toEqual(['row.id', 'row.name', 'n']);
    // A plain value would be kept for every later request of the shape: refused.
    await expect(runRenderedSelect(tx, 'unit:select-plain', () => new QueryBuilder().select({ id: startups.id }).from(startups).limit(10), {})).rejects.toThrow(/not a placeholder/);
  });
});
