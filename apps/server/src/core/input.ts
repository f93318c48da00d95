/**
 * Parsing untrusted input with zod, before anything is read or written (D-109: defined once, here). Two answers for
 * two kinds of caller: GraphQL services answer ValidationError naming each problem; the account REST routes and
 * mutations answer BadRequest naming the offending fields (their messages are part of the sign-up and invitation
 * contracts).
 */
import { ERROR_CODES } from '@hatchery/domain';
import type { z } from 'zod';
import { AppError, badRequestError, validationError } from './errors.js';

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

/**
 * A refusal naming its field, for an editor that shows it under that input (D-584): a ValidationError whose message
 * is "field: rule" (the rule a text the web translates) and whose `extensions.field` is the field.
 */
export function fieldError(field: string, rule: string): AppError {
  return new AppError(ERROR_CODES.validation, `${field}: ${rule}`, 400, { details: { field } });
}

/**
 * Parses a form's input with zod, refusing with fieldError: the first problem's top-level key is the field
 * (audience.0 → audience); inside an `input` argument that carries the form, the key under it (input.title → title).
 */
export function parseFieldInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  const path = first?.path[0] === 'input' && first.path.length > 1 ? first.path.slice(1) : (first?.path ?? []);
  throw fieldError(path.length > 0 ? String(path[0]) : 'input', first?.message ?? 'is not valid');
}
