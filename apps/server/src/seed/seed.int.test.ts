/** The seed (content, idempotence, reset), password hashing, and file-backed PGlite persistence. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FEATURE_FLAGS, ROLE_TYPES, SEED_ROLE_ACCOUNTS, ledgerTotals } from '@hatchery/domain';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/contract.js';
import { openDatabase } from '../db/index.js';
import { hashPassword, verifyPassword } from '../db/password.js';
import * as schema from '../db/schema/index.js';
import { availabilityRules, coachingSessionEvaluations, coachingSessions, hourAllocations, hourLedger, incubatorEventAttendees, incubatorEventHosts, incubatorEvents, incubatorFeatureFlags, incubators, programAdmins, programs, roles, startupPeople, startupPrograms, startups, userAssignedStartups, users } from '../db/schema/index.js';
import { SEED_PASSWORD, seedDatabase } from './index.js';
import { createTestDatabase } from '../db/testing.js';

const TABLES = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableName(t));

/** Row counts of every table, read as the connecting role (which owns the tables and bypasses RLS in tests). */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await db.registry((tx) => tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`)));
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}

let db: Database;
let cleanup: () => Promise<void>;
let ids: Record<string, string>;

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  ids = (await seedDatabase(db)).incubators;
});

afterAll(async () => {
  await cleanup?.();
});

describe('seed', () => {
  it('is idempotent: a second run inserts nothing and leaves every count unchanged', async () => {
    const before = await rowCounts(db);
    const again = await seedDatabase(db);
    expect(again.inserted).toBe(0);
    expect(again.incubators).toEqual(ids);
    expect(await rowCounts(db)).toEqual(before);
    // users: 19 seeded accounts, the 8 founders invited to portfolio startups (issue 14, startups-programs.ts), the
    // calls' 3 outside evaluators and 60 + 14 applicants (issue 16 item 9, seed/applications*.ts) and the 7 applicants
    // of the pipeline journey's applications (applications-pipeline.ts); applications: 60 + 14 of item 9, 7 of the
    // pipeline journey and 3 of the review journey (seed/review.ts).
    expect(before).toMatchObject({ incubators: 3, feature_flags: 38, incubator_feature_flags: 114, roles: 37, users: 111, startups: 33, programs: 6, funnels: 2, applications: 84 });
  });

  it('reset wipes and re-creates the same content', async () => {
    const before = await rowCounts(db);
    const summary = await seedDatabase(db, { reset: true });
    expect(summary.inserted).toBeGreaterThan(0);
    expect(await rowCounts(db)).toEqual(before);
    ids = summary.incubators;
  });

  it('creates the demo tenant with its branding, flags and one default role per type', async () => {
    const [demo] = await db.registry((tx) => tx.select().from(incubators).where(eq(incubators.slug, 'demo')));
    expect(demo).toMatchObject({
      name: 'Demo Accelerator',
      currency: 'USD',
      timezone: 'America/New_York',
      defaultLanguage: 'en',
      logo: '/brand/demo/logo.svg',
      logoSquare: '/brand/demo/logo-square.svg',
      whiteLogo: '/brand/demo/logo-white.svg',
      incubatorSeo: { active: false },
      startupNameAlternative: { active: false },
      customLogin: { active: true },
    });
    expect(demo!.brandPalette.sidebar.activeItemBackgroundColor).toMatch(/^#[0-9A-F]{6}$/i);
    const [acme] = await db.registry((tx) => tx.select().from(incubators).where(eq(incubators.slug, 'acme')));
    expect(acme).toMatchObject({ name: 'Acme Ventures', currency: 'EUR', timezone: 'Europe/Paris', defaultLanguage: 'fr' });
    expect(acme!.brandPalette.sidebar.logoType).toBe('REVERSE');

    await db.tenant(ids.demo!, async (tx) => {
      const flags = await tx.select().from(incubatorFeatureFlags);
      expect(flags.map((f) => f.flagName).sort()).toEqual([...FEATURE_FLAGS].sort());
      const byName = new Map(flags.map((f) => [f.flagName, f]));
      expect(byName.get('liveChat')).toMatchObject({ enabled: true, activated: true }); // D-592: the demo chats
      expect(byName.get('zoomIntegration')).toMatchObject({ enabled: false });
      expect(byName.get('milestones')).toMatchObject({ enabled: true, activated: true });
      const allRoles = await tx.select().from(roles);
      const roleRows = allRoles.filter((r) => r.isDefault);
      expect(roleRows.map((r) => r.type).sort()).toEqual([...ROLE_TYPES].sort());
      // Issue 4: one custom role, Mentor-based, seeing two selected startups.
      const partner = allRoles.filter((r) => !r.isDefault);
      expect(partner.map((r) => [r.label, r.type, r.startupAccess.visibilitySettings, r.startupAccess.startups?.length])).toEqual([
        ['Venture Partner', 'Mentor', 'SELECTED', 2],
      ]);
      const mentor = roleRows.find((r) => r.type === 'Mentor')!;
      expect(mentor.startupAccess.visibilitySettings).toBe('ASSIGNED');
      expect(roleRows.find((r) => r.type === 'Admin')!.userAccess.visibilitySettings).toBe('ALL');
      expect(roleRows.find((r) => r.type === 'Applicant')!.startupAccess.visibilitySettings).toBe('NONE');
    });
  });

  it('creates one validated, active account per seeded role, plus cofounder2 and founder', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const rows = await tx
        .select({ email: users.email, type: roles.type, status: users.status, validated: users.validated, fullName: users.fullName })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId));
      const byEmail = new Map(rows.map((r) => [r.email, r]));
      for (const { key, type } of SEED_ROLE_ACCOUNTS) {
        expect(byEmail.get(`${key}@demo.test`)).toMatchObject({ type, status: 'active', validated: true });
      }
      expect(byEmail.get('cofounder2@demo.test')?.type).toBe('Cofounder');
      expect(byEmail.get('founder@demo.test')?.type).toBe('Cofounder');
      expect(byEmail.get('pending@demo.test')).toMatchObject({ type: 'Staff', status: 'pending', validated: false });
      expect(byEmail.get('partner@demo.test')).toMatchObject({ type: 'Mentor', status: 'active', validated: true });
      expect(rows.every((r) => r.fullName.includes(' '))).toBe(true);
    });
    await db.tenant(ids.acme!, async (tx) => {
      const rows = await tx.select({ email: users.email }).from(users);
      expect(rows.map((r) => r.email).sort()).toEqual(['admin@acme.test', 'cofounder@acme.test']);
    });
  });

  it('links startups, their people and the mentor assignments', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const all = await tx.select({ name: startups.name }).from(startups);
      // The six of data.ts and the 24 of the portfolio seed (issue 14).
      expect(all.length).toBe(30);
      const people = await tx
        .select({ startup: startups.name, email: users.email })
        .from(startupPeople)
        .innerJoin(startups, eq(startups.id, startupPeople.startupId))
        .innerJoin(users, eq(users.id, startupPeople.userId));
      const orbital = people.filter((p) => p.startup === 'Orbital Labs').map((p) => p.email).sort();
      expect(orbital).toEqual(['cofounder2@demo.test', 'cofounder@demo.test']);
      expect(people.filter((p) => p.startup === 'Solo Robotics').map((p) => p.email)).toEqual(['founder@demo.test']);
      const assigned = await tx
        .select({ startup: startups.name })
        .from(userAssignedStartups)
        .innerJoin(startups, eq(startups.id, userAssignedStartups.startupId))
        .innerJoin(users, eq(users.id, userAssignedStartups.userId))
        .where(eq(users.email, 'mentor@demo.test'));
      expect(assigned.map((a) => a.startup).sort()).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    });
  });

  it('seeds coaching: hosts’ availability, past sessions with notes and evaluations, upcoming bookings (issue 17 item 7)', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const hosts = await tx.selectDistinct({ email: users.email }).from(availabilityRules).innerJoin(users, eq(users.id, availabilityRules.hostUserId));
      expect(hosts.map((h) => h.email).sort()).toEqual(['admincoach@demo.test', 'expert@demo.test', 'partner@demo.test']);
      const sessions = await tx.select({ id: coachingSessions.id, status: coachingSessions.status, sharedNotes: coachingSessions.sharedNotes, startsAt: coachingSessions.startsAt }).from(coachingSessions);
      const held = sessions.filter((x) => x.status === 'held');
      const upcoming = sessions.filter((x) => x.status === 'scheduled');
      // Four of D-453 and Amberline Energy's three coached months (D-579).
      expect(held).toHaveLength(7);
      expect(held.every((x) => x.sharedNotes && x.startsAt < new Date())).toBe(true);
      expect(upcoming).toHaveLength(3);
      expect(upcoming.every((x) => x.startsAt > new Date())).toBe(true);
      const evaluated = await tx.selectDistinct({ sessionId: coachingSessionEvaluations.sessionId }).from(coachingSessionEvaluations);
      expect(evaluated).toHaveLength(6);
    });
  });

  it('seeds pair hour budgets half used by the held sessions, with an upcoming booking pending (issue 17 item 7, D-505)', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const flags = await tx.select({ flag: incubatorFeatureFlags.flagName, enabled: incubatorFeatureFlags.enabled }).from(incubatorFeatureFlags);
      expect(flags.find((f) => f.flag === 'hoursAllocation')?.enabled).toBe(true);
      const allocations = await tx.select({ id: hourAllocations.id, startup: startups.name, mentor: users.email, programId: hourAllocations.programId })
        .from(hourAllocations)
        .innerJoin(startups, eq(startups.id, hourAllocations.startupId))
        .innerJoin(users, eq(users.id, hourAllocations.mentorUserId));
      const totals = new Map<string, ReturnType<typeof ledgerTotals>>();
      for (const a of allocations) {
        expect(a.mentor).toBe('coach@demo.test');
        expect(a.programId).toBeNull();
        totals.set(a.startup, ledgerTotals(await tx.select({ kind: hourLedger.kind, minutes: hourLedger.minutes }).from(hourLedger).where(eq(hourLedger.allocationId, a.id))));
      }
      expect(Object.fromEntries(totals)).toEqual({
        'Tidewater Health': { allocated: 90, pending: 0, used: 45, remaining: 45 },
        'Northwind Mobility': { allocated: 180, pending: 60, used: 60, remaining: 60 },
      });
    });
  });

  it('seeds events: a past demo day with attendance, an upcoming workshop near capacity, office hours with two hosts, a draft (issue 18 item 6)', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const events = await tx.select({ id: incubatorEvents.id, title: incubatorEvents.title, status: incubatorEvents.status, type: incubatorEvents.eventType, capacity: incubatorEvents.capacity, startTime: incubatorEvents.startTime }).from(incubatorEvents);
      const byTitle = new Map(events.map((e) => [e.title, e]));
      const attendance = async (title: string) =>
        (await tx.select({ email: users.email, status: incubatorEventAttendees.status }).from(incubatorEventAttendees).innerJoin(users, eq(users.id, incubatorEventAttendees.userId)).where(eq(incubatorEventAttendees.eventId, byTitle.get(title)!.id)))
          .map((a) => `${a.email}: ${a.status}`)
          .sort();
      const now = new Date();

      const demoDay = byTitle.get('Spring demo day')!;
      expect(demoDay.status).toBe('published');
      expect(demoDay.startTime!.getTime()).toBeLessThan(now.getTime());
      expect(await attendance('Spring demo day')).toEqual(['cofounder2@demo.test: attended', 'cofounder@demo.test: attended', 'founder@demo.test: no show']);

      const workshop = byTitle.get('Investor pitch workshop')!;
      expect(workshop.startTime!.getTime()).toBeGreaterThan(now.getTime());
      const held = (await attendance('Investor pitch workshop')).filter((a) => a.endsWith(': registered'));
      // Near capacity: one seat left.
      expect(workshop.capacity! - held.length).toBe(1);

      const officeHours = byTitle.get('Founder office hours')!;
      expect(officeHours.type).toBe('one_on_one');
      const hosts = await tx.select({ email: users.email }).from(incubatorEventHosts).innerJoin(users, eq(users.id, incubatorEventHosts.userId)).where(eq(incubatorEventHosts.eventId, officeHours.id));
      expect(hosts.map((h) => h.email).sort()).toEqual(['expert@demo.test', 'partner@demo.test']);

      expect(byTitle.get('Go-to-market clinic')?.status).toBe('draft');
    });
  });

  it('gives the Sub-Admin the running program Growth Lab 2026, not the one of Orbital Labs (D-117, D-157)', async () => {
    await db.tenant(ids.demo!, async (tx) => {
      const runs = await tx
        .select({ program: programs.name, programId: programs.id })
        .from(programAdmins)
        .innerJoin(programs, eq(programs.id, programAdmins.programId))
        .innerJoin(users, eq(users.id, programAdmins.userId))
        .where(eq(users.email, 'subadmin@demo.test'));
      expect(runs.map((r) => r.program)).toEqual(['Growth Lab 2026']);
      const inProgram = await tx
        .select({ startup: startups.name })
        .from(startupPrograms)
        .innerJoin(startups, eq(startups.id, startupPrograms.startupId))
        .where(eq(startupPrograms.programId, runs[0]!.programId));
      expect(inProgram.length).toBeGreaterThan(10);
      expect(inProgram.map((s) => s.startup)).not.toContain('Orbital Labs');
    });
  });

  it('writes nothing that happened in the future (D-568): every creation, submission and completion time is past', async () => {
    // The columns that say when something happened; due dates and starts may lie ahead.
    const columns = await db.registry((tx) =>
      tx.execute<{ table_name: string; column_name: string }>(
        sql.raw(`select table_name, column_name from information_schema.columns where table_schema = 'public' and data_type like 'timestamp%'
          and column_name ~ '^(created|updated|submitted|completed|answered|decided|sent|opened|read|joined|accepted|declined|cancell?ed|published|archived)_at$'`),
      ),
    );
    expect(columns.rows.length).toBeGreaterThan(50);
    const future: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const result = await db.registry((tx) => tx.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}" where "${column}" > now()`)));
      if (result.rows[0]!.n > 0) future.push(`${table}.${column}: ${result.rows[0]!.n}`);
    }
    expect(future).toEqual([]);
  });

  it('stores an argon2id hash of the shared password that verifies', async () => {
    const [admin] = await db.tenant(ids.demo!, (tx) => tx.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'admin@demo.test')));
    expect(admin!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.hash!, SEED_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin!.hash!, 'demo!2026')).toBe(false);
  });
});

describe('password', () => {
  it('hashes with argon2id m=19456 t=2 p=1, salted, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('correct horse'), hashPassword('correct horse')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'correct horse')).toBe(true);
    expect(await verifyPassword(a, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
  });
});

describe('file-backed PGlite (always, whatever DATABASE_URL says)', () => {
  it('creates <dataDir>/pglite, keeps data across reopen and does not re-apply migrations', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'hatchery-db-')), 'nested', 'data');
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.registry((tx) =>
        tx.insert(incubators).values({
          slug: 'persisted',
          name: 'Persisted',
          brandPalette: {
            sidebar: { backgroundColor: '#000', textColor: '#fff', activeItemBackgroundColor: '#111', activeItemTextColor: '#eee', activeSubItemTextColor: '#ddd', logoType: 'NORMAL' },
            login: { logoType: 'NORMAL', backgroundColor: '#fff', textColor: '#000' },
          },
        }),
      );
      await first.close();
      const second = await openDatabase({ dataDir });
      const rows = await second.registry((tx) => tx.select({ slug: incubators.slug }).from(incubators));
      const applied = await second.registry((tx) => tx.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      await second.ping();
      await second.close();
      expect(rows.map((r) => r.slug)).toEqual(['persisted']);
      expect(applied.rows[0]!.n).toBeGreaterThanOrEqual(2);
    } finally {
      await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
    }
  });
});
