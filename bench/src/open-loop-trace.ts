/**
 * One page in an open loop against a running server, latency shown per slice of the window (D-552's probe): what a
 * p99 hides — a server waking up after idle, a stall, a backlog that drains. Not part of `npm test`.
 * `P_PORT=3400 P_TARGET=navbar P_RATE=330 P_DURATION=4 P_BUCKET=250 node --import tsx src/open-loop-trace.ts` in bench/
 * against a production server on the seeded demo (host demo.localhost). P_STARTUP: the startup id for `timeline`.
 * Prints the whole window's p50/p99/max, then per P_BUCKET ms of due time: requests, p50, max.
 */
import http from 'node:http';
import type { BenchServer } from './support/bench-server.js';
import { demoTarget, signIn, type DemoSubject, type PageTarget } from './support/demo-targets.js';
import { percentile } from './support/load.js';

const port = Number(process.env.P_PORT ?? 3400);
const page = (process.env.P_TARGET ?? 'navbar') as PageTarget;
const rate = Number(process.env.P_RATE ?? 330);
const durationS = Number(process.env.P_DURATION ?? 10);
const bucketMs = Number(process.env.P_BUCKET ?? 250);

// A server this script did not start: only its name and port are read (sign-in and the page's request).
const server = { name: 'probe', port } as BenchServer;
const subject: DemoSubject = {
  server,
  adminToken: await signIn(server, 'admin@demo.test'),
  cofounderToken: await signIn(server, 'cofounder@demo.test'),
  startupId: process.env.P_STARTUP ?? '',
};
const target = demoTarget(page, subject);
const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
const answered: Array<{ dueAt: number; ms: number }> = [];

function send(dueAt: number): Promise<void> {
  return new Promise((resolve) => {
    const options = { host: '127.0.0.1', port, method: 'POST', path: target.path, headers: target.headers, agent };
    const req = http.request(options, (res) => {
      res.resume();
      res.on('end', () => {
        answered.push({ dueAt, ms: performance.now() - dueAt });
        resolve();
      });
    });
    req.on('error', () => resolve());
    req.end(target.body);
  });
}

// Poisson arrivals, latency from the moment a request was due (as measureOpenLoop in support/load.ts).
const started = performance.now();
const end = started + durationS * 1000;
const inFlight: Array<Promise<void>> = [];
for (let next = started; next < end; ) {
  while (next <= performance.now() && next < end) {
    inFlight.push(send(next));
    next += -Math.log(1 - Math.random()) * (1000 / rate);
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, next - performance.now()))));
}
await Promise.all(inFlight);
agent.destroy();

const summary = (ms: number[]): string => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `n=${String(sorted.length).padStart(4)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(6)} p99 ${percentile(sorted, 0.99).toFixed(1).padStart(6)} max ${sorted.at(-1)!.toFixed(1).padStart(6)}`;
};
console.log(`${page} at ${rate} req/s for ${durationS} s: ${summary(answered.map((a) => a.ms))}`);
const slices = new Map<number, number[]>();
for (const a of answered) {
  const slice = Math.floor((a.dueAt - started) / bucketMs);
  slices.set(slice, [...(slices.get(slice) ?? []), a.ms]);
}
for (const [slice, ms] of [...slices].sort((a, b) => a[0] - b[0])) console.log(`${String(slice * bucketMs).padStart(6)} ms ${summary(ms)}`);
