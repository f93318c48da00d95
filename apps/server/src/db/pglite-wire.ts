/**
 * A PostgreSQL wire-protocol endpoint in front of one PGlite backend, for several client connections at once (D-435).
 *
 * PGlite is one backend: one session, one transaction at a time. node-postgres (and our TenantConnection) speak to it
 * as to PostgreSQL, over a socket, from a pool of connections. This file lets those connections share the backend
 * safely:
 * - Frontend messages are framed and grouped into units that end where PostgreSQL answers ReadyForQuery: a Sync or a
 *   simple Query. A unit runs whole, with nothing of another connection in between — so a pipelined tenant entry
 *   (Parse/Bind/Execute … Sync, tenant-connection.ts) is never split.
 * - After a unit, the backend's transaction status (the ReadyForQuery byte) decides who may go next: idle ('I') lets any
 *   connection's unit run; in a transaction ('T') or a failed one ('E') only the same connection's units run until it
 *   is idle again. A connection that goes away mid-transaction is rolled back.
 * - Named prepared statements are per session in PostgreSQL, but here all connections share the session. A statement
 *   name already prepared on the backend with the same text (statement-cache.ts names statements by their text) is
 *   shared: another connection's Parse of it becomes an empty Parse, so each text is parsed and planned once, not once
 *   per pooled connection. A name prepared with another text gets the connection's own prefix instead (in Parse, Bind,
 *   Describe and Close), and those are deallocated when the connection closes. Names are mapped when a unit runs, in
 *   run order, so two connections' first Parse of a name cannot both create it; a unit that failed forgets (and
 *   closes) the names it created.
 *
 * The backend is given as `exec(bytes) → bytes` (PGlite's execProtocolRaw); this file has no PGlite import so it can be
 * tested with a fake, and runs wherever the PGlite instance is (the worker thread, pglite-worker.ts).
 */
import type { Socket } from 'node:net';

/** Runs frontend protocol bytes on the backend and returns everything it answered. */
export type WireBackend = (message: Uint8Array) => Promise<Uint8Array>;

const PROTOCOL_V3 = 196608;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/** Frontend message types this file looks into. */
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const TERMINATE = 0x58; // 'X'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const ERROR_RESPONSE = 0x45; // 'E'
const PARSE_COMPLETE = 0x31; // '1'
const IDLE = 0x49; // 'I'

/**
 * Shared statements live as long as the backend; past this many, new names are the connection's own and go when it
 * closes, so texts that vary (IN lists of any length) cannot grow PGlite's memory for ever (each connection names at
 * most MAX_STATEMENTS_PER_CONNECTION, statement-cache.ts, but connections come and go).
 */
export const MAX_SHARED_STATEMENTS = 1_000;

interface Unit {
  /** Undefined for the server's own housekeeping (closing statements a failed unit created). */
  connection: WireConnection | undefined;
  /** Frontend messages as the client sent them (names are mapped when the unit runs). */
  frames: Buffer[];
  /** The unit ends at a Sync or Query, so its answer ends with ReadyForQuery. */
  synced: boolean;
  /** Messages to send as they are (startup, cleanup): no mapping. */
  raw?: boolean;
}

/**
 * How many Parse messages of a unit succeeded: the ParseComplete answers before the first ErrorResponse (after an error
 * the backend skips everything up to the Sync, and a unit holds one Sync). Walks the messages: type byte + int32 length.
 */
function parsesCompleted(answer: Uint8Array): number {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let completed = 0;
  for (let offset = 0; offset + 5 <= view.length; offset += 1 + view.readInt32BE(offset + 1)) {
    if (view[offset] === ERROR_RESPONSE) break;
    if (view[offset] === PARSE_COMPLETE) completed += 1;
  }
  return completed;
}

/** A NUL-terminated string at `offset`: its text and the offset after the NUL. */
function readCString(buffer: Buffer, offset: number): { text: string; end: number } {
  const nul = buffer.indexOf(0, offset);
  if (nul < 0) throw new Error('malformed frontend message: unterminated string');
  return { text: buffer.toString('utf8', offset, nul), end: nul + 1 };
}

function message(type: number, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function cstring(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
}

/** One client connection: its framing buffer, its statement prefix and the statements it holds on the backend. */
class WireConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  /** Messages of a unit not yet ended by a Sync/Query. */
  private pending: Buffer[] = [];
  /** The client's statement names → the names on the backend (shared, or prefixed with this connection's). */
  readonly names = new Map<string, string>();
  closed = false;
  /** Set once a ROLLBACK was queued for it after it closed. */
  rolledBack = false;

  constructor(
    readonly socket: Socket,
    readonly prefix: string,
    private readonly server: PgliteWireServer,
  ) {}

  receive(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    while (!this.closed) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const startup = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
          continue;
        }
        if (code !== PROTOCOL_V3) {
          // A CancelRequest (PGlite has no backend to signal) or an unknown protocol: nothing to answer.
          this.server.drop(this);
          return;
        }
        this.started = true;
        this.server.enqueue({ connection: this, frames: [Buffer.from(startup)], synced: true, raw: true });
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1) + 1;
      if (this.buffer.length < length) return;
      const frame = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      const type = frame[0]!;
      if (type === TERMINATE) {
        this.server.drop(this);
        return;
      }
      this.pending.push(frame);
      if (type === SYNC || type === QUERY || type === FLUSH) {
        this.server.enqueue({ connection: this, frames: this.pending, synced: type !== FLUSH });
        this.pending = [];
      }
    }
  }
}

/**
 * Serves the wire protocol of one backend to any number of sockets (attach each accepted socket). Units run one at a
 * time, in arrival order, except that a connection inside a transaction keeps the backend until it leaves it.
 */
export class PgliteWireServer {
  private readonly queue: Unit[] = [];
  private running = false;
  /** The connection whose transaction is open on the backend, if any. */
  private owner: WireConnection | undefined;
  private nextId = 1;
  private readonly connections = new Set<WireConnection>();
  /** Statements prepared on the backend under the client's own name, shared by every connection: name → text. */
  private readonly shared = new Map<string, string>();

  constructor(
    private readonly exec: WireBackend,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  attach(socket: Socket): void {
    socket.setNoDelay(true);
    const connection = new WireConnection(socket, `c${this.nextId++}_`, this);
    this.connections.add(connection);
    socket.on('data', (chunk: Buffer) => {
      try {
        connection.receive(chunk);
      } catch (error) {
        this.onError(error);
        this.drop(connection);
      }
    });
    socket.on('error', () => this.drop(connection));
    socket.on('close', () => this.drop(connection));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  enqueue(unit: Unit): void {
    this.queue.push(unit);
    void this.pump();
  }

  /** Forgets a connection: its queued units go, its open transaction is rolled back, its own statements deallocated. */
  drop(connection: WireConnection): void {
    if (connection.closed) return;
    connection.closed = true;
    this.connections.delete(connection);
    if (!connection.socket.destroyed) connection.socket.destroy();
    for (let i = this.queue.length - 1; i >= 0; i -= 1) if (this.queue[i]!.connection === connection) this.queue.splice(i, 1);
    const cleanup: Buffer[] = [];
    if (this.owner === connection) {
      connection.rolledBack = true;
      cleanup.push(message(QUERY, cstring('ROLLBACK')));
    }
    const own = [...connection.names.values()].filter((name) => name.startsWith(connection.prefix));
    if (own.length > 0) {
      for (const name of own) cleanup.push(closeStatement(name));
      cleanup.push(message(SYNC, Buffer.alloc(0)));
    }
    if (cleanup.length === 0) return;
    // Runs as the connection's own unit; if it still owns the backend the ROLLBACK goes first and frees it.
    this.queue.unshift({ connection, frames: cleanup, synced: true, raw: true });
    void this.pump();
  }

  private next(): Unit | undefined {
    if (this.owner === undefined) return this.queue.shift();
    const index = this.queue.findIndex((unit) => unit.connection === this.owner);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  /**
   * The unit's bytes with statement names mapped for the backend (see the file comment), and per Parse message in
   * order the shared statement it creates, if it creates one (kept once its ParseComplete is seen).
   */
  private map(unit: Unit): { bytes: Buffer; parses: Array<{ name: string; text: string } | undefined> } {
    const created = new Map<string, string>();
    const parses: Array<{ name: string; text: string } | undefined> = [];
    const connection = unit.connection;
    if (unit.raw || !connection) return { bytes: Buffer.concat(unit.frames), parses };
    const backendName = (name: string): string => connection.names.get(name) ?? name;
    const out = unit.frames.map((frame) => {
      const type = frame[0]!;
      if (type === PARSE) {
        const name = readCString(frame, 5);
        if (name.text === '') {
          parses.push(undefined);
          return frame;
        }
        const text = readCString(frame, name.end);
        const known = this.shared.get(name.text) ?? created.get(name.text);
        if (known === text.text) {
          parses.push(undefined);
          connection.names.set(name.text, name.text);
          // Prepared already: an empty Parse of the unnamed statement answers ParseComplete and costs nothing.
          return message(PARSE, Buffer.concat([cstring(''), cstring(''), Buffer.from([0, 0])]));
        }
        if (known === undefined && this.shared.size + created.size < MAX_SHARED_STATEMENTS) {
          created.set(name.text, text.text);
          parses.push({ name: name.text, text: text.text });
          connection.names.set(name.text, name.text);
          return frame;
        }
        parses.push(undefined);
        const own = connection.prefix + name.text;
        connection.names.set(name.text, own);
        return message(PARSE, Buffer.concat([cstring(own), frame.subarray(name.end)]));
      }
      if (type === BIND) {
        const portal = readCString(frame, 5);
        const statement = readCString(frame, portal.end);
        const mapped = statement.text === '' ? '' : backendName(statement.text);
        if (mapped === statement.text) return frame;
        return message(BIND, Buffer.concat([frame.subarray(5, portal.end), cstring(mapped), frame.subarray(statement.end)]));
      }
      if ((type === DESCRIBE || type === CLOSE) && frame[5] === SYNC) {
        const name = readCString(frame, 6);
        if (name.text === '') return frame;
        const mapped = backendName(name.text);
        if (type === CLOSE) {
          connection.names.delete(name.text);
          // A shared statement stays for the other connections: close the unnamed one instead (same CloseComplete).
          if (!mapped.startsWith(connection.prefix)) return closeStatement('');
        }
        if (mapped === name.text) return frame;
        return message(type, Buffer.concat([Buffer.from([SYNC]), cstring(mapped), frame.subarray(name.end)]));
      }
      return frame;
    });
    return { bytes: Buffer.concat(out), parses };
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let unit = this.next(); unit !== undefined; unit = this.next()) {
        let answer: Uint8Array;
        let parses: Array<{ name: string; text: string } | undefined> = [];
        try {
          const mapped = this.map(unit);
          parses = mapped.parses;
          answer = await this.exec(mapped.bytes);
        } catch (error) {
          // The backend itself failed (not an SQL error, which is an answer): nothing it says can be trusted.
          this.onError(error);
          this.owner = undefined;
          if (unit.connection) this.drop(unit.connection);
          continue;
        }
        if (parses.some((p) => p !== undefined)) {
          // A Parse before the first error created its statement; one at or after it did not (nor did the client see
          // a ParseComplete for it, so it will Parse again).
          const completed = parsesCompleted(answer);
          parses.forEach((parse, i) => {
            if (!parse) return;
            if (i < completed) this.shared.set(parse.name, parse.text);
            else unit.connection?.names.delete(parse.name);
          });
        }
        if (!unit.connection) continue;
        const n = answer.length;
        const idle = unit.synced && n >= 6 && answer[n - 6] === READY_FOR_QUERY && answer[n - 1] === IDLE;
        this.owner = idle ? undefined : unit.connection;
        if (unit.connection.closed) {
          // A dropped connection (its cleanup, or a unit that was running when it closed): nobody to answer, and it
          // must not keep the backend. A transaction it left open is rolled back, once.
          this.owner = undefined;
          if (!idle && !unit.connection.rolledBack) {
            unit.connection.rolledBack = true;
            this.queue.unshift({ connection: unit.connection, frames: [message(QUERY, cstring('ROLLBACK'))], synced: true, raw: true });
          }
          continue;
        }
        if (n > 0) unit.connection.socket.write(answer);
      }
    } finally {
      this.running = false;
    }
  }

  /** Closes every connection (their transactions are rolled back by the backend's close). */
  closeAll(): void {
    for (const connection of [...this.connections]) {
      connection.closed = true;
      connection.socket.destroy();
    }
    this.connections.clear();
    this.queue.length = 0;
    this.owner = undefined;
  }
}

function closeStatement(name: string): Buffer {
  return message(CLOSE, Buffer.concat([Buffer.from([SYNC]), cstring(name)]));
}
