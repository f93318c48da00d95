/**
 * Introspection in production (D-88): the schema stays private, yet the endpoint answers the GraphQL-over-HTTP
 * audit, whose MUST checks send `query Type($name: String!) { __type(name: $name) { name } }`.
 *
 * - `__schema` is refused at validation, anywhere.
 * - `__type` is accepted only as a root field of a query whose root selects nothing but `__type` and `__typename`
 *   (no fragments); such an operation runs against an empty stand-in schema, so `__type` answers null for every
 *   type of ours and reveals neither a type, its fields nor whether it exists.
 * - Error messages lose graphql-js' "Did you mean …?" hints (fields, arguments, enum values, types), which would
 *   otherwise spell out the schema piece by piece.
 */
import type { ASTVisitor, DocumentNode, ExecutionResult, GraphQLError, OperationDefinitionNode, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlJs } from './graphql-js.js';

const TYPE_FIELD = '__type';
const SCHEMA_FIELD = '__schema';
const TYPENAME_FIELD = '__typename';

export const INTROSPECTION_DISABLED_MESSAGE = 'GraphQL introspection is disabled.';

/** Holds no type of ours, not even one named Query: every `__type` lookup of our names answers null. */
const standInSchema = graphqlJs.buildSchema('schema { query: StandIn } type StandIn { unused: Boolean }');

function isTypeLookupOperation(operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  let hasTypeLookup = false;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== graphqlJs.Kind.FIELD) return false;
    if (selection.name.value === TYPE_FIELD) hasTypeLookup = true;
    else if (selection.name.value !== TYPENAME_FIELD) return false;
  }
  return hasTypeLookup;
}

/** Validation rule: `__schema` never; `__type` only in a type-lookup operation (see above). */
export function limitedIntrospectionRule(context: ValidationContext): ASTVisitor {
  const refuse = (node: graphqlJs.ASTNode): void => {
    context.reportError(new graphqlJs.GraphQLError(INTROSPECTION_DISABLED_MESSAGE, { nodes: node }));
  };
  let allowTypeLookup = false;
  return {
    OperationDefinition: {
      enter(operation) {
        allowTypeLookup = isTypeLookupOperation(operation);
      },
      leave() {
        allowTypeLookup = false;
      },
    },
    Field(node) {
      const name = node.name.value;
      if (name === SCHEMA_FIELD) refuse(node);
      else if (name === TYPE_FIELD && !allowTypeLookup) refuse(node);
    },
  };
}

function selectedOperation(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === graphqlJs.Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName) ?? null;
  return operations.length === 1 ? (operations[0] ?? null) : null;
}

/** "Unknown argument "x". Did you mean "y" or "z"?" → "Unknown argument "x"." (every hint graphql-js phrases so). */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
}

function hideSuggestions<T extends { errors?: ReadonlyArray<GraphQLError> }>(result: T): T {
  if (!result.errors?.some((error) => /Did you mean/.test(error.message))) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (!/Did you mean/.test(error.message)) return error;
      return new graphqlJs.GraphQLError(withoutSuggestions(error.message), {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      });
    }),
  };
}

/** Production only: the rule above, the stand-in schema for type lookups and suggestion-free messages. */
export function useProductionIntrospectionPolicy(): Plugin {
  return {
    onValidate({ addValidationRule, setResult }) {
      addValidationRule(limitedIntrospectionRule);
      return ({ result }) => {
        setResult(result.map((error) => (/Did you mean/.test(error.message) ? hideSuggestions({ errors: [error] }).errors?.[0] ?? error : error)));
      };
    },
    onExecute({ args, setExecuteFn, executeFn }) {
      const operation = selectedOperation(args.document, args.operationName);
      if (operation && isTypeLookupOperation(operation)) {
        setExecuteFn((executeArgs) => executeFn({ ...executeArgs, schema: standInSchema }));
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result)) return;
          setResult(hideSuggestions(result as ExecutionResult));
        },
      };
    },
  };
}
