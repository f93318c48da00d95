import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENTS_PER_CONNECTION, nameFor, statementName } from './statement-cache.js';

/** A pooled client as node-postgres shapes it: the statements this connection has parsed, by name. */
function fakeClient(parsed: Record<string, string> = {}): pg.PoolClient {
  return { connection: { parsedStatements: parsed } } as unknown as pg.PoolClient;
}

describe('automatic statement names', () => {
  it('gives the same text the same short name and different texts different names', () => {
    const a = statementName('select 1');
    expect(a).toMatch(/^s_[0-9a-f]{20}$/);
    expect(statementName('select 1')).toBe(a);
    expect(statementName('select 2')).not.toBe(a);
  });

  it('names statements until the connection holds the maximum, then sends new texts unnamed', () => {
    const parsed: Record<string, string> = {};
    const client = fakeClient(parsed);
    for (let i = 0; i < MAX_STATEMENTS_PER_CONNECTION; i += 1) {
      const text = `select ${i}`;
      const name = nameFor(client, text);
      expect(name).toBe(statementName(text));
      parsed[name!] = text; // what node-postgres records once the server has parsed it
    }
    expect(nameFor(client, 'select 100000')).toBeUndefined();
    // A statement the connection already holds keeps its name (it costs nothing more).
    expect(nameFor(client, 'select 7')).toBe(statementName('select 7'));
  });

  it('leaves very long texts (bulk inserts) unnamed', () => {
    expect(nameFor(fakeClient(), `insert into t values ${'(1),'.repeat(3000)}(1)`)).toBeUndefined();
  });
});
