/**
 * Starts and stops the embedded engine's worker thread (pglite-worker.ts, D-435) and tells where it listens: a Unix
 * socket `.s.PGSQL.5432` in DATA_DIR, which is where node-postgres (and psql) look for it given the directory as host.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.js';

/** The port number in the socket's name (PostgreSQL's convention: `<dir>/.s.PGSQL.<port>`). */
export const EMBEDDED_SOCKET_PORT = 5432;
/** Unix socket paths longer than this do not fit in sockaddr_un (108 bytes on Linux, 104 on macOS). */
const MAX_SOCKET_PATH = 100;
const CLOSE_TIMEOUT_MS = 8_000;

export interface PgliteHost {
  /** A node-postgres connection string for the worker's socket. */
  url: string;
  /** Stops the worker: PGlite closes cleanly (checkpoint), the socket file goes. Safe to call twice. */
  stop(): Promise<void>;
  /** Whether the worker is gone (crashed or stopped). */
  readonly exited: boolean;
  /** Ends the thread at once, as a crash would (tests: requests must fail, not hang). */
  crash(): Promise<void>;
}

export interface StartPgliteOptions {
  /** PGlite's data directory, or undefined for in memory. */
  location: string | undefined;
  /** Where the socket goes (DATA_DIR); undefined → a private temporary directory. */
  socketDir: string | undefined;
  template?: Blob | undefined;
  /** Called once when the worker ends without being asked to (a crash). */
  onExit?: (error: Error) => void;
}

/** Whether something answers on the socket: then another process serves this DATA_DIR and we must not start. */
function socketInUse(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * The worker's entry. Under tsx (npm start, the tests) this file is TypeScript and so is the worker's, and Node 20 does
 * not carry tsx's loader into a worker (not even with `--import tsx` in its execArgv): a two-line bootstrap registers it
 * there, then imports the worker's module.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./pglite-worker.js', import.meta.url), eval: false };
  const target = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return { entry: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(target)}); });`, eval: true };
}

export async function startPgliteWorker(options: StartPgliteOptions): Promise<PgliteHost> {
  let socketDir = options.socketDir;
  let temporaryDir: string | undefined;
  if (!socketDir || path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`).length > MAX_SOCKET_PATH) {
    temporaryDir = await mkdtemp(path.join(os.tmpdir(), 'hatchery-pglite-'));
    socketDir = temporaryDir;
  }
  const socketPath = path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  if (await socketInUse(socketPath)) {
    throw new Error(`The embedded database in ${socketDir} is already served by another process (${socketPath} answers); stop it first.`);
  }

  const data: PgliteWorkerData = { location: options.location, socketPath, template: options.template };
  const { entry, eval: isCode } = workerEntry();
  const worker = new Worker(entry, { workerData: data, eval: isCode });
  let exited = false;
  let stopping = false;
  const exit = new Promise<number>((resolve) => worker.once('exit', resolve));
  // Settles once the worker is gone and its temporary socket folder (if any) removed.
  const gone = exit.then(async (code) => {
    exited = true;
    if (!stopping) options.onExit?.(new Error(`the embedded database worker exited (code ${code})`));
    if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
  });

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: PgliteWorkerMessage): void => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(`the embedded database could not start: ${message.message}`));
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    void exit.then((code) => reject(new Error(`the embedded database worker exited while starting (code ${code})`)));
  }).catch(async (error: unknown) => {
    stopping = true;
    await worker.terminate();
    throw error;
  });

  let stopped: Promise<void> | undefined;
  const host: PgliteHost = {
    url: `postgres://postgres@localhost:${EMBEDDED_SOCKET_PORT}/postgres?host=${encodeURIComponent(socketDir)}`,
    get exited() {
      return exited;
    },
    async crash() {
      await worker.terminate();
      await gone;
    },
    stop() {
      stopped ??= (async () => {
        if (exited) return gone;
        stopping = true;
        worker.postMessage({ type: 'close' });
        const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
        await gone;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
  return host;
}

/**
 * The embedded engine of a DATA_DIR: PGlite's files in `<dataDir>/pglite`, its socket `<dataDir>/.s.PGSQL.5432`.
 * `memory://` keeps the database in memory and the socket in a temporary directory.
 */
export async function startEmbeddedEngine(
  dataDir: string,
  options: { template?: Blob | undefined; onExit?: ((error: Error) => void) | undefined } = {},
): Promise<PgliteHost> {
  let location: string | undefined;
  let socketDir: string | undefined;
  if (!dataDir.startsWith('memory://')) {
    socketDir = path.resolve(dataDir);
    location = path.join(socketDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  return startPgliteWorker({ location, socketDir, template: options.template, onExit: options.onExit });
}
