#!/usr/bin/env node
/**
 * `npm run gql:check` (D-105): fails when a web GraphQL document does not validate against the committed
 * apps/server/schema.graphql, or when the generated typings (src/lib/graphql/graphql-env.d.ts, graphql-cache.d.ts)
 * differ from what `npm run gql:generate` would write now. Then it proves itself: a deliberately bad operation must
 * make the validation fail, so a check that silently validates nothing cannot pass.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateCache, generateEnv, sameFile, tada, TYPINGS, web } from './gql-typings.mjs';

const scratch = path.join(web, '.tmp', 'gql-check');
const REGENERATE = 'run `npm run gql:generate` and commit the result';

function fail(message, output = '') {
  if (output) console.error(output.trim());
  console.error(`gql:check failed: ${message}`);
  process.exitCode = 1;
}

/** The three steps; returns false at the first failure. */
function check() {
  // 1. Every graphql() document validates against the schema (gql.tada's own diagnostics, errors only: a few Apollo
  //    link tests use synthetic `gql` probes that are not web operations).
  const validation = tada(['check', '--level', 'error']);
  if (validation.status !== 0) return fail('a GraphQL document does not validate against apps/server/schema.graphql', validation.output);

  // 2. The generated typings are what the schema and the documents give now (the introspection first: the cache is
  //    computed from the committed one).
  const env = path.join(scratch, path.basename(TYPINGS.env));
  generateEnv(env);
  if (!sameFile(env, path.join(web, TYPINGS.env))) return fail(`${TYPINGS.env} is stale: ${REGENERATE}`);
  const cache = path.join(scratch, path.basename(TYPINGS.cache));
  generateCache(cache);
  if (!sameFile(cache, path.join(web, TYPINGS.cache))) return fail(`${TYPINGS.cache} is stale: ${REGENERATE}`);

  // 3. Self-test: an operation selecting a field the schema does not have must fail the same validation.
  writeFileSync(
    path.join(scratch, 'probe.ts'),
    "import { graphql } from '../../src/lib/graphql';\n\nexport const PROBE = graphql(`query GqlCheckProbe { currentUser { _id noSuchField } }`);\n",
  );
  const plugin = { name: 'gql.tada/ts-plugin', schema: '../../../server/schema.graphql', tadaOutputLocation: '../../src/lib/graphql/graphql-env.d.ts' };
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { plugins: [plugin] }, include: ['probe.ts'] }),
  );
  const selfTest = tada(['check', '--level', 'error', '--tsconfig', path.join(scratch, 'tsconfig.json')]);
  if (selfTest.status === 0 || !selfTest.output.includes('noSuchField')) {
    return fail('the validation accepted an operation with an unknown field (self-test)', selfTest.output);
  }
  console.info('gql:check: every web GraphQL document validates against schema.graphql; generated typings are fresh.');
}

rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
try {
  check();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
