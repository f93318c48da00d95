/** What the emails area's test files share (D-584, D-590): the accounts, an empty audience, answers and refusals. */
import type { BatchApp } from '../batch/support.js';
import { DEMO, gql, ok } from '../support/helpers.js';

export const ADMIN = 'admin@demo.test';
export const COACH = 'admincoach@demo.test';
export const STAFF = 'staff@demo.test';

export interface Person {
  _id: string;
  fullName: string;
  email: string;
}

export interface Audience {
  roleIds: string[];
  programIds: string[];
  userIds: string[];
}

export const NOBODY: Audience = { roleIds: [], programIds: [], userIds: [] };

/** The first error of a request that must fail: its code, message and named field. */
export interface Refusal {
  code: string | undefined;
  field: string | undefined;
  message: string;
}

/** `answer`: the operation's only root field, as `who` (on `app`, the file's process by default); `refusal`: its first error. */
export function emailCalls(t: BatchApp) {
  const answer = async <T>(who: string, query: string, variables: Record<string, unknown> = {}, host = DEMO, app: BatchApp = t): Promise<T> => {
    const data = await ok<Record<string, T>>(app.app, host, await app.token(host, who), query, variables);
    return Object.values(data)[0]!;
  };
  const refusal = async (who: string, query: string, variables: Record<string, unknown> = {}, host = DEMO): Promise<Refusal> => {
    const res = await gql(t.app, host, query, { token: await t.token(host, who), variables });
    const error = res.body.errors?.[0] as { message: string; extensions?: { code?: string; field?: string } } | undefined;
    if (!error) throw new Error(`expected an error, got ${JSON.stringify(res.body.data)}`);
    return { code: error.extensions?.code, field: error.extensions?.field, message: error.message };
  };
  return { answer, refusal };
}
