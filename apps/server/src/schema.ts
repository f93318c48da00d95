/**
 * The schema assembly: every module's GraphQL registrations (imported for their side effects), next to app.ts so
 * that graphql/ (builder, Yoga, plugins) depends on no module (D-109).
 */
import type { GraphQLSchema } from 'graphql';
import { builder } from './graphql/builder.js';
import { graphqlJs } from './graphql/graphql-js.js';
import './modules/incubator/incubator.graphql.js';
import './modules/identity/users/current-user.graphql.js';
import './modules/identity/auth/auth.graphql.js';
import './modules/identity/sessions/sessions.graphql.js';
import './modules/identity/accounts/accounts.graphql.js';
import { registerPermissionsSchema } from './modules/permissions/permissions.graphql.js';
import './modules/identity/sso/sso.graphql.js';
import './modules/identity/throttling/throttling.graphql.js';
import './modules/settings/settings.graphql.js';
import './modules/flags/flags.graphql.js';
import './modules/activity/activity.graphql.js';
import './modules/roles/roles.graphql.js';
import './modules/startups/startups.graphql.js';
import './modules/navigation/navigation.graphql.js';
import './modules/identity/users/user-admin.graphql.js';
import './modules/tasks/tasks.graphql.js';
import './modules/notifications/notifications.graphql.js';
import './modules/help/help.graphql.js';
import './modules/metrics/metrics-setup.graphql.js';
import './modules/metrics/metrics.graphql.js';
import './modules/metrics/metrics-reports.graphql.js';
import './modules/timeline/timeline.graphql.js';
import './modules/timeline/startup-abilities.graphql.js';
import './modules/third-party/third-party.graphql.js';
import './realtime/ping.graphql.js';

registerPermissionsSchema(builder);

let schema: GraphQLSchema | null = null;

export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}

/** The SDL committed as apps/server/schema.graphql (a test fails when it drifts). */
export function printSchemaSdl(): string {
  return `${graphqlJs.printSchema(graphqlJs.lexicographicSortSchema(buildSchema()))}\n`;
}
