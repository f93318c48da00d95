import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/contract.js';
import { runRendered, sqlConstant } from './rendered-statements.js';

/** A transaction that records what would be sent. */
function fakeTx() {
  const sent: Array<{ text: string; params: unknown[]; values: Record<string, unknown> }> = [];
  const tx = {
    _: {
      session: {
        prepareQuery: (query: { sql: string; params: unknown[] }) => ({
          execute: (values: Record<string, unknown>) => {
            sent.push({ text: query.sql, params: query.params, values });
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
});
