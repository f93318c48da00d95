/**
 * The GraphQL edge for bad input (D-86). Pothos builds "String" and "ID" as graphql-js' own GraphQLString/GraphQLID
 * whatever scalar config it is given, and graphql 16 refuses a second type named String (introspection uses the
 * built-in one), so unstorable text cannot be refused by overriding those scalars. It is refused here instead, for
 * every argument of every type (String, ID, JSON, enums given as strings, …), before anything runs:
 * - literals in the document, by a validation rule;
 * - variables (HTTP and websocket alike), by walking their raw values before execution;
 * - and a request whose `variables`/`extensions` parameter is not JSON is a 400, not an internal error.
 * Every refusal is a ValidationError whose message (and `extensions.field`) names the argument path.
 */
import { ERROR_CODES, findUnstorableText, isStorableText, SETTINGS_MESSAGES } from '@hatchery/domain';
import type { ASTNode, DocumentNode, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isAppError } from '../core/errors.js';
import { graphqlJs } from './graphql-js.js';

const { BREAK, Kind, visit } = graphqlJs;

type Ancestor = ASTNode | readonly ASTNode[];

function isNode(item: Ancestor | undefined): item is ASTNode {
  return item !== undefined && !Array.isArray(item);
}

/**
 * `input.items[2].name` for a value node inside an argument (or `$name` inside a variable's default value), from what
 * graphql-js' visitor passes: the ancestors (which stop before the parent), the parent and the node.
 */
export function argumentPath(ancestors: readonly Ancestor[], parent: Ancestor | undefined, node: ASTNode): string {
  const chain: Ancestor[] = [...ancestors, ...(parent ? [parent] : []), node];
  let parts: string[] = [];
  chain.forEach((item, index) => {
    if (!isNode(item)) return;
    if (item.kind === Kind.ARGUMENT) parts = [item.name.value];
    else if (item.kind === Kind.VARIABLE_DEFINITION) parts = [`$${item.variable.name.value}`];
    else if (item.kind === Kind.OBJECT_FIELD) parts.push(`.${item.name.value}`);
    else if (item.kind === Kind.LIST) {
      const element = chain[index + 2];
      if (isNode(element)) parts.push(`[${item.values.indexOf(element as never)}]`);
    }
  });
  return parts.join('').replace(/^\./, '') || 'value';
}

/** The argument path of `target` in `document` (errors carry the node, not where it sits). */
function pathInDocument(document: DocumentNode, target: ASTNode): string {
  let found = 'value';
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      if (node !== target) return undefined;
      found = argumentPath(ancestors, parent, node);
      return BREAK;
    },
  });
  return found;
}

/** A GraphQL ValidationError naming the argument path. */
export function inputError(field: string, rule: string, options: { nodes?: GraphQLError['nodes'] } = {}): GraphQLError {
  return createGraphQLError(`${field}: ${rule}`, {
    nodes: options.nodes,
    extensions: { code: ERROR_CODES.validation, field, http: { status: 400 } },
  });
}

/** Document literals: a string value holding NUL (an escape `\u0000`) or, via escapes, broken Unicode. */
function storableLiteralsRule(context: ValidationContext) {
  return {
    StringValue(node: ASTNode & { value: string }, _key: unknown, parent: Ancestor | undefined, _path: unknown, ancestors: readonly Ancestor[]) {
      if (isStorableText(node.value)) return;
      context.reportError(inputError(argumentPath(ancestors, parent, node), SETTINGS_MESSAGES.unstorableText, { nodes: [node] }));
    },
  };
}

function unstorableVariable(variables: unknown): GraphQLError | null {
  const field = findUnstorableText(variables ?? null);
  return field === null ? null : inputError(field, SETTINGS_MESSAGES.unstorableText);
}

interface ErrorLike {
  message: string;
  nodes?: GraphQLError['nodes'];
  originalError?: unknown;
}

/**
 * A literal our own scalar refused (DateTime's parseLiteral throws a ValidationError AppError), reported by graphql-js
 * as `Expected value of type "DateTime", found …; <rule>`: the same ValidationError, named by its argument path.
 */
function namedLiteralError(error: ErrorLike, document: DocumentNode): unknown {
  const original = error.originalError;
  const node = error.nodes?.[0];
  if (!isAppError(original) || original.code !== ERROR_CODES.validation || !node) return error;
  return inputError(pathInDocument(document, node), original.message, { nodes: error.nodes });
}

export function useInputGuard(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      // Yoga JSON.parses the `variables` and `extensions` query parameters of a GET without catching.
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw createGraphQLError('The "variables" or "extensions" parameter is not valid JSON.', {
            extensions: { code: ERROR_CODES.badRequest, http: { status: 400 } },
          });
        }
      });
    },
    onValidate({ addValidationRule, params }) {
      addValidationRule(storableLiteralsRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map((error: ErrorLike) => namedLiteralError(error, params.documentAST)));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = unstorableVariable(args.variableValues);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = unstorableVariable(args.variableValues);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}

const VARIABLE_NAME = '[_A-Za-z][_0-9A-Za-z]*';
const INVALID_VALUE = new RegExp(`^Variable "\\$(${VARIABLE_NAME})" got invalid value `);
const AT_PATH = new RegExp(` at "(${VARIABLE_NAME}(?:\\.${VARIABLE_NAME}|\\[\\d+\\])*)"$`);
const ANY_VARIABLE = new RegExp(`^Variable "\\$(${VARIABLE_NAME})" `);

/**
 * graphql-js' variable coercion errors — `Variable "$input" got invalid value <value> at "input.name"; <reason>`,
 * or `Variable "$id" of non-null type "ID!" must not be null.` — as `{ field, reason }`: the argument path and the
 * reason without the echoed value (which may be megabytes, or the very bytes being refused). Null for other errors.
 */
export function variableValueError(error: ErrorLike): { field: string; reason: string } | null {
  const invalid = INVALID_VALUE.exec(error.message);
  if (invalid) {
    const inner = error.originalError;
    const innerMessage = inner instanceof Error ? inner.message : error.message.slice(error.message.lastIndexOf('; ') + 2);
    const suffix = `; ${innerMessage}`;
    const prefix = error.message.endsWith(suffix) ? error.message.slice(0, -suffix.length) : '';
    // A scalar's own error is wrapped once more (`Expected type "DateTime". <rule>`): its rule is the reason.
    let deepest: unknown = inner;
    while (deepest instanceof Error && (deepest as ErrorLike).originalError instanceof Error) deepest = (deepest as ErrorLike).originalError;
    return { field: AT_PATH.exec(prefix)?.[1] ?? invalid[1]!, reason: deepest instanceof Error ? deepest.message : innerMessage };
  }
  const other = ANY_VARIABLE.exec(error.message);
  return other ? { field: other[1]!, reason: error.message } : null;
}
