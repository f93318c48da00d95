/**
 * A recent history for the demo tenant's activity log, so the log page and the admin home's "Recent activity" card
 * show what a living organisation's would (issue 12). Written once: a tenant with any entry keeps its own history.
 */
import { count } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { activityLogs, users } from '../db/schema/index.js';

interface SeedActivity {
  actor: string | null;
  action: string;
  entityType: string;
  entityId?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  hoursAgo: number;
}

const ADMIN = 'admin@demo.test';

const ENTRIES: SeedActivity[] = [
  { actor: ADMIN, action: 'settings.branding.updated', entityType: 'incubator', before: { primaryColor: '#364fc7' }, after: { primaryColor: '#5f3dc4' }, hoursAgo: 2 },
  { actor: ADMIN, action: 'user.invited', entityType: 'user', after: { email: 'newcoach@example.test', role: 'Coach' }, hoursAgo: 6 },
  { actor: 'admincoach@demo.test', action: 'industry.created', entityType: 'industry', after: { name: 'Climate tech' }, hoursAgo: 20 },
  { actor: ADMIN, action: 'flag.updated', entityType: 'featureFlag', entityId: 'events', before: { enabled: false }, after: { enabled: true }, hoursAgo: 30 },
  { actor: ADMIN, action: 'role.updated', entityType: 'role', before: { name: 'Mentors' }, after: { name: 'Mentor' }, hoursAgo: 54 },
  { actor: null, action: 'settings.general.updated', entityType: 'incubator', before: { timezone: 'UTC' }, after: { timezone: 'Europe/Paris' }, hoursAgo: 80 },
];

export async function seedActivityLog(tx: Tx, incubatorId: string): Promise<number> {
  const [existing] = await tx.select({ n: count() }).from(activityLogs);
  if ((existing?.n ?? 0) > 0) return 0;
  const people = new Map((await tx.select({ id: users.id, email: users.email }).from(users)).map((p) => [p.email, p.id]));
  const now = Date.now();
  const rows = ENTRIES.map((entry) => ({
    incubatorId,
    actorUserId: entry.actor ? (people.get(entry.actor) ?? null) : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: new Date(now - entry.hoursAgo * 3_600_000),
  }));
  await tx.insert(activityLogs).values(rows);
  return rows.length;
}
