/**
 * Node's flags for the server process, wherever it is started (`npm start` and the server package's own `start`, both
 * scripts/start.mjs; `npm run dev`; the benches), so each runs the same runtime.
 *
 * `--no-memory-reducer` (D-552): after about a minute without requests V8's memory reducer shrinks the heap (young
 * generation included). The next burst then ran on the shrunken heap for seconds: measured on the embedded default,
 * navbar tasks at 330 req/s right after 60 s idle cost 4.0 ms of CPU a request instead of 3.0 (V8's helper threads
 * 0.13 → 1.0 ms), and answers queued (p50 7 → 78 ms) until the heap had grown back. Without it an idle server keeps the
 * heap it last needed (≈100–200 MB) instead of returning part of it to the system. It is a command-line flag only:
 * set at run time (v8.setFlagsFromString) it does not reach the main thread's heap, which already exists.
 */
export const SERVER_NODE_ARGS = ['--no-memory-reducer'];
