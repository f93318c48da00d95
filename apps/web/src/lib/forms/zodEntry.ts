/**
 * What `import … from 'zod'` resolves to in the web build and tests (vite.config.ts `resolve.alias`): zod itself, after
 * the jitless switch. Every module that builds a schema imports zod, so it depends on the switch, and the bundler's
 * dependency order runs the switch first without forcing strict execution order on every chunk (D-91, D-95).
 */
import './zodWithoutEval';

export * from 'zod/v4';
export { default } from 'zod/v4';
