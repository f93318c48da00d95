/**
 * The timeline page reads the people and metrics a row's payload names in SQL (`jsonb_path_query`, D-543), the other
 * timeline reads in TypeScript (`stringsAt`), both from the same member paths. This holds the two readers to one
 * meaning: for any payload, PostgreSQL's lax SQL/JSON path gives exactly the strings `stringsAt` gives.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/testing.js';
import { jsonPathOf, METRICS_IN_PAYLOAD, PEOPLE_IN_PAYLOAD, stringsAt } from './timeline-views.js';

const PATHS = [...PEOPLE_IN_PAYLOAD, ...METRICS_IN_PAYLOAD];
const KEYS = [...new Set(PATHS.flat()), 'other'];

/** Payloads built from the paths' own keys (so the paths often hit), with arrays, nesting and every JSON kind. */
const payload = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.uuid(), fc.constantFrom('x', ''), fc.integer(), fc.boolean(), fc.constant(null)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('payload paths', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await test?.cleanup();
  });

  it('SQL/JSON lax paths and stringsAt find the same strings in any payload', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...KEYS), payload, { maxKeys: 4 }), async (value) => {
        const result = await test.db.registry((tx) =>
          tx.execute<{ i: number; s: string }>(sql`select p.i::int as i, v #>> '{}' as s
            from jsonb_array_elements_text(${JSON.stringify(PATHS.map(jsonPathOf))}::jsonb) with ordinality as p(path, i), jsonb_path_query(${JSON.stringify(value)}::jsonb, p.path::jsonpath) as v
            where jsonb_typeof(v) = 'string'`),
        );
        PATHS.forEach((path, index) => {
          const inSql = result.rows.filter((row) => Number(row.i) === index + 1).map((row) => row.s);
          expect(inSql.sort(), `${path.join('.')} in ${JSON.stringify(value)}`).toEqual(stringsAt(value, path).sort());
        });
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
