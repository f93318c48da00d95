import { readFileSync } from 'node:fs';
import { launchServer, stopServer } from '../src/support/bench-server.js';
import { measureLoad, type LoadTarget } from '../src/support/load.js';
const server = await launchServer('prof', 3310, '/tmp/perf/pdata', process.env.DB!);
const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: 'Bearer bt-portfolio-admin', host: 'demo.localhost' };
const cpuMs = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const list: LoadTarget = { name: 'list', port: 3310, path: '/graphql?operationName=Portfolio', headers, body: readFileSync('/tmp/perf/q.json', 'utf8') };
const empty: LoadTarget = { name: 'empty', port: 3310, path: '/graphql?operationName=Empty', headers, body: JSON.stringify({ query: 'query Empty { __typename }' }) };
const per = async (t: LoadTarget) => { await measureLoad([t], { connections: 10, durationS: 2, rounds: 1, warmupS: 0 }); const b = cpuMs(server.child.pid!); const [f] = await measureLoad([t], { connections: 10, durationS: 8, rounds: 1, warmupS: 0 }); return ((cpuMs(server.child.pid!) - b) / f!.requests); };
try {
  for (let i = 0; i < 2; i++) { const e = await per(empty); const l = await per(list); console.log(`empty ${e.toFixed(3)} list ${l.toFixed(3)} ratio ${(l / e).toFixed(2)}`); }
} finally { await stopServer(server); }
