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
 *
 * A kept statement is also sent as a named (server-side prepared) statement whatever its length: it is reused by
 * definition, while the statement cache leaves texts over 8,000 characters unnamed (one-off bulk inserts) (D-549).
 * Kept shapes are few and bounded (MAX_SHAPES), so their names cannot grow a backend's memory without limit.
 */
import { is, Param, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './contract.js';
import { statementName } from './statement-cache.js';

const dialect = new PgDialect();

/**
 * Drizzle's own ordering of a select's fields (what its builder hands the driver to map rows by): exported at run time
 * but not in its type declarations. Looked up once, loudly: an upgrade that drops it fails at start, not per request.
 */
const orderSelectedFields: (fields: unknown) => SelectedFieldsOrdered = (() => {
  const found = (drizzleUtils as unknown as { orderSelectedFields?: (fields: unknown) => SelectedFieldsOrdered }).orderSelectedFields;
  if (typeof found !== 'function') throw new Error('drizzle-orm/utils no longer exports orderSelectedFields (rendered-statements.ts)');
  return found;
})();
const rendered = new Map<string, { query: Query; name: string | undefined }>();
const renderedSelects = new Map<string, { query: Query; fields: SelectedFieldsOrdered; name: string | undefined }>();
/** Shapes are few (a dozen filters on or off, five sorts, two directions); the bound only guards memory. */
const MAX_SHAPES = 512;

function isSlot(param: unknown): boolean {
  return is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));
}

/**
 * How a condition names its values: as plain parameters (`asValue`), or as placeholders whose values it records
 * (`recordingPlaceholders`), so one condition builder serves a statement run once and a statement kept per shape.
 */
export type BindValue = (name: string, value: unknown) => unknown;
export const asValue: BindValue = (_name, value) => value;

/** Placeholders that record their values as they are bound: `values` is what the kept statement is then run with. */
export function recordingPlaceholders(): { bind: BindValue; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  return {
    values,
    bind: (name, value) => {
      values[name] = value;
      return sql.placeholder(name);
    },
  };
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

function keep<T>(kept: Map<string, T>, shape: string, query: Query, value: T): void {
  if (!query.params.every(isSlot)) throw new Error(`runRendered: the statement of shape ${shape} carries a value that is not a placeholder`);
  if (kept.size >= MAX_SHAPES) kept.clear();
  kept.set(shape, value);
}

/** What a Drizzle select (or a set operation of selects) gives to be kept: its SQL and the fields it selected. */
export interface SelectSource {
  getSQL(): SQL;
  _: { selectedFields: unknown };
}

/**
 * A Drizzle select built once per `shape` (with placeholders for its values) and kept with its selected fields, so
 * later requests of the shape neither build nor render it; rows come mapped as the builder would map them (nested
 * objects, dates). `build` gets the transaction only to make the builder; no row is read through it. A null shape builds
 * it every time (a statement that carries plain values), its placeholders still filled from `values`.
 */
export async function runRenderedSelect<Row>(tx: Tx, shape: string | null, build: (tx: Tx) => SelectSource, values: Record<string, unknown>): Promise<Row[]> {
  let found = shape === null ? undefined : renderedSelects.get(shape);
  if (!found) {
    const builder = build(tx);
    const query = dialect.sqlToQuery(builder.getSQL());
    found = { query, fields: orderSelectedFields(builder._.selectedFields), name: shape === null ? undefined : statementName(query.sql) };
    if (shape !== null) keep(renderedSelects, shape, query, found);
  }
  return (await tx._.session.prepareQuery(found.query, found.fields, found.name, true).execute(values)) as Row[];
}

/**
 * Runs the statement `build()` makes with `values` for its placeholders; rendered once per `shape` and kept (null:
 * rendered every time, for a statement with plain values). Rows as the driver returns them.
 */
export async function runRendered<Row>(tx: Tx, shape: string | null, build: () => SQL, values: Record<string, unknown>): Promise<Row[]> {
  let found = shape === null ? undefined : rendered.get(shape);
  if (!found) {
    const query = dialect.sqlToQuery(build());
    found = { query, name: shape === null ? undefined : statementName(query.sql) };
    if (shape !== null) keep(rendered, shape, query, found);
  }
  const result = await tx._.session.prepareQuery(found.query, undefined, found.name, false).execute(values);
  return (result as { rows: Row[] }).rows;
}

/**
 * `select` as a CTE named `cte`, its rows with one more field `field`: `value`, computed once for the whole answer (an
 * uncorrelated sub-select that reads the CTE by name) and carried by one row only, null on the others — what a page's
 * rows name (their people, their funnels) comes in the page's own statement instead of a second one, and is not
 * repeated per row (D-546). `orderBy` (over the CTE's columns) orders the answer. Keeps placeholders, so the result
 * can be kept per shape by `runRenderedSelect`.
 */
export function withOnceColumn(select: SelectSource, cte: string, field: string, value: SQL, orderBy?: SQL): SelectSource {
  const name = sql.identifier(cte);
  const once = sql`case when row_number() over () = 1 then (${value}) end`;
  return {
    getSQL: () => sql`with ${name} as (${select.getSQL()}) select ${name}.*, ${once} from ${name}${orderBy ? sql` order by ${orderBy}` : sql``}`,
    _: { selectedFields: { ...(select._.selectedFields as Record<string, unknown>), [field]: once } },
  };
}

/** The value a `withOnceColumn` statement carried in `field` (on one of its rows; null when it found no row). */
export function onceValueOf<T>(rows: ReadonlyArray<Record<string, unknown>>, field: string): T | null {
  for (const row of rows) if (row[field] !== null && row[field] !== undefined) return row[field] as T;
  return null;
}
