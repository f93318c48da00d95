/**
 * Where a server's CPU went, from a `node --cpu-prof` profile (e.g. `BENCH_AB_PROFILE=1 npm run bench:portfolio-ab`):
 * `node --import tsx src/profile-summary.ts <file.cpuprofile> [rows] [from]` in bench/. Not part of `npm test`. `from`
 * (e.g. `modules/portfolio`) leaves out every sample before the first one taken in a script whose URL contains it, so
 * the server's start-up (module loading) is not counted with the load.
 *
 * Each sample is attributed to the frame it was taken in: a package (`node_modules/<name>`), a folder of the server
 * (`server: modules/portfolio`), or for Node's own code and native functions (socket writes, JSON, Buffer) their name
 * followed by the first package or server folder up the stack that called them ("writev ← pg"), so that writes to
 * PostgreSQL and writes of HTTP answers are told apart. Garbage collection and V8's own time keep their names; idle
 * time is left out. Printed: the share of the busy samples per row, largest first.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package or server folder a script URL belongs to; null for Node's own code and native frames. */
function owner(url: string): string | null {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const inServer = /apps\/server\/src\/((?:modules\/[^/]+)|[^/]+)/.exec(url);
  if (inServer) return `server: ${inServer[1]!.replace(/\.ts$/, '')}`;
  const inWorkspace = /(packages\/[^/]+|bench)\//.exec(url);
  if (inWorkspace) return inWorkspace[1]!;
  return null;
}

function summarise(profile: Profile, from?: string): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const labelOf = new Map<number, string | null>();
  const label = (id: number): string | null => {
    if (labelOf.has(id)) return labelOf.get(id)!;
    const { functionName, url } = byId.get(id)!.callFrame;
    let result: string | null;
    if (functionName === '(idle)') result = null;
    else if (functionName.startsWith('(')) result = functionName; // (garbage collector), (program), (root)
    else {
      result = owner(url);
      if (result === null) {
        // Node's own code or a native function: named by what it is, then by who called it.
        let up = parent.get(id);
        let caller: string | null = null;
        while (up !== undefined && caller === null) {
          caller = owner(byId.get(up)!.callFrame.url);
          up = parent.get(up);
        }
        const what = url.startsWith('node:') ? url.replace(/^node:(internal\/)?/, 'node:') : functionName || '(anonymous native)';
        result = `${what} ← ${caller ?? 'node'}`;
      }
    }
    labelOf.set(id, result);
    return result;
  };
  const totals = new Map<string, number>();
  let busy = 0;
  let started = from === undefined;
  profile.samples.forEach((id, i) => {
    started ||= byId.get(id)!.callFrame.url.includes(from!);
    if (!started) return;
    const name = label(id);
    if (name === null) return;
    const delta = profile.timeDeltas[i] ?? 0;
    busy += delta;
    totals.set(name, (totals.get(name) ?? 0) + delta);
  });
  return [...totals.entries()].map(([name, time]): [string, number] => [name, time / Math.max(1, busy)]).sort((a, b) => b[1] - a[1]);
}

const [file, rows = '30', from] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [rows] [from]');
const shares = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, from);
console.log('| Where | share of busy CPU |\n|---|---|');
for (const [name, share] of shares.slice(0, Number(rows))) console.log(`| ${name} | ${(share * 100).toFixed(1)}% |`);
