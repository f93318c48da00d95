/**
 * A statement rendered once per shape (D-197). Drizzle assembles SQL from objects — a select's builder, nested `sql`
 * templates, each column and parameter visited — and did so for every /startups page (7.8% of the page's CPU in a
 * profile, after graphql-jit). A page's statement depends only on the view's shape (which filters are set, the sort,
 * the viewer's kind of scope); the values go as placeholders. So the text and parameter slots are rendered on the first
 * page of a shape and kept, and later pages of that shape only fill the slots in.
 *
 * A kept statement must carry no value of the request that rendered it: every parameter of it has to be a placeholder,
 * which `runRendered` checks when it renders one (a plain value would be reused for every later request of the shape),
 * so constants are written into the SQL text instead (`sqlConstant`).
 */
import { is, Param, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/contract.js';

const dialect = new PgDialect();
const rendered = new Map<string, Query>();
/** Shapes are few (a dozen filters on or off, five sorts, two directions); the bound only guards memory. */
const MAX_SHAPES = 512;

function isSlot(param: unknown): boolean {
  return is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));
}

/** A constant of the code (a number, or a word such as a role type) written into the SQL text of a kept statement. */
export function sqlConstant(value: number | string): SQL {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`sqlConstant: ${value} is not a finite number`);
    return sql.raw(String(value));
  }
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`sqlConstant: ${JSON.stringify(value)} is not a plain word`);
  return sql.raw(`'${value}'`);
}

/**
 * Runs the statement `build()` makes with `values` for its placeholders; rendered once per `shape` and kept (null:
 * rendered every time, for a statement with plain values). Rows as the driver returns them.
 */
export async function runRendered<Row>(tx: Tx, shape: string | null, build: () => SQL, values: Record<string, unknown>): Promise<Row[]> {
  let query = shape === null ? undefined : rendered.get(shape);
  if (!query) {
    query = dialect.sqlToQuery(build());
    if (shape !== null) {
      if (!query.params.every(isSlot)) throw new Error(`runRendered: the statement of shape ${shape} carries a value that is not a placeholder`);
      if (rendered.size >= MAX_SHAPES) rendered.clear();
      rendered.set(shape, query);
    }
  }
  const result = await tx._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  return (result as { rows: Row[] }).rows;
}
