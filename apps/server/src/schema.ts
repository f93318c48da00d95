/**
 * The schema assembly: every module's GraphQL registrations (imported for their side effects), next to app.ts so
 * that graphql/ (builder, Yoga, plugins) depends on no module (D-109).
 */
import type { GraphQLSchema } from 'graphql';
import { builder } from './graphql/builder.js';
import { graphqlJs } from './graphql/graphql-js.js';
import './modules/incubator/index.js';
import './modules/identity/users/index.js';
import './modules/identity/auth/index.js';
import './modules/identity/sessions/index.js';
import './modules/identity/accounts/index.js';
import { registerPermissionsSchema } from './modules/permissions/index.js';
import './modules/identity/sso/index.js';
import './modules/identity/throttling/index.js';
import './modules/settings/index.js';
import './modules/flags/index.js';
import './modules/activity/index.js';
import './modules/roles/index.js';
import './modules/startups/index.js';
import './modules/navigation/index.js';
import './modules/tasks/index.js';
import './modules/notifications/index.js';
import './modules/help/index.js';
import './modules/metrics/index.js';
import './modules/timeline/index.js';
import './modules/third-party/index.js';
import './modules/startup-people/index.js';
import './modules/programs/index.js';
import './modules/milestones/index.js';
import './modules/startup-file/index.js';
import './modules/tags/index.js';
import './modules/mentors/index.js';
import './modules/community/index.js';
import './modules/batch/index.js';
import './modules/portfolio/index.js';
import './modules/forms/index.js';
import './modules/feedback/index.js';
import './modules/applications/index.js';
import './modules/custom-fields/index.js';
import './modules/coaching/index.js';
import './modules/events/index.js';
import './modules/calendar/index.js';
import './modules/assessment/index.js';
import './modules/feed/index.js';
import './modules/resources/index.js';
import './modules/courses/index.js';
import './modules/emails/index.js';
import './modules/articles/index.js';
import './modules/chat/index.js';
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
