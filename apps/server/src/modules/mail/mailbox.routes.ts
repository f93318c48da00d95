/** GET /api/dev/mailbox (docs/contract-identity.md): the tenant's kept mail, newest first; 404 when disabled. */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailMessages } from '../../db/schema/index.js';
import { notFoundError } from '../../errors.js';
import { requireContext } from '../../http/tenancy.js';

export const MAILBOX_LIMIT = 100;

export function registerMailboxRoutes(scope: FastifyInstance, enabled: boolean): void {
  scope.get('/api/dev/mailbox', { config: { tokenPolicy: 'ignore' } }, async (request) => {
    if (!enabled) throw notFoundError('Route not found');
    const ctx = requireContext(request);
    const rows = await ctx.data.run((tx) =>
      tx.select().from(mailMessages).orderBy(desc(mailMessages.createdAt), desc(mailMessages.id)).limit(MAILBOX_LIMIT),
    );
    return {
      messages: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt.toISOString() })),
    };
  });
}
