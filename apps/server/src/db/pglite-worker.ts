/**
 * The embedded engine's thread (D-435): PGlite, opened on DATA_DIR, serving the PostgreSQL wire protocol on a Unix
 * socket (pglite-wire.ts). PGlite runs its WASM engine synchronously; here that blocks only this thread, never the
 * server's event loop, which reaches the database through node-postgres exactly as it reaches PostgreSQL.
 *
 * Messages from the parent: `{ type: 'close' }` — stop accepting, close PGlite (a clean checkpoint), then exit.
 * To the parent: `{ type: 'ready' }` once listening, `{ type: 'failed', message }` when opening failed,
 * `{ type: 'closed' }` after a clean close.
 */
import { unlink } from 'node:fs/promises';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PgliteWireServer } from './pglite-wire.js';

export interface PgliteWorkerData {
  /** PGlite's data directory (absolute), or undefined for in memory. */
  location: string | undefined;
  /** The Unix socket to listen on (a stale file there is removed first). */
  socketPath: string;
  /** A data-directory dump to start from (tests). */
  template?: Blob | undefined;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

const data = workerData as PgliteWorkerData;
const port = parentPort!;

function post(message: PgliteWorkerMessage): void {
  port.postMessage(message);
}

/** A startup packet (its first byte is 0: the length's high byte) is answered by PGlite outside its output stream. */
const STARTUP_FIRST_BYTE = 0;

/**
 * The backend's answer to protocol bytes. Not `execProtocolRaw` for every unit: in PGlite 0.5.16 its default output
 * callback also parses each answer message into a result list that only `execProtocol`/`execProtocolStream` clear — with
 * raw calls only, that list grew for ever (~6 KB a call: the worker's heap reached 270 MB in 40 s of reads, with ever
 * longer garbage collections stalling the engine; D-551). `execProtocolRawStream` hands the bytes over unparsed.
 */
async function answerOf(db: PGlite, message: Uint8Array): Promise<Uint8Array> {
  if (message[0] === STARTUP_FIRST_BYTE) return db.execProtocolRaw(message, { syncToFs: false });
  const chunks: Uint8Array[] = [];
  let length = 0;
  await db.execProtocolRawStream(message, {
    syncToFs: false,
    // A view of the engine's memory, reused by the next write: copied.
    onRawData: (data) => {
      chunks.push(data.slice());
      length += data.length;
    },
  });
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
}

async function start(): Promise<void> {
  const db = await PGlite.create({
    // Contrib extensions the migrations create (index.ts, D-335).
    extensions: { btree_gist },
    ...(data.location ? { dataDir: data.location } : {}),
    ...(data.template ? { loadDataDir: data.template } : {}),
  });
  const wire = new PgliteWireServer(
    // No syncToFs per unit: on a directory PGlite writes through NODEFS, synchronously, while the unit runs (its
    // syncToFs does nothing there but take a lock), so an answer is only sent after its writes reached the files.
    (message) => answerOf(db, message),
    (error) => console.error('pglite wire error', error),
  );
  const server = net.createServer((socket) => wire.attach(socket));
  // A socket file left by a killed process: nothing listens on it (index.ts checks that before starting us).
  await unlink(data.socketPath).catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(data.socketPath, () => resolve());
  });

  let closing = false;
  port.on('message', (message: { type?: string }) => {
    if (message?.type !== 'close' || closing) return;
    closing = true;
    void (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        wire.closeAll();
      });
      await db.close();
      await unlink(data.socketPath).catch(() => undefined);
      post({ type: 'closed' });
      port.close();
    })().catch((error: unknown) => {
      console.error('pglite close failed', error);
      process.exit(1);
    });
  });
  post({ type: 'ready' });
}

start().catch((error: unknown) => {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
});
