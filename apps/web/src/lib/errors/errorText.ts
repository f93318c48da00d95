/**
 * The generic error text of D1 §8 (ERR-12..14). Pure and free of Apollo, so REST pages can use it too:
 * - a network error reads "Network Error" (translated);
 * - GraphQL errors are joined with ". ", each from its validation field messages, else the text mapped from
 *   extensions.code, else its own message;
 * - any other error shows its own message.
 */
export interface ErrorTextDeps {
  /** The translated "Network Error". */
  networkError: string;
  /** The translated text for a known error code, undefined for an unknown one. */
  codeText: (code: string) => string | undefined;
  /** Used when an error carries no message at all. */
  fallback: string;
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** fetch's TypeError, Apollo's passed-through fetch failures, and errors flagged as network failures. */
export function isNetworkError(error: unknown): boolean {
  if (!isRecord(error)) return false;
  if (error instanceof TypeError) return true;
  if (error.name === 'NetworkError' || error.name === 'AbortError') return true;
  return typeof error.message === 'string' && /^(failed to fetch|network ?error|load failed|networkerror when)/i.test(error.message);
}

function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] | null {
  if (!isRecord(error)) return null;
  if (Array.isArray(error.errors) && error.errors.length > 0 && error.errors.every(isRecord)) {
    return error.errors as GraphQLErrorLike[];
  }
  if (Array.isArray(error.graphQLErrors) && error.graphQLErrors.length > 0) return error.graphQLErrors as GraphQLErrorLike[];
  return null;
}

/** Messages out of `validationErrors` / `fieldErrors`: a list of strings or {message}, or a map field → text(s). */
export function validationMessages(extensions: Record<string, unknown> | null | undefined): string[] {
  if (!extensions) return [];
  const out: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) out.push(value.trim());
    } else if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (isRecord(value)) {
      if (typeof value.message === 'string') collect(value.message);
      else if (Array.isArray(value.messages)) collect(value.messages);
      else Object.values(value).forEach(collect);
    }
  };
  collect(extensions.validationErrors);
  collect(extensions.fieldErrors);
  return out;
}

function oneGraphQLError(error: GraphQLErrorLike, deps: ErrorTextDeps): string {
  const fields = validationMessages(error.extensions);
  if (fields.length > 0) return fields.join('. ');
  const code = error.extensions?.code;
  const mapped = typeof code === 'string' ? deps.codeText(code) : undefined;
  if (mapped) return mapped;
  return typeof error.message === 'string' && error.message ? error.message : deps.fallback;
}

function stripFinalStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}

export function errorText(error: unknown, deps: ErrorTextDeps): string {
  if (isNetworkError(error)) return deps.networkError;
  const graphQLErrors = graphQLErrorsOf(error);
  if (graphQLErrors) {
    const parts = graphQLErrors.map((e) => oneGraphQLError(e, deps));
    // Joined with ". " without doubling the full stop of a sentence that already has one.
    return parts.length === 1 ? (parts[0] ?? deps.fallback) : parts.map(stripFinalStop).join('. ');
  }
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return deps.fallback;
}

/** The `extensions.code` of every GraphQL error the error carries (none for network and other errors). */
export function errorCodes(error: unknown): string[] {
  return (graphQLErrorsOf(error) ?? []).flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []));
}
