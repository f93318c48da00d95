/**
 * The feature-boundaries rule (D-112) fires under the repository's own ESLint config, not only in isolation: each case
 * lints a few lines as if they were a file at the given path.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// A string, not `new URL(…)`: under jsdom the global URL is the browser's, which fileURLToPath does not take.
const repoRoot = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')}${path.sep}`;
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}apps/web/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'hatchery/feature-boundaries').map((m) => m.message);
}

describe('lint: web feature boundaries (D-112)', () => {
  it('refuses a deep import from one feature into another', async () => {
    const errors = await boundaryErrors('features/home/Fixture.tsx', "import { TasksButton } from '../tasks/TasksButton';\nexport const x = TasksButton;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("reaches into feature 'tasks'");
  });

  it("refuses app/ reaching into a feature's internals, and a feature using another's mount.ts", async () => {
    expect(await boundaryErrors('app/layout/Fixture.tsx', "export { useTaskList } from '../../features/tasks/useTaskList';\n")).toHaveLength(1);
    expect(await boundaryErrors('features/home/Fixture.tsx', "export { TopBar } from '../shell/mount';\n")).toHaveLength(1);
  });

  it('refuses a static import of a page module: pages load lazily', async () => {
    expect(await boundaryErrors('app/routes/Fixture.tsx', "export { TasksPage } from '../../features/tasks/pages';\n")).toHaveLength(1);
    expect(await boundaryErrors('app/routes/Fixture.tsx', "export const p = () => import('../../features/tasks/useTaskList');\n")).toHaveLength(1);
  });

  it('allows the public surface, app/ mounting, lazy pages and imports inside one feature', async () => {
    const allowed: Array<[string, string]> = [
      ['features/home/Fixture.tsx', "export { TasksButton } from '../tasks';\n"],
      ['features/timeline/items/Fixture.tsx', "export { localizedText } from '../../metrics/index';\n"],
      ['app/layout/Fixture.tsx', "export { TopBar } from '../../features/shell/mount';\n"],
      ['app/routes/Fixture.tsx', "export const a = () => import('../../features/tasks/pages');\nexport const b = () => import('../../features/users/UsersPage');\nexport const c = () => import('../../features/sessions/SessionChoiceScreen');\n"],
      ['features/tasks/Fixture.tsx', "export { useTaskList } from './useTaskList';\n"],
      ['features/timeline/items/Fixture.tsx', "export { TIMELINE } from '../documents';\n"],
    ];
    for (const [file, code] of allowed) expect(await boundaryErrors(file, code), `${file}: ${code}`).toEqual([]);
  });
});
