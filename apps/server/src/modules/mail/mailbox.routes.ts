/**
 * GET /api/dev/mailbox (docs/contract-identity.md): the tenant's kept mail, newest first; 404 when off, and to anyone
 * but the tenant's administrators when access is 'admins' (its existence is not revealed).
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailMessages } from '../../db/schema/index.js';
import { notFoundError } from '../../core/errors.js';
import { requireContext } from '../../http/tenancy.js';
import { mailboxRule } from './mail.policy.js';
import type { MailboxAccess } from './mailer.js';

export const MAILBOX_LIMIT = 100;

export function registerMailboxRoutes(scope: FastifyInstance, access: MailboxAccess): void {
  scope.get('/api/dev/mailbox', { config: { tokenPolicy: access === 'admins' ? 'optional' : 'ignore', access: mailboxRule(access) } }, async (request) => {
    if (access === 'off') throw notFoundError('Route not found');
    const ctx = requireContext(request);
    const rows = await ctx.data.run((tx) =>
      tx.select().from(mailMessages).orderBy(desc(mailMessages.createdAt), desc(mailMessages.id)).limit(MAILBOX_LIMIT),
    );
    return {
      messages: rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, createdAt: m.createdAt.toISOString() })),
    };
  });
}
