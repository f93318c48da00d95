import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { errorText, validationMessages } from './errorText';

const deps = {
  networkError: 'Network Error',
  codeText: (code: string) => ({ InvalidToken: 'This link is invalid or has expired.', Forbidden: 'Not allowed.' })[code],
  fallback: 'Something went wrong.',
};

describe('generic error text (ERR-12..14)', () => {
  it('a network error reads "Network Error"', () => {
    expect(errorText(new TypeError('Failed to fetch'), deps)).toBe('Network Error');
    expect(errorText(Object.assign(new Error('x'), { name: 'NetworkError' }), deps)).toBe('Network Error');
  });

  it('GraphQL errors are joined with ". ": validation messages, else the mapped code, else the message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Bad input', extensions: { code: 'ValidationError', validationErrors: [{ message: 'Name is required' }] } },
        { message: 'raw', extensions: { code: 'InvalidToken' } },
        { message: 'Plain server text', extensions: { code: 'SomethingUnknown' } },
      ],
    });
    expect(errorText(error, deps)).toBe('Name is required. This link is invalid or has expired. Plain server text');
  });

  it('reads fieldErrors maps as well as lists', () => {
    expect(validationMessages({ fieldErrors: { email: ['Email is taken'], name: 'Too long' } })).toEqual(['Email is taken', 'Too long']);
    expect(errorText({ errors: [{ message: 'x', extensions: { fieldErrors: { a: 'A bad' } } }] }, deps)).toBe('A bad');
  });

  it('a single mapped error keeps its own full stop', () => {
    expect(errorText({ errors: [{ message: 'x', extensions: { code: 'Forbidden' } }] }, deps)).toBe('Not allowed.');
  });

  it('any other error shows its own message', () => {
    expect(errorText(new Error('Boom'), deps)).toBe('Boom');
    const server = new ServerError('Response not successful: Received status code 500', {
      response: new Response('', { status: 500 }),
      bodyText: '',
    });
    expect(errorText(server, deps)).toBe('Response not successful: Received status code 500');
    expect(errorText(null, deps)).toBe('Something went wrong.');
  });
});
