import { describe, expect, it } from 'vitest';
import { toClientError } from '../http/errors.js';
import { sqlStateOf, StorageRefusedError, storageRefusal } from './refusals.js';

/** What Drizzle throws: its own error, the driver's error (with the SQLSTATE) as its cause. */
function drizzleError(code: string): Error {
  return Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('driver'), { code }) });
}

describe('database refusals', () => {
  it('reads the SQLSTATE on the error or its causes', () => {
    expect(sqlStateOf(drizzleError('23505'))).toBe('23505');
    expect(sqlStateOf(Object.assign(new Error('x'), { code: '22P02' }))).toBe('22P02');
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeNull();
    expect(sqlStateOf(new Error('plain'))).toBeNull();
  });

  it('a value the client sent (too long, out of range, duplicate, dangling reference) is a ValidationError', () => {
    for (const code of ['22001', '22003', '22008', '22021', '22P02', '23503', '23505', '23514', '54000']) {
      const refusal = storageRefusal(drizzleError(code));
      expect(refusal, code).toBeInstanceOf(StorageRefusedError);
      expect(refusal).toMatchObject({ code: 'ValidationError', httpStatus: 400, sqlState: code });
    }
  });

  it('anything else stays a fault: a NOT NULL violation, a lost connection, a syntax error of ours', () => {
    for (const error of [drizzleError('23502'), drizzleError('08006'), drizzleError('42601'), new Error('boom')]) expect(storageRefusal(error)).toBeNull();
  });

  it('the REST error mapping uses the same rule (a 400, not a 500)', () => {
    expect(toClientError(drizzleError('23505'))).toMatchObject({ code: 'ValidationError', httpStatus: 400 });
    expect(toClientError(drizzleError('23502'))).toBeNull();
  });
});
