/** The one Pothos builder. Its Context is AppContext: resolvers only ever see tenant-scoped helpers. */
import SchemaBuilder from '@pothos/core';
import type { AppContext } from '../http/context.js';
import { ACCESS_RULES_PLUGIN } from './access-plugin.js';
import { dateTimeInput } from './date-time.js';
import { graphqlJs } from './graphql-js.js';

export interface SchemaTypes {
  Context: AppContext;
  /** Fields are non-null unless they say `nullable: true` (the contract's SDL). */
  DefaultFieldNullability: false;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date };
  };
}

// accessRules: every root field states and runs its access rule (D-106).
export const builder = new SchemaBuilder<SchemaTypes>({ plugins: [ACCESS_RULES_PLUGIN], defaultFieldNullability: false });

/** The builder's type, for a module that registers its fields through a function instead of on import. */
export type HatcheryBuilder = typeof builder;

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string in UTC (e.g. 2026-03-02T09:30:00.000Z).',
  serialize: (value) => value.toISOString(),
  parseValue: dateTimeInput,
  // A literal that is not a string (a number, an object) is refused the same way, with the same message.
  parseLiteral: (node) => dateTimeInput(node.kind === graphqlJs.Kind.STRING ? node.value : null),
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
