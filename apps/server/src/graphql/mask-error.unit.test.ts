import { ERROR_CODES } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createGraphQLError } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../core/errors.js';
import { createMaskError } from './yoga.js';

type Spy = ReturnType<typeof vi.fn>;
type FakeLog = FastifyBaseLogger & { error: Spy; warn: Spy; info: Spy; debug: Spy };

function fakeLog(): FakeLog {
  return { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as FakeLog;
}

function mask(error: Error, log: FakeLog): Error & { extensions?: Record<string, unknown> } {
  return createMaskError(log)(error, 'Unexpected error.') as Error & { extensions?: Record<string, unknown> };
}

describe('maskError', () => {
  it('maps our AppError (also when wrapped by graphql) to its code', () => {
    const mask = createMaskError(fakeLog());
    const wrapped = createGraphQLError('x', { originalError: new AppError(ERROR_CODES.forbidden, 'Not yours', 403), path: ['a'] });
    const masked = mask(wrapped, 'Unexpected error.') as Error & { extensions?: Record<string, unknown>; path?: unknown };
    expect(masked.message).toBe('Not yours');
    expect(masked.extensions).toEqual({ code: ERROR_CODES.forbidden });
    expect(masked.path).toEqual(['a']);
  });

  it('hides internal errors behind a generic message and logs them', () => {
    const log = fakeLog();
    const mask = createMaskError(log);
    const masked = mask(createGraphQLError('boom', { originalError: new Error('password=hunter2 at db.ts:12') }), 'Unexpected error.');
    expect(masked.message).toBe('Unexpected error.');
    expect(JSON.stringify(masked)).not.toContain('hunter2');
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('logs a client mistake (an AppError below 500) at info, never at error', () => {
    const log = fakeLog();
    createMaskError(log)(createGraphQLError('x', { originalError: new AppError(ERROR_CODES.notFound, 'Task not found', 404), path: ['task'] }), 'Unexpected error.');
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith({ errorCode: ERROR_CODES.notFound, path: ['task'] }, 'Task not found');
  });

  it('turns a variable coercion error into a ValidationError naming the argument path, without the echoed value', () => {
    const log = fakeLog();
    const mask = createMaskError(log);
    const huge = 'x'.repeat(100_000);
    const inner = new AppError(ERROR_CODES.validation, 'Enter a date and time in ISO-8601 form', 400);
    const coercion = createGraphQLError(`Variable "$input" got invalid value "${huge}" at "input.items[2].start"; ${inner.message}`, { originalError: inner });
    const masked = mask(coercion, 'Unexpected error.') as Error & { extensions?: Record<string, unknown> };
    expect(masked.message).toBe('input.items[2].start: Enter a date and time in ISO-8601 form');
    expect(masked.extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'input.items[2].start' });
    const builtIn = createGraphQLError('Variable "$limit" got invalid value 1.5; Int cannot represent non-integer value: 1.5', {
      originalError: createGraphQLError('Int cannot represent non-integer value: 1.5'),
    });
    expect(mask(builtIn, 'Unexpected error.').message).toBe('limit: Int cannot represent non-integer value: 1.5');
    const missing = mask(createGraphQLError('Variable "$id" of non-null type "ID!" must not be null.'), 'Unexpected error.') as Error & { extensions?: Record<string, unknown> };
    expect(missing.extensions).toMatchObject({ code: ERROR_CODES.validation, field: 'id' });
    expect(log.error).not.toHaveBeenCalled();
  });

  it('a value the database refused (unique, too long, out of range) is a ValidationError and a warning, not a fault', () => {
    const log = fakeLog();
    const driver = Object.assign(new Error('date/time field value out of range: "0000-02-01"'), { code: '22008' });
    const drizzle = Object.assign(new Error('Failed query: select … params: 0000-02-01'), { cause: driver });
    const masked = mask(createGraphQLError('x', { originalError: drizzle, path: ['startupMetricSeries'] }), log);
    expect(masked.extensions).toEqual({ code: ERROR_CODES.validation });
    expect(masked.message).not.toContain('0000-02-01');
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
    const lost = mask(createGraphQLError('x', { originalError: Object.assign(new Error('x'), { cause: Object.assign(new Error('y'), { code: '08006' }) }) }), log);
    expect(lost.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('lets graphql-js and Yoga errors (validation, limits) through', () => {
    const mask = createMaskError(fakeLog());
    const validation = createGraphQLError('Cannot query field "nope" on type "Query".');
    expect(mask(validation, 'Unexpected error.')).toBe(validation);
  });
});
