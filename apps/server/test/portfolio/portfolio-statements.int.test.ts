/**
 * The portfolio list reads a page in a fixed number of statements (D-122): the same for 2 rows as for 6, so a page
 * of 100 costs what a page of 25 does plus the rows themselves. One since D-140 (ten before): the page's rows with
 * their programs, tags, industries, mentors, attention figures and the total count. Counted with the database's
 * statement log.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { Database } from '../../src/db/contract.js';
import { openDatabase } from '../../src/db/index.js';
import { seedDatabase } from '../../src/seed/index.js';
import { DEMO, login, ok } from '../support/helpers.js';

const PORTFOLIO = `query P($limit: Int) { portfolio(limit: $limit) { totalCount results {
  startup { _id name programs { name } } stage industries { name } tags { name } mentors { _id fullName } lastContactAt attention { kind } } } }`;

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let counting = false;
let statements: string[] = [];

beforeAll(async () => {
  const logger = {
    info: () => undefined,
    warn: () => undefined,
    debug: (entry: object) => {
      if (counting) statements.push(String((entry as { query?: string }).query ?? ''));
    },
  };
  db = await openDatabase({ dataDir: 'memory://', logger, logQueries: true });
  await seedDatabase(db);
  const config = testConfig();
  app = await buildApp({ config, db, logger: pino({ level: config.logLevel }) });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app.close();
  await db.close();
});

async function statementsFor(token: string, limit: number): Promise<string[]> {
  // Once first, so per-request caches (the viewer, the role) are warm in both runs alike.
  await ok(app, DEMO, token, PORTFOLIO, { limit });
  statements = [];
  counting = true;
  const data = await ok<{ portfolio: { results: unknown[] } }>(app, DEMO, token, PORTFOLIO, { limit });
  counting = false;
  expect(data.portfolio.results).toHaveLength(limit);
  return statements.filter((q) => !/^(begin|commit|rollback|set |select set_config)/i.test(q.trim()));
}

describe('portfolio statements', () => {
  it('a page of 6 takes as many statements as a page of 2: one', async () => {
    const token = await login(app, DEMO, 'admin@demo.test');
    const two = await statementsFor(token, 2);
    const six = await statementsFor(token, 6);
    expect(two).toHaveLength(1);
    expect(six).toHaveLength(1);
    expect(six[0]).toMatch(/\bas overdue_tasks\b[\s\S]*\bas mentors\b[\s\S]*\bas total\b/);
  });
});
