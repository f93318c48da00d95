/**
 * How the web build groups modules into files (D-91). Left to itself, the bundler gives every set of lazy pages that
 * share modules a file of its own: /login fetched 49 scripts and the admin home 99, most of a few hundred bytes —
 * less than the ~700 bytes of response headers each costs. Two groups fix the first screens:
 *
 * - `app`: what the start chunk (src/app/start.tsx) and the login page use — React, the router, i18next, the Mantine
 *   components of the providers and the login form. Every visitor runs all of it before the first screen.
 * - `shell`: what the signed-in layout uses beyond that — the Apollo client, menus, the top bar, their components.
 *
 * Pages keep their automatic chunks. What the entry (src/main.tsx) uses stays out of both: it must run alone in old
 * browsers, which the browser check turns away before any app code is fetched; so do the files it loads lazily.
 */
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { usedModules, type GraphLookup } from './usedImports.js';

const source = (relative: string): string => fileURLToPath(new URL(`../src/${relative}`, import.meta.url));

const ENTRY = source('main.tsx');
const APP_ROOTS = [source('app/start.tsx'), source('features/auth/LoginPage.tsx')];
const SHELL_ROOTS = [source('app/layout/AuthenticatedLayout.tsx')];

interface Membership {
  app: ReadonlySet<string>;
  shell: ReadonlySet<string>;
}

/** Worked out once per chunking pass: every `name` call of a pass gets the same context. */
const memberships = new WeakMap<Rolldown.ChunkingContext, Membership>();

function membership(ctx: Rolldown.ChunkingContext): Membership {
  const known = memberships.get(ctx);
  if (known) return known;
  const lookup: GraphLookup = (id) => ctx.getModuleInfo(id);
  const entry = usedModules([ENTRY], lookup);
  // The files the entry loads lazily (but for the start module) are fetched without the app: the notice's texts.
  const entryLazy = [...entry].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => !APP_ROOTS.includes(id));
  const app = usedModules(APP_ROOTS, lookup, new Set([...entry, ...entryLazy]));
  const shell = usedModules(SHELL_ROOTS, lookup, new Set([...entry, ...entryLazy, ...app]));
  const computed = { app, shell };
  memberships.set(ctx, computed);
  return computed;
}

// The groups hold exactly the modules listed (their dependencies outside are left where they are), so the entry's
// modules never move into them.
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { debugName: 'app', name: (id, ctx) => (membership(ctx).app.has(id) ? 'app' : null), priority: 20, includeDependenciesRecursively: false },
  { debugName: 'shell', name: (id, ctx) => (membership(ctx).shell.has(id) ? 'shell' : null), priority: 10, includeDependenciesRecursively: false },
];
