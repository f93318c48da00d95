/**
 * Tags, mentors and the community (issue 14 items 5–7) for the demo tenant: tags of every kind, tags on every
 * startup and on people, mentors' skills, industries and capacity, coaches assigned to startups. Idempotent: a tag
 * is keyed on (kind, name), links on their unique keys, so a second run inserts nothing; capacity is only set where
 * none is.
 */
import type { TagKind } from '@hatchery/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { industries, startups, startupTags, tags, userAssignedStartups, userIndustries, users, userTags } from '../db/schema/index.js';

const TAGS: ReadonlyArray<{ kind: TagKind; name: string; color: string | null }> = [
  { kind: 'startup', name: 'Deeptech', color: 'violet' },
  { kind: 'startup', name: 'Climate', color: 'green' },
  { kind: 'startup', name: 'Health', color: 'red' },
  { kind: 'startup', name: 'B2B', color: 'blue' },
  { kind: 'startup', name: 'Consumer', color: 'orange' },
  { kind: 'startup', name: 'Impact', color: 'teal' },
  { kind: 'other', name: 'Alumni', color: null },
  { kind: 'user', name: 'Speaker', color: 'grape' },
  { kind: 'mentortag', name: 'Go-to-market', color: 'indigo' },
  { kind: 'mentortag', name: 'Investor', color: 'yellow' },
  { kind: 'skills', name: 'Fundraising', color: 'teal' },
  { kind: 'skills', name: 'Product', color: 'blue' },
  { kind: 'skills', name: 'Sales', color: 'orange' },
  { kind: 'skills', name: 'Engineering', color: 'cyan' },
  { kind: 'skills', name: 'Design', color: 'pink' },
  { kind: 'topic', name: 'AI', color: 'violet' },
  { kind: 'topic', name: 'Sustainability', color: 'green' },
  { kind: 'community', name: 'Meetup host', color: 'lime' },
  { kind: 'event', name: 'Demo day', color: 'red' },
  { kind: 'forms', name: 'Intake', color: null },
  { kind: 'application', name: 'Shortlist', color: 'yellow' },
];

/** The seeded startups' tags; any other startup (the portfolio seed's) gets two by its place in the name order. */
const STARTUP_TAGS: Record<string, string[]> = {
  'Orbital Labs': ['Deeptech', 'B2B'],
  'Greenleaf Analytics': ['Climate', 'B2B'],
  'Northwind Mobility': ['Climate', 'Consumer'],
  'Tidewater Health': ['Health', 'Impact'],
  'Kiln & Co': ['Consumer'],
  'Solo Robotics': ['Deeptech', 'Alumni'],
};
const ROTATION = ['Deeptech', 'Climate', 'Health', 'B2B', 'Consumer', 'Impact'];

/** Mentors, coaches and experts: skills (and other user tags), capacity. */
const PEOPLE: ReadonlyArray<{ email: string; tags: string[]; capacity: number | null; industries: number }> = [
  { email: 'mentor@demo.test', tags: ['Fundraising', 'Product', 'Go-to-market'], capacity: 4, industries: 2 },
  { email: 'expert@demo.test', tags: ['Engineering', 'AI'], capacity: 3, industries: 1 },
  { email: 'coach@demo.test', tags: ['Sales', 'Design', 'Speaker'], capacity: 6, industries: 3 },
  { email: 'admincoach@demo.test', tags: ['Fundraising', 'Investor'], capacity: 2, industries: 1 },
  { email: 'partner@demo.test', tags: ['Fundraising', 'Investor'], capacity: 2, industries: 1 },
  { email: 'community@demo.test', tags: ['Meetup host', 'Sustainability'], capacity: null, industries: 0 },
];

/**
 * Coaches following startups. Coaches see every startup anyway (startupAccess ALL), and none of these startups is
 * one a mentor, expert or co-founder of the seed follows, so no one's ASSIGNED visibility changes.
 */
const COACHING: ReadonlyArray<{ email: string; startups: string[] }> = [
  { email: 'coach@demo.test', startups: ['Northwind Mobility', 'Tidewater Health'] },
  { email: 'admincoach@demo.test', startups: ['Kiln & Co'] },
];

export async function seedTaxonomy(tx: Tx, incubatorId: string): Promise<number> {
  let inserted = (await tx.insert(tags).values(TAGS.map((tag) => ({ incubatorId, ...tag }))).onConflictDoNothing().returning({ id: tags.id })).length;
  const tagRows = await tx.select({ id: tags.id, name: tags.name }).from(tags);
  const tagId = new Map(tagRows.map((row) => [row.name, row.id]));
  const ids = (names: readonly string[]) => names.map((name) => tagId.get(name)).filter((id): id is string => Boolean(id));

  const startupRows = await tx.select({ id: startups.id, name: startups.name }).from(startups).orderBy(asc(startups.name));
  const startupLinks = startupRows.flatMap((startup, index) =>
    ids(STARTUP_TAGS[startup.name] ?? [ROTATION[index % ROTATION.length]!, ROTATION[(index + 2) % ROTATION.length]!]).map((id) => ({ incubatorId, startupId: startup.id, tagId: id })),
  );
  if (startupLinks.length > 0) inserted += (await tx.insert(startupTags).values(startupLinks).onConflictDoNothing().returning({ id: startupTags.id })).length;

  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, PEOPLE.map((p) => p.email)));
  const userId = new Map(people.map((p) => [p.email, p.id]));
  const industryIds = (await tx.select({ id: industries.id }).from(industries).orderBy(asc(sql`lower(${industries.name})`))).map((row) => row.id);
  for (const person of PEOPLE) {
    const id = userId.get(person.email);
    if (!id) continue;
    const links = ids(person.tags).map((tag) => ({ incubatorId, userId: id, tagId: tag }));
    if (links.length > 0) inserted += (await tx.insert(userTags).values(links).onConflictDoNothing().returning({ id: userTags.id })).length;
    // The tenant's industries come from its settings (and the portfolio seed); a person covers the first few.
    const covered = industryIds.slice(0, person.industries).map((industryId) => ({ incubatorId, userId: id, industryId }));
    if (covered.length > 0) inserted += (await tx.insert(userIndustries).values(covered).onConflictDoNothing().returning({ id: userIndustries.id })).length;
    if (person.capacity !== null) {
      inserted += (await tx.update(users).set({ mentorCapacity: person.capacity }).where(and(eq(users.id, id), isNull(users.mentorCapacity))).returning({ id: users.id })).length;
    }
  }

  const coaches = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, COACHING.map((c) => c.email)));
  const byName = new Map(startupRows.map((s) => [s.name, s.id]));
  const assignments = COACHING.flatMap((coaching) => {
    const coach = coaches.find((c) => c.email === coaching.email);
    return coach ? coaching.startups.flatMap((name) => (byName.has(name) ? [{ incubatorId, userId: coach.id, startupId: byName.get(name)! }] : [])) : [];
  });
  if (assignments.length > 0) inserted += (await tx.insert(userAssignedStartups).values(assignments).onConflictDoNothing().returning({ id: userAssignedStartups.id })).length;
  return inserted;
}
