/**
 * Coaching availability of the demo tenant (issue 17 wave 2; docs/contract-coaching.md §6): weekly rules within
 * business hours (REF-07, 07:00–18:00) for three hosts in three time zones, their settings and a few date exceptions,
 * so /availability and the free slots show a living product. The demo mentor and coach are left without rules: their
 * seeded avail / availCoaching tasks (tasks-notifications.ts) stay true and lead to /availability. Only hosts with no
 * rule yet are seeded, so a second run changes nothing.
 */
import type { WeekdayCode } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { availabilityExceptions, availabilityRules, coachingHostSettings } from '../db/schema/index.js';
import { userIdsByEmail } from './metrics-timeline.js';

interface SeedHost {
  email: string;
  timeZone: string;
  slotMinutes: number;
  bufferAfterMinutes: number;
  maxSessionsPerDay: number | null;
  videoProvider: 'Zoom' | 'Google Meet' | 'Microsoft Teams' | null;
  /** [weekday, "HH:MM", "HH:MM"] in the host's zone. */
  rules: [WeekdayCode, string, string][];
  /** Days from today (UTC) → kind and optional hours. */
  exceptions: { inDays: number; kind: 'blocked' | 'extra'; hours?: [string, string] }[];
}

const HOSTS: SeedHost[] = [
  {
    email: 'admincoach@demo.test',
    timeZone: 'America/New_York',
    slotMinutes: 60,
    bufferAfterMinutes: 15,
    maxSessionsPerDay: 4,
    videoProvider: 'Zoom',
    rules: [['MO', '09:00', '12:00'], ['WE', '09:00', '12:00'], ['FR', '09:00', '12:00'], ['TU', '14:00', '17:00'], ['TH', '14:00', '17:00']],
    exceptions: [{ inDays: 9, kind: 'blocked' }, { inDays: 12, kind: 'extra', hours: ['16:00', '18:00'] }],
  },
  {
    email: 'expert@demo.test',
    timeZone: 'Asia/Tokyo',
    slotMinutes: 45,
    bufferAfterMinutes: 0,
    maxSessionsPerDay: null,
    videoProvider: 'Google Meet',
    rules: [['TU', '10:00', '12:00'], ['TU', '13:00', '16:00'], ['TH', '10:00', '12:00'], ['TH', '13:00', '16:00']],
    exceptions: [{ inDays: 15, kind: 'blocked', hours: ['13:00', '16:00'] }],
  },
  {
    email: 'partner@demo.test',
    timeZone: 'Europe/Madrid',
    slotMinutes: 30,
    bufferAfterMinutes: 10,
    maxSessionsPerDay: 6,
    videoProvider: 'Microsoft Teams',
    rules: [['MO', '08:00', '11:00'], ['TU', '08:00', '11:00'], ['WE', '08:00', '11:00'], ['TH', '08:00', '11:00'], ['FR', '15:00', '18:00']],
    exceptions: [{ inDays: 5, kind: 'blocked' }, { inDays: 6, kind: 'blocked' }],
  },
];

const minutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const dateIn = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedCoachingAvailability(tx: Tx, incubatorId: string): Promise<number> {
  const ids = await userIdsByEmail(tx);
  let inserted = 0;
  for (const host of HOSTS) {
    const hostUserId = ids.get(host.email);
    if (!hostUserId) continue;
    const [existing] = await tx.select({ id: availabilityRules.id }).from(availabilityRules).where(eq(availabilityRules.hostUserId, hostUserId)).limit(1);
    if (existing) continue;
    const settings = await tx
      .insert(coachingHostSettings)
      .values({
        incubatorId,
        hostUserId,
        timeZone: host.timeZone,
        slotMinutes: host.slotMinutes,
        bufferAfterMinutes: host.bufferAfterMinutes,
        minNoticeMinutes: 24 * 60,
        horizonDays: 60,
        maxSessionsPerDay: host.maxSessionsPerDay,
        videoProvider: host.videoProvider,
      })
      .onConflictDoNothing()
      .returning({ id: coachingHostSettings.id });
    const rules = await tx
      .insert(availabilityRules)
      .values(host.rules.map(([weekday, start, end]) => ({ incubatorId, hostUserId, weekday, startMinute: minutes(start), endMinute: minutes(end) })))
      .returning({ id: availabilityRules.id });
    const exceptions = await tx
      .insert(availabilityExceptions)
      .values(host.exceptions.map((e) => ({
        incubatorId,
        hostUserId,
        date: dateIn(e.inDays),
        kind: e.kind,
        startMinute: e.hours ? minutes(e.hours[0]) : null,
        endMinute: e.hours ? minutes(e.hours[1]) : null,
      })))
      .returning({ id: availabilityExceptions.id });
    inserted += settings.length + rules.length + exceptions.length;
  }
  return inserted;
}
