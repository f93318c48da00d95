import { ERROR_CODES } from '@hatchery/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createGraphQLError } from 'graphql-yoga';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.js';
import { createMaskError } from './yoga.js';

function fakeLog(): FastifyBaseLogger & { error: ReturnType<typeof vi.fn> } {
  const error = vi.fn();
  return { error } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };
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

  it('lets graphql-js and Yoga errors (validation, limits) through', () => {
    const mask = createMaskError(fakeLog());
    const validation = createGraphQLError('Cannot query field "nope" on type "Query".');
    expect(mask(validation, 'Unexpected error.')).toBe(validation);
  });
});
