/**
 * The web's GraphQL documents are typed from the committed schema (apps/server/schema.graphql) by gql.tada (D-105):
 * `graphql(\`…\`, [fragments])` returns a typed document that Apollo's hooks infer from. Nothing here is hand-written
 * about the schema: graphql-env.d.ts and graphql-cache.d.ts are generated (`npm run gql:generate`), and
 * `npm run gql:check` fails when they are stale or a document does not validate.
 */
import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  // Components read fragment fields directly (no readFragment): fragments colocate the selection, not the data.
  disableMasking: true;
  scalars: {
    // ISO 8601 strings on the wire; the app parses them where it needs a date.
    DateTime: string;
    JSON: unknown;
  };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';

/**
 * A named schema type as the client sends or reads it: an enum's values as a string union (`SchemaType<'TaskScope'>`),
 * an input object's shape (`SchemaType<'TaskQueryOptions'>`), a scalar's mapped type.
 */
export type SchemaType<Name extends keyof introspection['types']> = ReturnType<typeof graphql.scalar<Name>>;

