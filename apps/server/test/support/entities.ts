/** Small helpers of the entity-shape tests: a GraphQL call that must succeed, one that must fail, a user row update. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.js';
import type { Database } from '../../src/db/contract.js';
import { fails } from './helpers.js';

export { ok } from './helpers.js';

/** The first error's code of an operation expected to fail. */
export async function errorCode(app: FastifyInstance, host: string, token: string | undefined, query: string, variables?: Record<string, unknown>): Promise<string | undefined> {
  return (await fails(app, host, token, query, variables)).code;
}

export async function updateUser(db: Database, incubatorId: string, email: string, changes: Partial<typeof users.$inferInsert>): Promise<string> {
  const [row] = await db.tenant(incubatorId, (tx) => tx.update(users).set(changes).where(eq(users.email, email)).returning({ id: users.id }));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}
