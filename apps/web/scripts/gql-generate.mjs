#!/usr/bin/env node
/** `npm run gql:generate` (D-105): regenerates the web's GraphQL typings from schema.graphql and the documents. */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generateCache, generateEnv, TYPINGS, web } from './gql-typings.mjs';

const scratch = path.join(web, '.tmp', 'gql-generate');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
try {
  // The introspection first: the cache's types are computed from it.
  generateEnv(path.join(web, TYPINGS.env));
  const cache = path.join(scratch, path.basename(TYPINGS.cache));
  generateCache(cache);
  copyFileSync(cache, path.join(web, TYPINGS.cache));
  console.info(`gql:generate: wrote ${TYPINGS.env} and ${TYPINGS.cache}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
