/** The one Pothos builder. Its Context is AppContext: resolvers only ever see tenant-scoped helpers. */
import SchemaBuilder from '@pothos/core';
import type { AppContext } from '../http/context.js';

export interface SchemaTypes {
  Context: AppContext;
  /** Fields are non-null unless they say `nullable: true` (the contract's SDL). */
  DefaultFieldNullability: false;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date };
  };
}

export const builder = new SchemaBuilder<SchemaTypes>({ defaultFieldNullability: false });

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO-8601 string in UTC (e.g. 2026-03-02T09:30:00.000Z).',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
