import { describe, expect, it } from 'vitest';
import { importStatements, isBarrel, usedModules, type GraphModule } from './usedImports.js';

/** A small module graph shaped like the real one: app sources, a component library, an icon set, a workspace package. */
const MODULES: GraphModule[] = [
  {
    id: '/repo/web/src/login.tsx',
    code: [
      'import { Button as MantineButton } from "ui";',
      'import { IconA } from "icons";',
      'import { ROLE } from "@repo/domain";',
      'import { jsx as _jsx } from "react/jsx-runtime";',
      'import classes from "./login.module.css";',
      'import "./global.css";',
      'export function Login() { return _jsx(MantineButton, { className: classes.x, children: ROLE }); }',
    ].join('\n'),
    importedIds: [
      '/repo/node_modules/ui/index.mjs',
      '/repo/node_modules/icons/index.mjs',
      '/repo/packages/domain/src/index.ts',
      '/repo/node_modules/react/jsx-runtime.js',
      '/repo/web/src/login.module.css',
      '/repo/web/src/global.css',
    ],
    exports: ['Login'],
  },
  {
    id: '/repo/node_modules/ui/index.mjs',
    code: '"use client";\nimport { Button } from "./Button/Button.mjs";\nimport { Modal } from "./Modal/Modal.mjs";\nexport { Button, Modal };\n',
    importedIds: ['/repo/node_modules/ui/Button/Button.mjs', '/repo/node_modules/ui/Modal/Modal.mjs'],
    exports: ['Button', 'Modal'],
  },
  {
    id: '/repo/node_modules/ui/Button/Button.mjs',
    code: 'import { box } from "../box.mjs";\nimport { useId } from "hooks";\nexport function Button() { return box(useId()); }',
    importedIds: ['/repo/node_modules/ui/box.mjs', '/repo/node_modules/hooks/index.mjs'],
    exports: ['Button'],
  },
  // A sibling whose name starts like Button.mjs: must not be taken for it.
  { id: '/repo/node_modules/ui/Button/Button.context.mjs', code: 'export const ctx = 1;', importedIds: [], exports: ['ctx'] },
  { id: '/repo/node_modules/ui/Modal/Modal.mjs', code: 'import { box } from "../box.mjs";\nexport function Modal() { return box(); }', importedIds: ['/repo/node_modules/ui/box.mjs'], exports: ['Modal'] },
  { id: '/repo/node_modules/ui/box.mjs', code: 'export function box() {}', importedIds: [], exports: ['box'] },
  {
    id: '/repo/node_modules/hooks/index.mjs',
    code: 'export { useId } from "./use-id.mjs";\nexport { useHover } from "./use-hover.mjs";',
    importedIds: ['/repo/node_modules/hooks/use-id.mjs', '/repo/node_modules/hooks/use-hover.mjs'],
    exports: ['useId', 'useHover'],
  },
  { id: '/repo/node_modules/hooks/use-id.mjs', code: 'export function useId() {}', importedIds: [], exports: ['useId'] },
  { id: '/repo/node_modules/hooks/use-hover.mjs', code: 'export function useHover() {}', importedIds: [], exports: ['useHover'] },
  {
    id: '/repo/node_modules/icons/index.mjs',
    code: "/** @license */\nimport * as all from './list.mjs';\nexport { all };\nexport { default as IconA } from './IconA.mjs';\nexport { default as IconB } from './IconB.mjs';",
    importedIds: ['/repo/node_modules/icons/list.mjs', '/repo/node_modules/icons/IconA.mjs', '/repo/node_modules/icons/IconB.mjs'],
    exports: ['all', 'IconA', 'IconB'],
  },
  { id: '/repo/node_modules/icons/list.mjs', code: 'export const names = [];', importedIds: [], exports: ['names'] },
  { id: '/repo/node_modules/icons/IconA.mjs', code: 'export default function IconA() {}', importedIds: [], exports: ['default'] },
  { id: '/repo/node_modules/icons/IconB.mjs', code: 'export default function IconB() {}', importedIds: [], exports: ['default'] },
  {
    id: '/repo/packages/domain/src/index.ts',
    code: "export * from './constants.js';\nexport * from './roles.js';\n",
    importedIds: ['/repo/packages/domain/src/constants.ts', '/repo/packages/domain/src/roles.ts'],
    exports: ['LIMIT', 'ROLE'],
  },
  { id: '/repo/packages/domain/src/constants.ts', code: 'export const LIMIT = 5;', importedIds: [], exports: ['LIMIT'] },
  { id: '/repo/packages/domain/src/roles.ts', code: 'export const ROLE = "admin";', importedIds: [], exports: ['ROLE'] },
  { id: '/repo/node_modules/react/jsx-runtime.js', code: 'module.exports = {};', importedIds: [], exports: [] },
  { id: '/repo/web/src/login.module.css', code: 'export default { x: "x_1" };', importedIds: [], exports: ['default'] },
  { id: '/repo/web/src/global.css', code: '', importedIds: [], exports: [] },
];

const graph = new Map(MODULES.map((module) => [module.id, module]));
const lookup = (id: string) => graph.get(id) ?? null;
const short = (ids: Iterable<string>) => [...ids].map((id) => id.replace('/repo/', '')).sort();

describe('importStatements', () => {
  it('reads named, default, namespace and bare imports, and re-exports; not type-only ones', () => {
    const code = [
      'import React, { useState as useLocal } from "react";',
      'import * as z from "zod/mini";',
      'import "./side.css";',
      'import type { Foo } from "./types";',
      'export { a as b } from "./a.js";',
      'export * from "./all.js";',
      'export default "not a re-export";',
      'const later = import("./lazy");',
    ].join('\n');
    expect(importStatements(code)).toEqual([
      { source: 'react', names: [{ imported: 'useState', local: 'useLocal' }, { imported: 'default', local: 'React' }], reexport: false },
      { source: 'zod/mini', names: null, reexport: false },
      { source: './side.css', names: [], reexport: false },
      { source: './a.js', names: [{ imported: 'a', local: 'b' }], reexport: true },
      { source: './all.js', names: null, reexport: true },
    ]);
  });
});

describe('isBarrel', () => {
  it('is a module of import and export statements only', () => {
    expect(isBarrel(lookup('/repo/node_modules/ui/index.mjs')!)).toBe(true);
    expect(isBarrel(lookup('/repo/node_modules/icons/index.mjs')!)).toBe(true);
    expect(isBarrel(lookup('/repo/packages/domain/src/index.ts')!)).toBe(true);
    expect(isBarrel(lookup('/repo/node_modules/ui/Button/Button.mjs')!)).toBe(false);
    // An empty module (a style sheet's stand-in) imports nothing: not a barrel.
    expect(isBarrel(lookup('/repo/web/src/global.css')!)).toBe(false);
  });
});

describe('usedModules', () => {
  it('follows barrels by name only: the used component, icon and constant (and the barrels), not their siblings', () => {
    expect(short(usedModules(['/repo/web/src/login.tsx'], lookup))).toEqual([
      'node_modules/hooks/index.mjs',
      'node_modules/hooks/use-id.mjs',
      'node_modules/icons/IconA.mjs',
      'node_modules/icons/index.mjs',
      'node_modules/react/jsx-runtime.js',
      'node_modules/ui/Button/Button.mjs',
      'node_modules/ui/box.mjs',
      'node_modules/ui/index.mjs',
      'packages/domain/src/index.ts',
      'packages/domain/src/roles.ts',
      'web/src/global.css',
      'web/src/login.module.css',
      'web/src/login.tsx',
    ]);
  });

  it('does not enter the modules it is told to stop at', () => {
    const used = usedModules(['/repo/web/src/login.tsx'], lookup, new Set(['/repo/node_modules/ui/Button/Button.mjs']));
    expect(used.has('/repo/node_modules/ui/Button/Button.mjs')).toBe(false);
    expect(used.has('/repo/node_modules/ui/box.mjs')).toBe(false);
    expect(used.has('/repo/node_modules/icons/IconA.mjs')).toBe(true);
  });
});
