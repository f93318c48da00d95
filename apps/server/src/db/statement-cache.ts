/**
 * Server-side prepared statements for node-postgres, chosen automatically.
 *
 * Drizzle sends every query as an unnamed statement, so PostgreSQL parses and plans it on every call. Our queries
 * are small and run under row-level security, where planning costs far more than executing: measured with pgbench on
 * the sign-in token statement, 4,500 tps unnamed against 23,600 tps prepared (docs/performance.md, D-79). Each statement
 * is named after a hash of its text, so each pooled connection parses and plans it once and then reuses
 * it (PostgreSQL switches to a generic plan after five runs when that is no worse). The same text always gets the same
 * name, which is what node-postgres requires; the number of names per connection is bounded so a query whose text
 * varies (IN lists of any length) cannot grow a backend's memory without limit — past the bound, statements go
 * unnamed as before.
 * The name is chosen when a statement is sent, for the connection it goes to (tenant-connection.ts).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Prepared statements one pooled connection may hold. */
export const MAX_STATEMENTS_PER_CONNECTION = 250;
/** Longer texts are rare, one-off (bulk inserts) and not worth a plan slot. */
const MAX_NAMED_TEXT_LENGTH = 8_000;
const NAME_MEMO_LIMIT = 5_000;

const namesByText = new Map<string, string>();

/** `s_` + 20 hex characters of the SHA-1 of the text (PostgreSQL names are at most 63 bytes). */
export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (namesByText.size >= NAME_MEMO_LIMIT) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/** What node-postgres keeps per connection (not in its typings). */
interface ConnectionWithStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

function statementsHeld(client: pg.PoolClient): number {
  const parsed = (client as unknown as ConnectionWithStatements).connection?.parsedStatements;
  return parsed ? Object.keys(parsed).length : 0;
}

/** The name to send for `text` on `client`, or undefined to send it unnamed. */
export function nameFor(client: pg.PoolClient, text: string): string | undefined {
  if (text.length > MAX_NAMED_TEXT_LENGTH) return undefined;
  const name = statementName(text);
  const parsed = (client as unknown as ConnectionWithStatements).connection?.parsedStatements;
  if (parsed?.[name] !== undefined) return name;
  return statementsHeld(client) < MAX_STATEMENTS_PER_CONNECTION ? name : undefined;
}
