/**
 * Incubator events for the demo tenant (issue 18): a published workshop coming up with registrations, a past
 * demo day with attendance (REF-26), a draft, and one-on-one office hours with two hosts (wave 2). Dates are relative to the day the seed runs. Idempotent: an event is
 * keyed on its title, so a second run inserts nothing.
 */
import type { EventAttendance } from '@hatchery/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { incubatorEventAttendees, incubatorEventHosts, incubatorEvents, incubatorEventTags, tags, users } from '../db/schema/index.js';

const DAY = 86_400_000;

interface SeedEvent {
  title: string;
  status: 'draft' | 'published';
  description: string;
  /** Days from today and the local hour (tenant zone is not needed: the demo shows relative days). */
  inDays: number | null;
  hours: number;
  capacity: number | null;
  locationText: string | null;
  conferenceUrl: string | null;
  hosts: string[];
  tags: string[];
  registrants: Array<{ email: string; status: EventAttendance }>;
  /** A one-on-one event (office hours, wave 2): its window is `inDays` at 00:00 UTC for `hours`. */
  oneOnOne?: { sessionMinutes: number; increment: number; sessions: number; noticeDays: number };
}

const EVENTS: SeedEvent[] = [
  {
    title: 'Investor pitch workshop',
    status: 'published',
    description: 'Two hours on the story of your deck, with feedback from two investors, for three teams. Bring ten slides.',
    inDays: 10,
    hours: 2,
    // Near capacity (issue 18 item 6): two of three seats taken, one left. A small room rather than more registrants:
    // every seeded person registered here would gain the event in their calendar, ICS feed and my-events.
    capacity: 3,
    locationText: 'Room 4, Hatchery House',
    conferenceUrl: 'https://meet.example.com/pitch-workshop',
    hosts: ['staff@demo.test', 'mentor@demo.test'],
    tags: ['AI'],
    registrants: [
      { email: 'cofounder2@demo.test', status: 'registered' },
      { email: 'founder@demo.test', status: 'registered' },
    ],
  },
  {
    title: 'Spring demo day',
    status: 'published',
    description: 'The Spring cohort presents to investors and partners.',
    inDays: -20,
    hours: 4,
    capacity: null,
    locationText: 'Main hall',
    conferenceUrl: null,
    hosts: ['admin@demo.test'],
    tags: ['Demo day', 'Sustainability'],
    registrants: [
      { email: 'cofounder@demo.test', status: 'attended' },
      { email: 'cofounder2@demo.test', status: 'attended' },
      { email: 'founder@demo.test', status: 'no show' },
    ],
  },
  {
    title: 'Go-to-market clinic',
    status: 'draft',
    description: 'Draft: dates to be agreed with the hosts.',
    inDays: null,
    hours: 1,
    capacity: 8,
    locationText: null,
    conferenceUrl: null,
    hosts: ['staff@demo.test'],
    tags: [],
    registrants: [],
  },
  {
    // Office hours with two hosts in two zones (Tokyo, Madrid), on their own weekly hours (seed/coaching.ts). The week
    // lies beyond those hosts' 60-day coaching horizon, so nothing the coaching journeys book or expect meets it, and
    // it books nothing itself.
    title: 'Founder office hours',
    status: 'published',
    description: 'Thirty minutes one-on-one with an expert or a venture partner: pick a slot that suits you.',
    inDays: 63,
    hours: 7 * 24,
    capacity: null,
    locationText: null,
    conferenceUrl: 'https://meet.example.com/office-hours',
    hosts: ['expert@demo.test', 'partner@demo.test'],
    tags: [],
    registrants: [],
    oneOnOne: { sessionMinutes: 30, increment: 30, sessions: 1, noticeDays: 1 },
  },
];

export async function seedEvents(tx: Tx, incubatorId: string): Promise<number> {
  const emails = [...new Set(EVENTS.flatMap((e) => [...e.hosts, ...e.registrants.map((r) => r.email), 'staff@demo.test']))];
  const people = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email, u.id]));
  const tagIds = new Map((await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.kind, ['topic', 'event']))).map((t) => [t.name, t.id]));
  const today = new Date();
  today.setUTCHours(15, 0, 0, 0);
  let inserted = 0;
  for (const event of EVENTS) {
    const [existing] = await tx.select({ id: incubatorEvents.id }).from(incubatorEvents).where(eq(incubatorEvents.title, event.title)).limit(1);
    if (existing) continue;
    const dayStart = new Date(today.getTime());
    if (event.oneOnOne) dayStart.setUTCHours(0, 0, 0, 0);
    const start = event.inDays === null ? null : new Date(dayStart.getTime() + event.inDays * DAY);
    const end = start ? new Date(start.getTime() + event.hours * 3_600_000) : null;
    const [row] = await tx
      .insert(incubatorEvents)
      .values({
        incubatorId,
        title: event.title,
        status: event.status,
        description: event.description,
        capacity: event.capacity,
        locationText: event.locationText,
        conferenceUrl: event.conferenceUrl,
        startTime: start,
        endTime: end,
        duration: event.oneOnOne ? event.oneOnOne.sessionMinutes : start && end ? event.hours * 60 : null,
        timezone: event.oneOnOne ? 'UTC' : 'America/New_York',
        ...(event.oneOnOne
          ? {
              eventType: 'one_on_one' as const,
              timeslotIncrement: event.oneOnOne.increment,
              numberOfSessions: event.oneOnOne.sessions,
              oneOnOneDates: [],
              availabilityMethod: 'hosts_availability',
              registrationNotice: { meetingRegistrationHasNoticePeriod: true, periodValue: event.oneOnOne.noticeDays, periodUnit: 'days' },
            }
          : {}),
        createdBy: people.get('staff@demo.test') ?? null,
        publishedAt: event.status === 'published' ? new Date(today.getTime() - 30 * DAY) : null,
      })
      .returning({ id: incubatorEvents.id });
    if (!row) continue;
    inserted += 1;
    const hostIds = event.hosts.map((email) => people.get(email)).filter((id): id is string => !!id);
    if (hostIds.length) await tx.insert(incubatorEventHosts).values(hostIds.map((userId, position) => ({ incubatorId, eventId: row.id, userId, position })));
    const eventTagIds = event.tags.map((name) => tagIds.get(name)).filter((id): id is string => !!id);
    if (eventTagIds.length) await tx.insert(incubatorEventTags).values(eventTagIds.map((tagId) => ({ incubatorId, eventId: row.id, tagId })));
    const registrants = event.registrants.flatMap((r) => {
      const userId = people.get(r.email);
      return userId ? [{ incubatorId, eventId: row.id, userId, status: r.status }] : [];
    });
    if (registrants.length) await tx.insert(incubatorEventAttendees).values(registrants);
  }
  return inserted;
}
