/** Builds the executable schema from every module's registrations (imported for their side effects). */
import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import { graphqlJs } from './graphql-js.js';
import '../modules/incubator/incubator.graphql.js';
import '../modules/users/current-user.graphql.js';
import '../modules/auth/auth.graphql.js';
import '../modules/sessions/sessions.graphql.js';
import '../modules/identity/identity.graphql.js';
import '../modules/permissions/permissions.graphql.js';
import '../modules/sso/sso.graphql.js';
import '../modules/security/security.graphql.js';
import '../realtime/ping.graphql.js';

let schema: GraphQLSchema | null = null;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}

/** The SDL committed as apps/server/schema.graphql (a test fails when it drifts). */
export function printSchemaSdl(): string {
  return `${graphqlJs.printSchema(graphqlJs.lexicographicSortSchema(buildSchema()))}\n`;
}
