import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TenantConnection } from './tenant-connection.js';

const TENANT = '00000000-0000-4000-8000-000000000001';

interface Submitted {
  text: string;
  /** The query object handed to the client (the entry query is one of node-postgres' Query). */
  query: { handleError?: (error: Error, connection: unknown) => void; handleCommandComplete?: (message: unknown, connection: unknown) => void };
}

/**
 * A pool of one fake client that, like node-postgres, asks each query object to submit itself (writing nothing real),
 * records the statements that went out, and answers them as the test says.
 */
function fakePool(answer: (submitted: Submitted, connection: FakeConnection) => void = () => undefined) {
  const sent: string[] = [];
  const parses: Array<{ text: string; name?: string }> = [];
  const released: Array<Error | undefined> = [];
  let connects = 0;
  const noop = () => undefined;
  const connection: FakeConnection = {
    parsedStatements: {},
    submittedNamedStatements: {},
    stream: { cork: noop, uncork: noop, destroy: noop },
    parse: (message: { text: string; name?: string }) => parses.push(message),
    bind: noop,
    describe: noop,
    execute: noop,
    sync: noop,
    flush: noop,
    query: noop,
  };
  const client = {
    connection,
    query(config: string | { text: string }, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      if (typeof config !== 'string' && 'submit' in config) {
        const query = config as unknown as { submit(c: unknown): Error | null; handleError(e: Error, c: unknown): void };
        const refused = query.submit(connection);
        if (refused) {
          query.handleError(refused, connection);
          return config;
        }
        sent.push(text);
        answer({ text, query: config as Submitted['query'] }, connection);
        return config;
      }
      sent.push(text);
      return Promise.resolve({ rows: [], command: text, values });
    },
    release(error?: Error) {
      released.push(error);
    },
  };
  const pool = {
    connect: () => {
      connects += 1;
      return Promise.resolve(client);
    },
  } as unknown as pg.Pool;
  return { pool, sent, parses, released, connects: () => connects };
}

interface FakeConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: Record<string, () => void>;
  [message: string]: unknown;
}

describe('TenantConnection (D-165)', () => {
  it('takes no pooled connection and sends nothing when the callback sends no statement', async () => {
    const { pool, sent, connects } = fakePool();
    const connection = new TenantConnection(pool, TENANT);
    await connection.finish(true);
    expect(connects()).toBe(0);
    expect(sent).toEqual([]);
    expect(connection.begun).toBe(false);
  });

  it('sends the first statement as one query carrying the entry, later ones after it, then COMMIT', async () => {
    const { pool, sent, released } = fakePool((submitted, wire) => {
      // The first statement's query gets the entry's two completions first, then its own and the Sync's.
      const query = submitted.query as unknown as {
        handleCommandComplete(m: unknown, c: unknown): void;
        handleReadyForQuery(c: unknown): void;
      };
      if (submitted.text === 'select 1') {
        query.handleCommandComplete({ text: 'BEGIN' }, wire);
        query.handleCommandComplete({ text: 'SELECT 1' }, wire);
      }
      query.handleCommandComplete({ text: 'SELECT 0' }, wire);
      query.handleReadyForQuery(wire);
    });
    const connection = new TenantConnection(pool, TENANT);
    const first = await connection.query({ text: 'select 1' }, []);
    expect(first.command).toBe('SELECT');
    await connection.query({ text: 'select 2' }, []);
    await connection.finish(true);
    expect(sent).toEqual(['select 1', 'select 2', 'COMMIT']);
    expect(released).toEqual([undefined]);
  });

  it('when the entry itself fails, no later statement is sent and the transaction is rolled back', async () => {
    const { pool, sent } = fakePool((submitted, wire) => {
      if (submitted.text === 'select 1') submitted.query.handleError!(new Error('entry refused'), wire);
    });
    const connection = new TenantConnection(pool, TENANT);
    await expect(connection.query({ text: 'select 1' }, [])).rejects.toThrow('entry refused');
    await expect(connection.query({ text: 'select 2' }, [])).rejects.toThrow(/could not be entered/);
    await connection.finish(false);
    expect(sent).toEqual(['select 1', 'ROLLBACK']);
  });

  it('refuses a statement sent after the transaction ended (the connection may serve another request by then)', async () => {
    const { pool, sent } = fakePool();
    const connection = new TenantConnection(pool, TENANT);
    await connection.finish(true);
    await expect(connection.query({ text: 'select 1' }, [])).rejects.toThrow(/after its transaction ended/);
    expect(sent).toEqual([]);
  });

  it('a named first statement goes out under its name (prepared once per connection, D-79), after the unnamed entry', async () => {
    const { pool, parses } = fakePool((submitted, wire) => {
      const query = submitted.query as unknown as { handleCommandComplete(m: unknown, c: unknown): void; handleReadyForQuery(c: unknown): void };
      query.handleCommandComplete({ text: 'SELECT 1' }, wire); // the entry
      query.handleCommandComplete({ text: 'SELECT 0' }, wire);
      query.handleReadyForQuery(wire);
    });
    const connection = new TenantConnection(pool, TENANT, true);
    await connection.query({ text: 'select 1', name: 's_kept' }, []);
    await connection.finish(true);
    // A class field once reset the name pg.Query's constructor had set, and every first statement went unnamed (D-549).
    expect(parses.map((p) => p.name ?? null)).toEqual([null, 's_kept']);
    expect(parses[1]!.text).toBe('select 1');
  });

  describe('reads (D-196)', () => {
    type Wire = { handleCommandComplete(m: unknown, c: unknown): void; handleReadyForQuery(c: unknown): void; handleError(e: Error, c: unknown): void };

    it('sends each statement with its own entry and no BEGIN, and no COMMIT', async () => {
      const { pool, sent, released } = fakePool((submitted, wire) => {
        const query = submitted.query as unknown as Wire;
        query.handleCommandComplete({ text: 'SELECT 1' }, wire); // the entry (set_config), no BEGIN before it
        query.handleCommandComplete({ text: 'SELECT 0' }, wire);
        query.handleReadyForQuery(wire);
      });
      const connection = new TenantConnection(pool, TENANT, true);
      expect((await connection.query({ text: 'select 1' }, [])).command).toBe('SELECT');
      expect((await connection.query({ text: 'select 2' }, [])).command).toBe('SELECT');
      await connection.finish(true);
      expect(sent).toEqual(['select 1', 'select 2']);
      expect(connection.begun).toBe(false);
      expect(released).toEqual([undefined]);
    });

    it('a write refused as read-only is sent again as the first statement of a transaction, which commits', async () => {
      let refused = false;
      const { pool, sent } = fakePool((submitted, wire) => {
        const query = submitted.query as unknown as Wire;
        if (submitted.text === 'insert 1' && !refused) {
          refused = true;
          query.handleCommandComplete({ text: 'SELECT 1' }, wire);
          query.handleError(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }), wire);
          return;
        }
        if (submitted.text === 'insert 1') query.handleCommandComplete({ text: 'BEGIN' }, wire);
        query.handleCommandComplete({ text: 'SELECT 1' }, wire);
        query.handleCommandComplete({ text: 'INSERT 0 1' }, wire);
        query.handleReadyForQuery(wire);
      });
      const connection = new TenantConnection(pool, TENANT, true);
      await connection.query({ text: 'select 1' }, []);
      expect((await connection.query({ text: 'insert 1' }, [])).command).toBe('INSERT');
      expect(connection.begun).toBe(true);
      await connection.finish(true);
      expect(sent).toEqual(['select 1', 'insert 1', 'insert 1', 'COMMIT']);
    });

    it('any other error of a read is the caller\'s, and nothing is sent again', async () => {
      const { pool, sent } = fakePool((submitted, wire) => {
        const query = submitted.query as unknown as Wire;
        query.handleCommandComplete({ text: 'SELECT 1' }, wire);
        query.handleError(Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' }), wire);
      });
      const connection = new TenantConnection(pool, TENANT, true);
      await expect(connection.query({ text: 'select * from nope' }, [])).rejects.toThrow(/does not exist/);
      await connection.finish(false);
      expect(sent).toEqual(['select * from nope']);
    });
  });
});
