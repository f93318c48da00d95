/** The one Pothos builder. Its Context is AppContext: resolvers only ever see tenant-scoped helpers. */
import SchemaBuilder from '@pothos/core';
import type { AppContext } from '../http/context.js';

export interface SchemaTypes {
  Context: AppContext;
  /** Fields are non-null unless they say `nullable: true` (the contract's SDL). */
  DefaultFieldNullability: false;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
  };
}

export const builder = new SchemaBuilder<SchemaTypes>({ defaultFieldNullability: false });

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
