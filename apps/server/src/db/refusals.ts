/**
 * A database refusal caused by the values a request sent, not by a fault of ours (D-86): text too long, a number or
 * date out of range, a malformed value, a character the encoding cannot hold, an index row too large, a unique, foreign
 * key or check constraint. Services name the refusals they expect (e.g. "slug already used"); whatever reaches the
 * error mapping unnamed is still the client's — a ValidationError, logged as a warning with its SQLSTATE, not a 500.
 * A NOT NULL violation is not in the list: a missing required value is refused earlier, so one here is our bug.
 */
import { ERROR_CODES, SETTINGS_MESSAGES } from '@hatchery/domain';
import { AppError } from '../core/errors.js';

const CLIENT_SQL_STATES = new Set([
  '22001', // string_data_right_truncation (value too long for the column)
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (NUL, bad encoding)
  '22P02', // invalid_text_representation (e.g. not a uuid)
  '22P05', // untranslatable_character
  '23503', // foreign_key_violation
  '23505', // unique_violation
  '23514', // check_violation
  '54000', // program_limit_exceeded (index row too large for a huge value)
]);

const SQL_STATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error: both drivers put it on `code`, and Drizzle wraps the driver's error in `cause`. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQL_STATE.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export class StorageRefusedError extends AppError {
  constructor(readonly sqlState: string) {
    super(ERROR_CODES.validation, SETTINGS_MESSAGES.notStorable, 400);
    this.name = 'StorageRefusedError';
  }
}

/** The client's refusal hidden in a database error, or null (a fault of ours, to be logged as such). */
export function storageRefusal(error: unknown): StorageRefusedError | null {
  const state = sqlStateOf(error);
  return state !== null && CLIENT_SQL_STATES.has(state) ? new StorageRefusedError(state) : null;
}
