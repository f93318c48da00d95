/** Writes the printed GraphQL SDL to apps/server/schema.graphql (`npm run schema:print -w @hatchery/server`). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaSdl } from '../src/schema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
writeFileSync(target, printSchemaSdl());
console.info(`wrote ${target}`);
