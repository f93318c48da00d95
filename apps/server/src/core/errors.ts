/** Our own error type: a stable code (ERROR_CODES), a safe message and the HTTP status it maps to. */
import { ERROR_CODES, type ErrorCode } from '@hatchery/domain';

/** Codes added by the identity contract (docs/contract-identity.md) that @hatchery/domain does not list yet. */
export const IDENTITY_ERROR_CODES = {
  maxSessionsReached: 'MaxSessionsReached',
  invalidToken: 'InvalidToken',
  weakPassword: 'WeakPassword',
  emailTaken: 'EmailTaken',
  signupDisabled: 'SignupDisabled',
} as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[keyof typeof IDENTITY_ERROR_CODES];
/** Codes of the coaching contract (docs/contract-coaching.md §3.2): a host's time taken by a concurrent booking. */
export const COACHING_ERROR_CODES = { slotTaken: 'SlotTaken', overBudget: 'OverBudget' } as const;
export type CoachingErrorCode = (typeof COACHING_ERROR_CODES)[keyof typeof COACHING_ERROR_CODES];
export type AppErrorCode = ErrorCode | IdentityErrorCode | CoachingErrorCode;

/** A JSON value an error may carry (a list of named problems, e.g. the form analyser's). */
export type ErrorDetailValue = string | number | boolean | null | readonly ErrorDetailValue[] | { readonly [key: string]: ErrorDetailValue };
/** Extra machine-readable fields of an error: REST body fields and GraphQL `extensions` beside the code. */
export type ErrorDetails = Readonly<Record<string, ErrorDetailValue>>;

export interface AppErrorOptions {
  details?: ErrorDetails;
  /** Response headers a REST answer carries (e.g. Retry-After); GraphQL answers get them from a Yoga plugin. */
  headers?: Readonly<Record<string, string>>;
}

export class AppError extends Error {
  readonly details: ErrorDetails;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly httpStatus = 400,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }
}

export const invalidIncubatorError = (): AppError =>
  new AppError(ERROR_CODES.invalidIncubator, 'Unknown organisation', 403);

export const authenticationRequiredError = (): AppError =>
  new AppError(ERROR_CODES.authenticationRequired, 'Authentication required', 401);

export const invalidCredentialsError = (): AppError =>
  new AppError(ERROR_CODES.invalidCredentials, 'Invalid email or password', 401);

export const badRequestError = (message: string): AppError => new AppError(ERROR_CODES.badRequest, message, 400);

/** Bad input, named: the message reads "field: rule" (the rule often a SETTINGS_MESSAGES text the web translates). */
export const validationError = (message: string): AppError => new AppError(ERROR_CODES.validation, message, 400);

export const forbiddenError = (message = 'Forbidden'): AppError => new AppError(ERROR_CODES.forbidden, message, 403);

export const notFoundError = (message = 'Not found'): AppError => new AppError(ERROR_CODES.notFound, message, 404);

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** REST body of an error (contract: `{error, message}`). */
export function restErrorBody(error: AppError): { error: string; message: string } {
  return { error: error.code, message: error.message, ...error.details };
}

/** GraphQL-shaped body for errors raised before execution (tenancy, bad token). */
export function graphqlErrorBody(error: AppError): { errors: Array<{ message: string; extensions: { code: string } }> } {
  return { errors: [{ message: error.message, extensions: { code: error.code } }] };
}
