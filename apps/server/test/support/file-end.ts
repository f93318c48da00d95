/**
 * What a test file leaves behind in modules it shares with the next file of its worker (D-541: integration files
 * share one module graph, isolate: false). A helper holding per-file state in module scope registers how to drop it;
 * the setup file (file-reset.ts) runs these after each file's own afterAll hooks, so the next file starts clean.
 */
const cleanups = new Set<() => Promise<void> | void>();

export function onFileEnd(cleanup: () => Promise<void> | void): void {
  cleanups.add(cleanup);
}

export async function runFileEnd(): Promise<void> {
  const pending = [...cleanups];
  cleanups.clear();
  for (const cleanup of pending) await cleanup();
}
