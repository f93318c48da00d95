/**
 * The module-boundary lint rule (D-109) refuses what it should: a deep import into another module fails lint, the
 * module's index and the module's own files pass, tests are exempt. Runs ESLint's API on fixture strings with the
 * repository's own eslint.config.js, so a rule that silently matches nothing (a bad glob, a wrong relative path)
 * fails here rather than letting deep imports back in.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('module boundaries (D-109)', () => {
  it('refuses a deep import into another module, a value or a type, from a module, a sub-module or the app', async () => {
    expect(await boundaryErrors('apps/server/src/modules/tasks/fixture.ts', "export { notifyUsers } from '../notifications/notifications.service.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/modules/identity/sso/fixture.ts', "import type { Viewer } from '../auth/auth.service.js';\nexport type { Viewer };\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/modules/tasks/fixture.ts', "export { resolveViewer } from '../identity/auth/auth.service.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/fixture.ts', "export { buildSchema } from './modules/metrics/metrics.graphql.js';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/server/src/http/fixture.ts', "export { x } from '../modules/files/file-store.js';\n")).toHaveLength(1);
  });

  it("lets a module's index and a module's own files through", async () => {
    expect(await boundaryErrors('apps/server/src/modules/tasks/fixture.ts', "export { notifyUsers } from '../notifications/index.js';\n")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/tasks/fixture.ts', "export { x } from './tasks.service.js';\n")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/modules/identity/sso/fixture.ts', "export { x } from '../auth/index.js';\n")).toEqual([]);
    expect(await boundaryErrors('apps/server/src/fixture.ts', "export { x } from './modules/metrics/index.js';\n")).toEqual([]);
  });

  it('leaves tests free to reach into what they test', async () => {
    expect(await boundaryErrors('apps/server/src/modules/tasks/fixture.unit.test.ts', "export { x } from '../notifications/notifications.service.js';\n")).toEqual([]);
  });
});
