/**
 * GET /api/coachingsessions (D1 §7.3; issue 17 item 3; D-451): the sessions as CSV with the columns date, startup,
 * hosts, attendees, status, duration, topics, booking way; from / to / startupId narrow it; COACHING_SESSION:EXPORT
 * 'all' exports every session, 'assigned' (the seeded Venture Partner role) only its startups'; no key → 403, no sign-in → 401; another
 * tenant sees none of this tenant's sessions; bad parameters name the field; cells a spreadsheet would run are escaped.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coachingSessionAttendees, coachingSessionHosts, coachingSessions, coachingSessionTopics, hostBookings, startupPeople, startups, tags, userAssignedStartups, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, json, login, useTestApp } from '../support/helpers.js';

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const names: Record<string, string> = {};
const startupIds: Record<string, string> = {};
const demo = () => t.incubatorIds.demo!;
const HEADER = ['date', 'startup', 'hosts', 'attendees', 'status', 'duration', 'topics', 'booking way'];

function get(host: string, token: string | undefined, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/coachingsessions${query}`, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** RFC 4180 as the export writes it (CRLF records, "" inside quoted cells); a small reader keeps the test standalone. */
function rows(body: string): string[][] {
  expect(body.startsWith('\uFEFF'), body.slice(0, 300)).toBe(true);
  const text = body.slice(1);
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); out.push(row); row = []; cell = ''; i++; }
    else cell += c;
  }
  if (cell !== '' || row.length > 0) { row.push(cell); out.push(row); }
  return out;
}

async function insertSession(startup: string, hostIds: string[], startsAt: Date, minutes: number, topicIds: string[] = []): Promise<string> {
  return t.db.tenant(demo(), async (tx) => {
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const startupId = startupIds[startup]!;
    const [session] = await tx.insert(coachingSessions).values({ incubatorId: demo(), startupId, bookingWay: 'office_hours', startsAt, endsAt, status: 'held' }).returning();
    for (const hostId of hostIds) {
      const [booking] = await tx.insert(hostBookings).values({ incubatorId: demo(), hostUserId: hostId, kind: 'session', startsAt, endsAt, startupId, sourceId: session!.id }).returning();
      await tx.insert(coachingSessionHosts).values({ incubatorId: demo(), sessionId: session!.id, userId: hostId, hostBookingId: booking!.id });
    }
    const members = await tx.select({ userId: startupPeople.userId }).from(startupPeople).where(eq(startupPeople.startupId, startupId));
    if (members.length) await tx.insert(coachingSessionAttendees).values(members.map((m) => ({ incubatorId: demo(), sessionId: session!.id, userId: m.userId })));
    for (const tagId of topicIds) await tx.insert(coachingSessionTopics).values({ incubatorId: demo(), sessionId: session!.id, tagId });
    return session!.id;
  });
}

let trickyTopic: string;
const MARCH = new Date('2031-03-10T14:00:00.000Z');

beforeAll(async () => {
  for (const p of await t.db.tenant(demo(), (tx) => tx.select({ id: users.id, email: users.email, fullName: users.fullName }).from(users))) {
    ids[p.email.replace('@demo.test', '')] = p.id;
    names[p.email.replace('@demo.test', '')] = p.fullName;
  }
  for (const s of await t.db.tenant(demo(), (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups))) startupIds[s.name] = s.id;
  // The seeded "Venture Partner" role holds COACHING_SESSION:EXPORT 'assigned'; its holder is assigned Orbital Labs here.
  await t.db.tenant(demo(), (tx) => tx.insert(userAssignedStartups).values({ incubatorId: demo(), userId: ids.partner!, startupId: startupIds['Orbital Labs']! }));
  for (const who of ['admin', 'mentor', 'cofounder', 'coach', 'partner']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const [tag] = await t.db.tenant(demo(), (tx) => tx.insert(tags).values({ incubatorId: demo(), kind: 'topic', name: '=HYPERLINK("http://x")' }).returning());
  trickyTopic = tag!.id;
  const [ai] = await t.db.tenant(demo(), (tx) => tx.select({ id: tags.id }).from(tags).where(and(eq(tags.kind, 'topic'), eq(tags.name, 'AI'))));
  await insertSession('Orbital Labs', [ids.mentor!, ids.coach!], MARCH, 90, [ai!.id]);
  await insertSession('Northwind Mobility', [ids.coach!], new Date('2031-03-11T09:00:00.000Z'), 30, [trickyTopic]);
});

describe('GET /api/coachingsessions', () => {
  it('exports every session as CSV with the contract columns for a holder of the key (all)', async () => {
    const res = await get(DEMO, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="coaching-sessions.csv"');
    const table = rows(res.body);
    expect(table[0]).toEqual(HEADER);
    // The seed's sessions are there too (issue 17 wave 3): several startups.
    expect(new Set(table.slice(1).map((r) => r[1])).size).toBeGreaterThan(1);
    const march = table.find((r) => r[1] === 'Orbital Labs' && r[5] === '90')!;
    expect(march).toBeDefined();
    expect(march[0]).toMatch(/^2031-03-1[01] \d{2}:\d{2}$/);
    expect(march[2]!.split('; ').sort()).toEqual([names.mentor, names.coach].sort());
    expect(march[3]!.split('; ')).toEqual(expect.arrayContaining([names.cofounder]));
    expect(march.slice(4, 6)).toEqual(['held', '90']);
    expect(march[6]).toBe('AI');
    expect(march[7]).toBe('office_hours');
    // A cell a spreadsheet would run as a formula is written as text.
    expect(table.find((r) => r[1] === 'Northwind Mobility' && r[5] === '30')![6]).toBe('\'=HYPERLINK("http://x")');
  });

  it('from, to and startupId narrow the rows; bad values name the field', async () => {
    const day = rows((await get(DEMO, tokens.admin, '?from=2031-03-10&to=2031-03-10')).body);
    expect(day.slice(1).map((r) => [r[1], r[5]])).toEqual([['Orbital Labs', '90']]);
    const instants = rows((await get(DEMO, tokens.admin, `?from=${encodeURIComponent('2031-03-10T15:00:00Z')}&to=${encodeURIComponent('2031-03-12T00:00:00Z')}`)).body);
    expect(instants.slice(1).map((r) => r[1])).toEqual(['Northwind Mobility']);
    const northwind = rows((await get(DEMO, tokens.admin, `?startupId=${startupIds['Northwind Mobility']}`)).body);
    expect(northwind.length).toBeGreaterThan(1);
    expect(new Set(northwind.slice(1).map((r) => r[1]))).toEqual(new Set(['Northwind Mobility']));
    for (const [query, message] of [
      ['?from=yesterday', 'from: Give a date (YYYY-MM-DD) or a date and time.'],
      ['?to=2031-02-30', 'to: Give a date (YYYY-MM-DD) or a date and time.'],
      ['?from=2031-03-10&to=2031-03-01', 'to: The end must be after the start.'],
      ['?startupId=nope', 'startupId: This startup does not exist.'],
    ] as const) {
      const res = await get(DEMO, tokens.admin, query);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: 'ValidationError', message });
    }
  });

  it("'assigned' (the Venture Partner role) exports only the sessions of the holder's startups", async () => {
    const table = rows((await get(DEMO, tokens.partner)).body);
    expect(table[0]).toEqual(HEADER);
    expect(table.length).toBeGreaterThan(1);
    expect(new Set(table.slice(1).map((r) => r[1]))).toEqual(new Set(['Orbital Labs']));
    const refused = await get(DEMO, tokens.partner, `?startupId=${startupIds['Northwind Mobility']}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ error: 'Forbidden', message: 'startupId: You may export only the sessions of your startups.' });
  });

  it('no sign-in → 401, a role without the key → 403, another tenant sees none of these sessions', async () => {
    const anonymous = await get(DEMO, undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toMatchObject({ error: 'AuthenticationRequiredError' });
    // The seeded co-founder and mentor roles hold no COACHING_SESSION:EXPORT.
    for (const who of ['cofounder', 'mentor']) {
      const refused = await get(DEMO, tokens[who]);
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual({ error: 'Forbidden', message: 'You are not allowed to do this.' });
    }
    const acme = await get(ACME, tokens.acmeAdmin);
    expect(acme.statusCode).toBe(200);
    expect(rows(acme.body)).toEqual([HEADER]);
    const foreign = await get(ACME, tokens.acmeAdmin, `?startupId=${startupIds['Orbital Labs']}`);
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign)).toEqual({ error: 'ValidationError', message: 'startupId: This startup does not exist.' });
    // A demo token on the acme host is not a session there.
    expect((await get(ACME, tokens.admin)).statusCode).toBe(401);
  });
});
