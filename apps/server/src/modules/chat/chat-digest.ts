/**
 * The chat's unread-message e-mail (D-593): a member who left messages unread for CHAT_DIGEST_DELAY_MS gets one e-mail
 * listing the conversations and how many are waiting, with a link to the chat — unless they turned it off (the user's
 * `chat_notification`). Each message is mailed about at most once: a pass claims the memberships it tells about by
 * moving their `notified_at` up to the newest message it tells about, in one UPDATE, so two passes (two nodes) never mail twice — the second
 * waits on the first's row locks and then finds nothing newer. The repeating job `chat.unread-digest` runs it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/contract.js';
import { chatConversations, chatMembers, chatMessages, incubators, users } from '../../db/schema/index.js';
import { tenantData, type AppServices } from '../../http/context.js';
import { tenantOrigin } from '../../http/tenant-origins.js';
import type { JobRunner } from '../../jobs/index.js';
import { escapeHtml, type MailInput } from '../mail/index.js';
import { featureIsOn } from '../milestones/index.js';
import type { EffectContext } from '../notifications/index.js';

export const CHAT_DIGEST_JOB = 'chat.unread-digest';
export const CHAT_DIGEST_INTERVAL_MS = 5 * 60_000;
/** Messages are left this long for the member to read live before an e-mail tells about them. */
export const CHAT_DIGEST_DELAY_MS = 15 * 60_000;

interface Waiting {
  userId: string;
  email: string;
  conversationId: string;
  name: string;
  unread: number;
}

function mailFor(ctx: EffectContext, rows: Waiting[]): MailInput {
  const origin = tenantOrigin(ctx.services.config.publicUrl, ctx.incubator);
  const total = rows.reduce((sum, row) => sum + row.unread, 0);
  const link = new URL('/chat', origin).toString();
  const headline = total === 1 ? 'You have 1 unread message in the chat' : `You have ${total} unread messages in the chat`;
  const lines = rows.map((row) => `${row.name}: ${row.unread}`);
  return {
    to: rows[0]!.email,
    subject: `${ctx.incubator.name}: ${headline}`,
    text: `${headline}.\n\n${lines.join('\n')}\n\n${link}\n\nTurn these e-mails off on the chat page.`,
    html:
      `<p>${escapeHtml(headline)}.</p><ul>${rows.map((row) => `<li>${escapeHtml(row.name)}: ${row.unread}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Turn these e-mails off on the chat page.</p>`,
  };
}

/** One pass for one tenant: claims what is due, then mails each member once. Returns how many e-mails went out. */
export async function runTenantChatDigest(ctx: EffectContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CHAT_DIGEST_DELAY_MS);
  const waiting = await ctx.data.run(async (tx) => {
    if (!(await featureIsOn(tx, 'liveChat'))) return [];
    const claimed = await tx
      .update(chatMembers)
      // Told up to the newest message the e-mail covers (not the pass's clock): a message written after it is new.
      .set({
        notifiedAt: sql`(select max(m.created_at) from ${chatMessages} m where m.conversation_id = ${chatMembers.conversationId}
          and m.author_user_id is distinct from ${chatMembers.userId} and m.created_at <= ${before.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          sql`exists (select 1 from ${chatMessages} m where m.incubator_id = ${chatMembers.incubatorId} and m.conversation_id = ${chatMembers.conversationId}
            and m.author_user_id is distinct from ${chatMembers.userId} and m.created_at <= ${before.toISOString()}::timestamptz
            and m.created_at > greatest(${chatMembers.lastReadAt}, coalesce(${chatMembers.notifiedAt}, '-infinity'::timestamptz)))`,
          sql`exists (select 1 from ${users} u where u.incubator_id = ${chatMembers.incubatorId} and u.id = ${chatMembers.userId}
            and u.status = 'active' and u.chat_notification)`,
        ),
      )
      .returning({ id: chatMembers.id });
    if (claimed.length === 0) return [];
    // Everything unread in those conversations (not only what is older than the delay): the e-mail's counts match the
    // badge the member will see.
    return tx
      .select({
        userId: chatMembers.userId,
        email: users.email,
        conversationId: chatMembers.conversationId,
        name: sql<string>`coalesce(${chatConversations.title}, (
          select string_agg(o.full_name, ', ' order by o.full_name) from ${chatMembers} om
          join ${users} o on o.incubator_id = om.incubator_id and o.id = om.user_id
          where om.conversation_id = ${chatMembers.conversationId} and om.user_id <> ${chatMembers.userId}))`,
        unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatMembers.conversationId}
          and m.author_user_id is distinct from ${chatMembers.userId} and m.created_at > ${chatMembers.lastReadAt})`,
      })
      .from(chatMembers)
      .innerJoin(users, and(eq(users.incubatorId, chatMembers.incubatorId), eq(users.id, chatMembers.userId)))
      .innerJoin(chatConversations, and(eq(chatConversations.incubatorId, chatMembers.incubatorId), eq(chatConversations.id, chatMembers.conversationId)))
      .where(inArray(chatMembers.id, claimed.map((c) => c.id)))
      .orderBy(users.id, sql`${chatConversations.lastMessageAt} desc nulls last`);
  });
  const byUser = new Map<string, Waiting[]>();
  for (const row of waiting) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), { ...row, name: row.name ?? '' }]);
  let sent = 0;
  for (const rows of byUser.values()) {
    try {
      await ctx.services.mailer.send(ctx.data, mailFor(ctx, rows));
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, userId: rows[0]!.userId }, 'chat digest: mail not sent');
    }
  }
  return sent;
}

export interface ChatDigestDeps {
  db: Database;
  services: AppServices;
  log: EffectContext['log'];
}

/** Every tenant (one failing tenant is logged and does not stop the others). */
export async function runChatDigest(deps: ChatDigestDeps, now = new Date()): Promise<number> {
  const tenants = await deps.db.registry((tx) => tx.select().from(incubators));
  let sent = 0;
  for (const incubator of tenants) {
    try {
      sent += await runTenantChatDigest({ services: deps.services, log: deps.log, incubator, data: tenantData(deps.db, incubator.id) }, now);
    } catch (error) {
      deps.log.error({ err: error, incubatorId: incubator.id }, 'chat digest failed for a tenant');
    }
  }
  return sent;
}

/** Registers the repeating job with the runner (server.ts). */
export async function scheduleChatDigest(runner: JobRunner, deps: ChatDigestDeps, intervalMs = CHAT_DIGEST_INTERVAL_MS): Promise<void> {
  runner.define(CHAT_DIGEST_JOB, async () => {
    await runChatDigest(deps);
  });
  await runner.every(CHAT_DIGEST_JOB, intervalMs);
}
