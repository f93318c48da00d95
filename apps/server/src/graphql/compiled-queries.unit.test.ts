import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { useCompiledQueries } from './compiled-queries.js';

function server(onCompileError = vi.fn()) {
  const calls: string[] = [];
  const schema = createSchema({
    typeDefs: /* GraphQL */ `
      type Query { double(n: Int!): Int! entries(count: Int!): [Entry!]! }
      type Entry { id: ID! label: String! }
      type Mutation { bump(by: Int!): Int! }
    `,
    resolvers: {
      Query: {
        double: (_: unknown, { n }: { n: number }) => {
          calls.push('double');
          return n * 2;
        },
        entries: (_: unknown, { count }: { count: number }) => Array.from({ length: count }, (_, i) => ({ id: String(i), label: `#${i}` })),
      },
      Mutation: { bump: (_: unknown, { by }: { by: number }) => by + 1 },
    },
  });
  const yoga = createYoga({ schema, plugins: [useCompiledQueries({ onCompileError })], maskedErrors: false, logging: false });
  const post = async (query: string, variables?: Record<string, unknown>, operationName?: string) => {
    const response = await yoga.fetch('http://test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables, operationName }) });
    return (await response.json()) as { data?: unknown; errors?: Array<{ message: string; locations?: unknown }> };
  };
  return { post, calls, onCompileError };
}

describe('query operations compiled by graphql-jit (D-195)', () => {
  it('answers queries as graphql-js does, nested lists included, and picks the named operation', async () => {
    const { post, onCompileError } = server();
    expect(await post('query D($n: Int!) { double(n: $n) }', { n: 21 })).toEqual({ data: { double: 42 } });
    expect(await post('query E { entries(count: 2) { id label } }')).toEqual({ data: { entries: [{ id: '0', label: '#0' }, { id: '1', label: '#1' }] } });
    expect(await post('query A { double(n: 1) } query B { double(n: 2) }', undefined, 'B')).toEqual({ data: { double: 4 } });
    expect(await post('mutation M { bump(by: 1) }')).toEqual({ data: { bump: 2 } });
    expect(onCompileError).not.toHaveBeenCalled();
  });

  it("answers a refused variable with graphql-js' own message (the one the masking names fields by), having run nothing", async () => {
    const { post, calls } = server();
    const refused = await post('query D($n: Int!) { double(n: $n) }', { n: 'x' });
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.map((e) => e.message)).toEqual(['Variable "$n" got invalid value "x"; Int cannot represent non-integer value: "x"']);
    const missing = await post('query D($n: Int!) { double(n: $n) }', {});
    expect(missing.errors?.map((e) => e.message)).toEqual(['Variable "$n" of required type "Int!" was not provided.']);
    expect(calls).toEqual([]);
  });
});
