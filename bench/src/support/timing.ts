/**
 * What the in-process CPU benches share (bench:rules, bench:forms): a deterministic generator for their data, the timing
 * loop (wall and process CPU time of each call after a warm-up), nearest-rank quantiles, and which figure a budget is
 * read on — wall time on a quiet machine, CPU time on a shared one (load average above the core count), where wall
 * time mostly measures waiting for a core.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** A small deterministic generator (mulberry32), so every run works on the same data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Nearest-rank quantile of sorted figures. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Wall and CPU time (the process's user + system) of one call, in ms, with what it returned. */
export function timeOnce<T>(run: () => T): { wall: number; cpu: number; result: T } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, result };
}

/** Per-call wall and CPU times in ms, each sorted ascending. */
export interface Timings {
  walls: number[];
  cpus: number[];
}

/**
 * `warmUp` untimed calls (enough for V8 to finish optimising: before that, background compilation shows up in the CPU
 * figures), then `runs` timed ones. `prepare` runs before every call, outside the timing.
 */
export function measure(run: () => unknown, { warmUp, runs, prepare }: { warmUp: number; runs: number; prepare?: () => void }): Timings {
  for (let i = 0; i < warmUp; i++) {
    prepare?.();
    run();
  }
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    prepare?.();
    const { wall, cpu } = timeOnce(run);
    walls.push(wall);
    cpus.push(cpu);
  }
  return { walls: walls.sort((a, b) => a - b), cpus: cpus.sort((a, b) => a - b) };
}

/** The machine's state at the time of the verdict: busy when the load average exceeds the cores. */
export function machineLoad(): { load: number; cores: number; busy: boolean; figure: 'CPU' | 'wall' } {
  const load = os.loadavg()[0] as number;
  const cores = os.availableParallelism();
  const busy = load > cores;
  return { load, cores, busy, figure: busy ? 'CPU' : 'wall' };
}

/** The quantile a budget is read on: of CPU time when the machine is busy, else of wall time. */
export function budgetQuantile(timings: Timings, q: number, busy: boolean): number {
  return quantile(busy ? timings.cpus : timings.walls, q);
}
