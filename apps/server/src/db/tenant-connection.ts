/**
 * One tenant transaction on PostgreSQL (node-postgres), entered lazily and in the same write as its first statement.
 *
 * Every request's data work runs in `Database.tenant()`: a transaction as the application role with the tenant id
 * set, both transaction-local so nothing outlives COMMIT/ROLLBACK. Sent as three round trips (BEGIN with the set-up,
 * the statement, COMMIT), each a write to PostgreSQL's socket and a wake-up of its backend, the set-up was most of
 * the cost of a small page (docs/performance.md, D-165). Here:
 * - nothing is sent, and no pooled connection is taken, until the first statement: a `tenant()` whose callback
 *   answers from caches costs nothing;
 * - the first statement carries the entry with it: BEGIN and `set_config` (role and tenant, transaction-local) go as
 *   extended-protocol messages without a Sync, followed by the statement and its Sync, in one write. PostgreSQL runs
 *   them in order; if the entry fails, it skips everything up to the Sync, so the statement never runs outside the
 *   tenant. node-postgres sends one query at a time; `EntryQuery` is one query to it, which swallows the entry's
 *   replies before the statement's.
 * - COMMIT (or ROLLBACK) ends the transaction as before, and only when one was begun.
 * - work that only reads (`reads`, D-196) sends no BEGIN and no COMMIT at all: each statement carries its own entry
 *   and ends at its own Sync (see TenantConnection).
 * Statements are named by their text (statement-cache.ts) when they are sent, on the connection they go to.
 */
import pg from 'pg';
import { nameFor } from './statement-cache.js';

/** The NOLOGIN role tenant work runs as (created by drizzle/0001_rls.sql). */
export const APP_ROLE = 'hatchery_app';

/** Role and tenant in one statement; `set_config(…, true)` is SET LOCAL. The tenant id is a parameter. */
const ENTER_SQL = `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.incubator_id', $1, true)`;

/**
 * The entry of a read (no BEGIN): role, tenant and read-only, all local to the implicit transaction that PostgreSQL
 * runs from these messages to the statement's Sync, where they vanish as they do at COMMIT.
 */
const ENTER_READ_SQL = `SELECT set_config('role', '${APP_ROLE}', true), set_config('app.incubator_id', $1, true), set_config('transaction_read_only', 'on', true)`;

/**
 * What a read refused because it needs a real transaction: a write (25006, read-only transaction) or a transaction
 * command outside a block (25P01: SAVEPOINT, LOCK). Nothing of it took effect; it is sent again in a transaction.
 */
const NEEDS_TRANSACTION = new Set(['25006', '25P01']);

function needsTransaction(error: unknown): boolean {
  return NEEDS_TRANSACTION.has((error as { code?: unknown } | null)?.code as string);
}

/** What node-postgres' Connection offers a query while it writes (not in its typings). */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void; destroy: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(message: { portal?: string; rows?: number }): void;
}

/** The parts of pg.Query this file drives (its typings declare none of them). */
interface QueryInternals {
  text: string;
  callback?: (error: Error | null, result?: pg.QueryResult) => void;
  submit(connection: WireConnection): Error | null;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleError(error: Error, connection: WireConnection): void;
}

const QueryBase = pg.Query as unknown as new (config: pg.QueryConfig, values?: unknown[]) => QueryInternals;

/** A query of node-postgres whose outcome is a promise (`done`), for queries handed to `client.query()` as objects. */
class AwaitedQuery extends QueryBase {
  readonly done: Promise<pg.QueryResult>;

  constructor(config: pg.QueryConfig) {
    super(config);
    this.done = new Promise((resolve, reject) => {
      this.callback = (error, result) => (error ? reject(error) : resolve(result!));
    });
  }
}

/**
 * The entry, then one statement, as one query of node-postgres (see the file comment). With `begin`, the entry of the
 * transaction (BEGIN, then role and tenant); without, the entry of one read in its implicit transaction.
 */
class EntryQuery extends AwaitedQuery {
  /** Entry commands whose replies are still to come. */
  private entryPending: number;
  /**
   * The statement's name, hidden from node-postgres while the entry's replies arrive (see `name`). Set again in the
   * constructor: pg.Query's constructor assigns `name` (through the setter below) before this class's fields are
   * initialized, and this field's initializer then reset it — every first statement went unnamed (D-549).
   */
  private statement: string | undefined;
  private sent = false;
  /** Set when the entry itself failed (not the statement): the transaction must not be used. */
  entryFailed = false;

  constructor(
    config: pg.QueryConfig,
    private readonly incubatorId: string,
    private readonly begin: boolean,
  ) {
    super(config);
    this.statement = config.name;
    this.entryPending = begin ? 2 : 1;
  }

  /**
   * node-postgres records the active query's name as prepared on every ParseComplete, and the entry's Parse messages
   * are answered first: until the entry's replies are in, the name reads as none, so only the statement's own
   * ParseComplete records it. (pg.Query's constructor assigns `name`, which goes through the setter.)
   */
  get name(): string | undefined {
    return this.sent && this.entryPending > 0 ? undefined : this.statement;
  }

  set name(value: string | undefined) {
    this.statement = value;
  }

  // Always the extended protocol: a simple Query after the entry could be skipped by an entry error without a Sync.
  requiresPreparation(): boolean {
    return true;
  }

  override submit(connection: WireConnection): Error | null {
    // The check node-postgres makes before writing, made before the entry goes out: an error after it would leave
    // the entry's replies to the next query.
    const previous = this.statement ? connection.parsedStatements[this.statement] : undefined;
    if (previous !== undefined && previous !== this.text) return new Error(`Prepared statements must be unique - '${this.statement}' was used for a different statement`);
    connection.stream.cork?.();
    try {
      if (this.begin) {
        connection.parse({ text: 'BEGIN', types: [] });
        connection.bind({ values: [] });
        connection.execute({ rows: 0 });
      }
      connection.parse({ text: this.begin ? ENTER_SQL : ENTER_READ_SQL, types: [] });
      connection.bind({ values: [this.incubatorId] });
      connection.execute({ rows: 0 });
      const error = super.submit(connection);
      // The entry is on its way without a Sync; nothing can be answered in order any more.
      if (error) connection.stream.destroy();
      return error;
    } finally {
      this.sent = true;
      connection.stream.uncork?.();
    }
  }

  override handleRowDescription(message: unknown): void {
    if (this.entryPending === 0) super.handleRowDescription(message);
  }

  override handleDataRow(message: unknown): void {
    if (this.entryPending === 0) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (this.entryPending > 0) this.entryPending -= 1;
    else super.handleCommandComplete(message, connection);
  }

  override handleError(error: Error, connection: WireConnection): void {
    if (this.entryPending > 0) {
      this.entryFailed = true;
      // PostgreSQL skipped the statement's Parse with the rest; node-postgres could not see the name to forget it.
      if (this.statement) delete connection.submittedNamedStatements[this.statement];
    }
    super.handleError(error, connection);
  }
}

/**
 * A later statement of the transaction. Queued at once, behind the entry (node-postgres sends one query at a time, in
 * order), so it can never slip behind COMMIT; but when its turn comes after a failed entry it is not sent at all.
 */
class FollowingQuery extends AwaitedQuery {
  constructor(
    config: pg.QueryConfig,
    private readonly entry: EntryQuery,
  ) {
    super(config);
  }

  override submit(connection: WireConnection): Error | null {
    if (this.entry.entryFailed) return new Error('tenant(): the transaction could not be entered; statement not sent');
    return super.submit(connection);
  }
}

/**
 * The client a drizzle session of one tenant transaction talks to: `query()` as node-postgres' (config object and
 * values), backed by a pooled connection taken on the first statement. Not a Pool (drizzle's nested transactions
 * check the class name), so savepoints go through `query()` like any statement.
 *
 * `reads` (D-196): the caller expects only to read (a GraphQL query operation). Then each statement goes with its own
 * entry and no BEGIN — entry, statement and Sync in one write, one implicit transaction ending at the Sync — and no
 * COMMIT follows: one round trip per statement instead of one more per request. Under READ COMMITTED every statement
 * of a transaction takes its own snapshot anyway, so reads see what they would have seen. The entry makes the implicit
 * transaction read-only: a write (or a SAVEPOINT/LOCK, which need a block) is refused by PostgreSQL with nothing done,
 * and from that statement on the connection works as without `reads` — that statement is sent again as the first of
 * a real transaction.
 */
export class TenantConnection {
  private client: pg.PoolClient | undefined;
  private acquiring: Promise<pg.PoolClient> | undefined;
  /** The first statement, which carries the entry. */
  private entry: EntryQuery | undefined;
  /** Set when the connection may be left mid-transaction: then it is destroyed, never handed out again. */
  private broken: Error | undefined;
  /** After COMMIT/ROLLBACK the connection may belong to another request: a late statement must not reach it. */
  private ended = false;

  /** Reads still in flight (only in `reads` mode): the connection goes back to the pool after them. */
  private readonly reading = new Set<Promise<unknown>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly incubatorId: string,
    private reads = false,
  ) {}

  /** Whether a transaction was begun (a statement was sent). */
  get begun(): boolean {
    return this.entry !== undefined;
  }

  async query(config: pg.QueryConfig | string, values?: unknown[]): Promise<pg.QueryResult> {
    if (this.ended) throw new Error('tenant(): a statement was sent after its transaction ended');
    // A first statement still waiting for its connection when the callback returns is queued before COMMIT all the
    // same: finish() waits for the connection after it (promise reactions run in order).
    const client = this.client ?? (await this.acquire());
    const given: pg.QueryConfig = typeof config === 'string' ? { text: config } : config;
    const named: pg.QueryConfig = { ...given, values: values ?? given.values, name: given.name ?? nameFor(client, given.text) };
    if (this.reads) return this.read(client, named, config, values);
    if (this.entry === undefined) {
      this.entry = new EntryQuery(named, this.incubatorId, true);
      void client.query(this.entry as unknown as pg.QueryConfig);
      return this.entry.done;
    }
    const next = new FollowingQuery(named, this.entry);
    void client.query(next as unknown as pg.QueryConfig);
    return next.done;
  }

  /** One statement in its own implicit, read-only transaction; refused as needing a transaction, sent again in one. */
  private async read(client: pg.PoolClient, named: pg.QueryConfig, config: pg.QueryConfig | string, values: unknown[] | undefined): Promise<pg.QueryResult> {
    const read = new EntryQuery(named, this.incubatorId, false);
    void client.query(read as unknown as pg.QueryConfig);
    const settled = read.done.then(
      () => undefined,
      () => undefined,
    );
    this.reading.add(settled);
    void settled.then(() => this.reading.delete(settled));
    try {
      return await read.done;
    } catch (error) {
      if (read.entryFailed || !needsTransaction(error) || this.ended) throw error;
      // Reads queued before this point are ahead of the BEGIN in the connection's queue; everything after is in it.
      this.reads = false;
      return this.query(config, values);
    }
  }

  /** Ends the transaction: COMMIT after `ok`, else ROLLBACK; then hands the connection back (or destroys it). */
  async finish(ok: boolean): Promise<void> {
    this.ended = true;
    const client = this.client ?? (this.acquiring ? await this.acquiring.catch(() => undefined) : undefined);
    if (!client) return;
    try {
      // Reads end at their own Sync; the connection is handed back once none is in flight.
      if (this.reading.size > 0) await Promise.all(this.reading);
      if (this.entry !== undefined) {
        if (ok) {
          try {
            await client.query('COMMIT');
          } catch (error) {
            this.broken = error as Error;
            throw error;
          }
        } else {
          // Outside a transaction (the entry failed before BEGIN took) ROLLBACK only warns.
          await client.query('ROLLBACK').catch((error: Error) => {
            this.broken = error;
          });
        }
      }
    } finally {
      client.release(this.broken);
    }
  }

  private acquire(): Promise<pg.PoolClient> {
    this.acquiring ??= this.pool.connect().then((client) => {
      this.client = client;
      return client;
    });
    return this.acquiring;
  }
}
