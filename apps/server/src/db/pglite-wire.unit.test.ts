/**
 * The wire endpoint's framing and turn-taking (pglite-wire.ts, D-435) against a fake backend: messages split anywhere
 * still run as whole units; a connection in a transaction keeps the backend; one that vanishes is rolled back.
 */
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { MAX_SHARED_STATEMENTS, PgliteWireServer } from './pglite-wire.js';

class FakeSocket extends EventEmitter {
  written: Buffer[] = [];
  destroyed = false;
  setNoDelay(): this {
    return this;
  }
  write(data: Uint8Array | string): boolean {
    this.written.push(Buffer.from(data));
    return true;
  }
  destroy(): this {
    this.destroyed = true;
    return this;
  }
}

function frame(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const cstr = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);
const startup = (): Buffer => {
  const body = Buffer.concat([Buffer.from([0, 3, 0, 0]), cstr('user'), cstr('postgres'), Buffer.from([0])]);
  const head = Buffer.alloc(4);
  head.writeInt32BE(body.length + 4, 0);
  return Buffer.concat([head, body]);
};
const parse = (name: string, text: string) => frame('P', Buffer.concat([cstr(name), cstr(text), Buffer.from([0, 0])]));
const bind = (statement: string) => frame('B', Buffer.concat([cstr(''), cstr(statement), Buffer.from([0, 0, 0, 0, 0, 0])]));
const execute = () => frame('E', Buffer.concat([cstr(''), Buffer.from([0, 0, 0, 0])]));
const sync = () => frame('S', Buffer.alloc(0));
const query = (text: string) => frame('Q', cstr(text));
const ready = (status: string) => frame('Z', Buffer.from(status, 'latin1'));

/** A backend that answers ReadyForQuery with the status the test sets, and records what it ran. */
function fakeBackend() {
  const ran: string[] = [];
  let status = 'I';
  let release: (() => void) | undefined;
  const backend = async (message: Uint8Array): Promise<Uint8Array> => {
    const text = Buffer.from(message).toString('latin1');
    ran.push(text);
    if (text.includes('BEGIN')) status = 'T';
    if (text.includes('COMMIT') || text.includes('ROLLBACK')) status = 'I';
    if (text.includes('hold')) await new Promise<void>((resolve) => (release = resolve));
    // A ParseComplete per Parse message (the startup packet, first byte 0, has none).
    const answers: Buffer[] = [];
    const bytes = Buffer.from(message);
    for (let offset = 0; bytes[0] !== 0 && offset + 5 <= bytes.length; offset += 1 + bytes.readInt32BE(offset + 1)) {
      if (bytes[offset] === 0x50) answers.push(frame('1', Buffer.alloc(0)));
    }
    return Buffer.concat([...answers, ready(status)]);
  };
  return { backend, ran, release: () => release?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function connect(server: PgliteWireServer): FakeSocket {
  const socket = new FakeSocket();
  server.attach(socket as unknown as Socket);
  return socket;
}

describe('PgliteWireServer', () => {
  it('reassembles messages split anywhere and runs a unit only when its Sync has come', async () => {
    const { backend, ran } = fakeBackend();
    const server = new PgliteWireServer(backend);
    const socket = connect(server);
    const bytes = Buffer.concat([startup(), parse('s_1', 'select 1'), bind('s_1'), execute(), sync()]);
    for (const byte of bytes) socket.emit('data', Buffer.from([byte]));
    await settle();
    expect(ran).toHaveLength(2);
    expect(ran[1]).toContain('s_1\0select 1');
    expect(socket.written).toHaveLength(2);
  });

  it('keeps the backend for a connection inside a transaction until it is idle again', async () => {
    const { backend, ran } = fakeBackend();
    const server = new PgliteWireServer(backend);
    const [a, b] = [connect(server), connect(server)];
    a.emit('data', Buffer.concat([startup(), query('BEGIN')]));
    b.emit('data', startup());
    await settle();
    b.emit('data', query('select from b'));
    await settle();
    expect(ran.some((text) => text.includes('select from b'))).toBe(false);
    a.emit('data', query('COMMIT'));
    await settle();
    expect(ran.findIndex((text) => text.includes('select from b'))).toBeGreaterThan(ran.findIndex((text) => text.includes('COMMIT')));
  });

  it('rolls back the transaction of a connection that vanishes and deallocates its own statements', async () => {
    const { backend, ran } = fakeBackend();
    const server = new PgliteWireServer(backend);
    const [other, a] = [connect(server), connect(server)];
    // `other` prepares s_x first (shared); `a` prepares the same name with another text, so gets its own c2_s_x.
    other.emit('data', Buffer.concat([startup(), parse('s_x', 'select 0'), sync()]));
    await settle();
    a.emit('data', Buffer.concat([startup(), parse('s_x', 'select 1'), sync(), query('BEGIN')]));
    await settle();
    a.emit('close');
    await settle();
    const cleanup = ran.at(-1)!;
    expect(cleanup).toContain('ROLLBACK');
    expect(cleanup).toContain('c2_s_x');
    expect(cleanup).not.toMatch(/[^_]s_x/);
    const b = connect(server);
    b.emit('data', Buffer.concat([startup(), query('select after')]));
    await settle();
    expect(ran.at(-1)).toContain('select after');
  });

  it('answers nothing to a connection that closed while its unit ran, and rolls back what it left open', async () => {
    const fake = fakeBackend();
    const server = new PgliteWireServer(fake.backend);
    const a = connect(server);
    a.emit('data', startup());
    await settle();
    a.emit('data', query('BEGIN; hold'));
    await settle();
    a.emit('close');
    fake.release();
    await settle();
    expect(a.written).toHaveLength(1);
    expect(fake.ran.at(-1)).toContain('ROLLBACK');
  });

  it('shares at most MAX_SHARED_STATEMENTS names; past that a new name is the connection’s own', async () => {
    const { backend, ran } = fakeBackend();
    const server = new PgliteWireServer(backend);
    const a = connect(server);
    a.emit('data', startup());
    const parses = Array.from({ length: MAX_SHARED_STATEMENTS }, (_, i) => parse(`s_${i}`, `select ${i}`));
    a.emit('data', Buffer.concat([...parses, sync()]));
    await settle();
    a.emit('data', Buffer.concat([parse('s_last', 'select -1'), sync(), parse('s_1', 'select 1'), sync()]));
    await settle();
    expect(ran.at(-2)).toContain('c1_s_last');
    // A shared one is still answered without a second Parse of its text.
    expect(ran.at(-1)).not.toContain('select 1');
  });
});
