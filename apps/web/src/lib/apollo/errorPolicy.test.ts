import { describe, expect, it } from 'vitest';
import { decideErrorAction, failureFromBody } from './errorPolicy';

describe('error catalogue (ERR-01..04)', () => {
  it('401 logs out', () => {
    expect(decideErrorAction({ status: 401, codes: [] }, '/home')).toEqual({ kind: 'logout' });
  });
  it('403 InvalidIncubator goes to the not-found page (REST and GraphQL bodies)', () => {
    const rest = failureFromBody(403, '{"error":"InvalidIncubator","message":"Unknown organisation"}');
    const gql = failureFromBody(403, '{"errors":[{"message":"Unknown organisation","extensions":{"code":"InvalidIncubator"}}]}');
    expect(decideErrorAction(rest, '/')).toEqual({ kind: 'incubatorNotFound' });
    expect(decideErrorAction(gql, '/')).toEqual({ kind: 'incubatorNotFound' });
  });
  it('another 403 goes to /error with status and message', () => {
    expect(decideErrorAction(failureFromBody(403, '{"error":"Forbidden","message":"No"}'), '/')).toEqual({
      kind: 'errorPage',
      status: 403,
      message: 'No',
    });
  });
  it('AuthenticationRequiredError logs out except on public paths', () => {
    const failure = { codes: ['AuthenticationRequiredError'] };
    expect(decideErrorAction(failure, '/tasks')).toEqual({ kind: 'logout' });
    expect(decideErrorAction(failure, '/login')).toEqual({ kind: 'none' });
    expect(decideErrorAction(failure, '/reset/abc')).toEqual({ kind: 'none' });
    expect(decideErrorAction(failure, '/share/forms/x')).toEqual({ kind: 'none' });
  });
  it('tolerates a non-JSON body', () => {
    expect(failureFromBody(502, '<html>')).toEqual({ status: 502, codes: [], message: undefined });
  });
});
