/**
 * Parsing untrusted input with zod, before anything is read or written (D-109: defined once, here). Two answers for
 * two kinds of caller: GraphQL services answer ValidationError naming each problem; the account REST routes and
 * mutations answer BadRequest naming the offending fields (their messages are part of the sign-up and invitation
 * contracts).
 */
import type { z } from 'zod';
import { badRequestError, validationError } from './errors.js';

/** Bad input → ValidationError "field: message; …". */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw validationError(
    parsed.error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; '),
  );
}

/** Bad input → BadRequest "Invalid <what>: check <fields>" (a missing body counts as an empty object). */
export function parseBody<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const fields = [
    ...new Set(
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || 'body'],
      ),
    ),
  ];
  throw badRequestError(`Invalid ${what}: check ${fields.join(', ')}`);
}

/**
 * The arguments of a GraphQL field, parsed with parseInput: an argument given as null means the same as one left out
 * (the optional schema fields take undefined), so each service need not map every argument by hand.
 */
export function parseArgs<S extends z.ZodType>(schema: S, args: Record<string, unknown>): z.output<S> {
  return parseInput(schema, Object.fromEntries(Object.entries(args).filter(([, value]) => value !== null && value !== undefined)));
}
