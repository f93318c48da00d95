/**
 * The demo portfolio (issue 14 item 10, helper A's part): programs in every phase — Spring 2026 Cohort and Pre-Seed
 * Bootcamp finished, Climate Track and Growth Lab 2026 running, Winter 2027 Cohort upcoming (as of late 2026; the dates
 * are fixed like data.ts's) — and 30 startups with profiles across them:
 * the six of data.ts get their profile facts, 24 more are added with theirs, and some have founders invited by e-mail
 * (pending accounts that have not accepted yet, so they hold no password and appear in no active-user list).
 * Idempotent: programs and startups by name, founders by e-mail, enrolments and people by their unique keys; profile
 * facts are only filled where empty. The added startups are not part of the metrics demo (seed/metrics-timeline.ts
 * covers the data.ts startups), so the metrics figures stay those the metrics contract describes.
 */
import type { StartupStage } from '@hatchery/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/contract.js';
import { programAdmins, programs, roles, startupPeople, startupPrograms, startups, users } from '../db/schema/index.js';
import { demoTenant } from './data.js';

interface PortfolioStartup {
  name: string;
  oneLiner: string;
  stage: StartupStage;
  foundedOn: string;
  location: string;
  teamSize: number;
  programs: string[];
  linkedin?: boolean;
  /** Founders invited by e-mail (pending): [first name, last name]. */
  founders?: Array<[string, string]>;
}

export const RUNNING_PROGRAM = {
  name: 'Growth Lab 2026',
  shortName: 'GL26',
  mode: 'online' as const,
  description: 'Six months of weekly coaching for teams selling to their first hundred customers.',
  startsOn: '2026-09-07',
  endsOn: '2027-02-26',
};

/** The Sub-Admin of the demo runs the running program (D-117 scopes them to it; D-157). */
export const SUBADMIN_PROGRAM_ADMIN = { email: 'subadmin@demo.test', program: RUNNING_PROGRAM.name };

export const UPCOMING_PROGRAM = {
  name: 'Winter 2027 Cohort',
  shortName: 'W27',
  mode: 'hybrid' as const,
  description: 'Twelve weeks for teams with a first product in the market.',
  startsOn: '2027-01-11',
  endsOn: '2027-04-02',
};

/** Profile facts of the six startups of data.ts (filled only where empty). */
const EXISTING: Record<string, Omit<PortfolioStartup, 'name' | 'programs'>> = {
  'Orbital Labs': { oneLiner: 'Satellite telemetry farmers can afford.', stage: 'mvp', foundedOn: '2024-03-18', location: 'Toulouse, France', teamSize: 6 },
  'Solo Robotics': { oneLiner: 'Picking arms for small warehouses.', stage: 'prototype', foundedOn: '2025-01-07', location: 'Eindhoven, Netherlands', teamSize: 1 },
  'Greenleaf Analytics': { oneLiner: 'Carbon accounting that closes the books.', stage: 'seed', foundedOn: '2023-06-01', location: 'Manchester, UK', teamSize: 11 },
  'Tidewater Health': { oneLiner: 'Post-operative care, monitored from home.', stage: 'mvp', foundedOn: '2024-09-23', location: 'Porto, Portugal', teamSize: 5 },
  'Kiln & Co': { oneLiner: 'The marketplace of independent ceramic studios.', stage: 'growth', foundedOn: '2022-02-14', location: 'Lisbon, Portugal', teamSize: 14 },
  'Northwind Mobility': { oneLiner: 'Electric cargo bikes as a service.', stage: 'seed', foundedOn: '2023-10-02', location: 'Copenhagen, Denmark', teamSize: 9 },
};

// The added startups join the two programs the seed adds: those carry no metric collection, so the metrics demo and
// its collection cycle stay about the data.ts startups (seed/metrics-timeline.ts).
const GROWTH = RUNNING_PROGRAM.name;
const WINTER = UPCOMING_PROGRAM.name;

export const PORTFOLIO_STARTUPS: readonly PortfolioStartup[] = [
  { name: 'Amberline Energy', oneLiner: 'Home batteries that trade on the grid.', stage: 'seed', foundedOn: '2023-04-11', location: 'Berlin, Germany', teamSize: 12, programs: [GROWTH], linkedin: true, founders: [['Lena', 'Vogt']] },
  { name: 'Brightwater Labs', oneLiner: 'Water quality sensors for municipal networks.', stage: 'mvp', foundedOn: '2024-02-20', location: 'Gdańsk, Poland', teamSize: 7, programs: [GROWTH] },
  { name: 'Cobalt Ledger', oneLiner: 'Audit trails for battery materials.', stage: 'prototype', foundedOn: '2025-03-03', location: 'Stockholm, Sweden', teamSize: 4, programs: [GROWTH], founders: [['Nils', 'Ek'], ['Aiko', 'Tanaka']] },
  { name: 'Dunefield Solar', oneLiner: 'Solar farms that share land with sheep.', stage: 'growth', foundedOn: '2021-08-30', location: 'Seville, Spain', teamSize: 23, programs: [GROWTH, WINTER], linkedin: true },
  { name: 'Ember Foods', oneLiner: 'Plant protein from brewery grain.', stage: 'seed', foundedOn: '2023-11-15', location: 'Ghent, Belgium', teamSize: 8, programs: [GROWTH] },
  { name: 'Fathom Maritime', oneLiner: 'Hull cleaning robots for ports.', stage: 'mvp', foundedOn: '2024-05-06', location: 'Rotterdam, Netherlands', teamSize: 6, programs: [GROWTH], founders: [['Joris', 'de Wit']] },
  { name: 'Gildhall Legal', oneLiner: 'Contract review for small firms.', stage: 'growth', foundedOn: '2022-01-24', location: 'Dublin, Ireland', teamSize: 17, programs: [GROWTH], linkedin: true },
  { name: 'Harbor Health', oneLiner: 'Clinic scheduling that patients like.', stage: 'seed', foundedOn: '2023-07-19', location: 'Valencia, Spain', teamSize: 10, programs: [GROWTH] },
  { name: 'Ionic Threads', oneLiner: 'Textiles that recycle themselves.', stage: 'prototype', foundedOn: '2025-02-01', location: 'Milan, Italy', teamSize: 3, programs: [WINTER], founders: [['Giulia', 'Ferri']] },
  { name: 'Juniper Learning', oneLiner: 'Tutoring in the learner’s own language.', stage: 'mvp', foundedOn: '2024-08-12', location: 'Nairobi, Kenya', teamSize: 5, programs: [WINTER] },
  { name: 'Kestrel Drones', oneLiner: 'Inspection drones for wind turbines.', stage: 'seed', foundedOn: '2023-03-27', location: 'Aarhus, Denmark', teamSize: 9, programs: [GROWTH], linkedin: true },
  { name: 'Lumen Finance', oneLiner: 'Cash-flow forecasts for freelancers.', stage: 'idea', foundedOn: '2025-06-09', location: 'Lyon, France', teamSize: 2, programs: [WINTER], founders: [['Camille', 'Roux']] },
  { name: 'Meridian Freight', oneLiner: 'Shared pallets across small shippers.', stage: 'growth', foundedOn: '2021-10-04', location: 'Hamburg, Germany', teamSize: 31, programs: [WINTER], linkedin: true },
  { name: 'Nimbus Analytics', oneLiner: 'Weather risk scores for insurers.', stage: 'seed', foundedOn: '2023-09-18', location: 'Zurich, Switzerland', teamSize: 11, programs: [WINTER] },
  { name: 'Oakridge Timber', oneLiner: 'Timber tracing from forest to frame.', stage: 'mvp', foundedOn: '2024-04-22', location: 'Tartu, Estonia', teamSize: 6, programs: [WINTER], founders: [['Kadri', 'Tamm']] },
  { name: 'Pinnacle Care', oneLiner: 'Care-home staffing without agencies.', stage: 'seed', foundedOn: '2023-01-30', location: 'Leeds, UK', teamSize: 13, programs: [WINTER] },
  { name: 'Quartz Security', oneLiner: 'Phishing drills that teach, not shame.', stage: 'growth', foundedOn: '2022-05-16', location: 'Tallinn, Estonia', teamSize: 19, programs: [WINTER, GROWTH], linkedin: true },
  { name: 'Riverbend Farms', oneLiner: 'Vertical farms inside old warehouses.', stage: 'scale', foundedOn: '2020-09-07', location: 'Lille, France', teamSize: 42, programs: [GROWTH] },
  { name: 'Sable Audio', oneLiner: 'Hearing tests on any phone.', stage: 'mvp', foundedOn: '2024-06-03', location: 'Kraków, Poland', teamSize: 5, programs: [WINTER] },
  { name: 'Tessellate Studio', oneLiner: 'Floor plans from a phone video.', stage: 'prototype', foundedOn: '2025-04-14', location: 'Barcelona, Spain', teamSize: 4, programs: [WINTER], founders: [['Marta', 'Puig']] },
  { name: 'Umbra Shade', oneLiner: 'Smart shading that cuts cooling bills.', stage: 'seed', foundedOn: '2023-05-08', location: 'Athens, Greece', teamSize: 8, programs: [GROWTH] },
  { name: 'Vantage Retail', oneLiner: 'Shelf gaps found before customers do.', stage: 'growth', foundedOn: '2022-03-21', location: 'Antwerp, Belgium', teamSize: 21, programs: [GROWTH] },
  { name: 'Willow Mental Health', oneLiner: 'Therapy matching in a day, not a month.', stage: 'seed', foundedOn: '2023-12-04', location: 'Amsterdam, Netherlands', teamSize: 10, programs: [WINTER], linkedin: true },
  { name: 'Yonder Travel', oneLiner: 'Rail journeys across Europe, booked once.', stage: 'idea', foundedOn: '2025-07-01', location: 'Vienna, Austria', teamSize: 2, programs: [WINTER] },
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export const founderEmail = (first: string, startup: string) => `${slug(first)}@${slug(startup)}.example.com`;

export async function seedStartupsAndPrograms(tx: Tx, incubatorId: string): Promise<number> {
  let inserted = 0;
  for (const program of [RUNNING_PROGRAM, UPCOMING_PROGRAM]) {
    const [found] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.name, program.name));
    if (found) continue;
    await tx.insert(programs).values({ incubatorId, ...program, programType: 'startup' });
    inserted += 1;
  }
  const programIds = new Map((await tx.select({ id: programs.id, name: programs.name }).from(programs)).map((p) => [p.name, p.id]));

  // The six of data.ts: their profile facts where still empty (a profile edited in the app is left alone).
  const descriptions = new Map(demoTenant().startups.map((s) => [s.name, s.description]));
  for (const [name, facts] of Object.entries(EXISTING)) {
    await tx
      .update(startups)
      .set({ oneLiner: facts.oneLiner, description: descriptions.get(name) ?? null, stage: facts.stage, foundedOn: facts.foundedOn, location: facts.location, teamSize: facts.teamSize })
      .where(and(eq(startups.name, name), isNull(startups.oneLiner), isNull(startups.stage)));
  }

  const names = PORTFOLIO_STARTUPS.map((s) => s.name);
  // By lower-cased name, as the unique index compares them (D-161).
  const lowerNames = names.map((n) => n.toLowerCase());
  const present = new Set((await tx.select({ name: startups.name }).from(startups).where(inArray(sql`lower(${startups.name})`, lowerNames))).map((s) => s.name.toLowerCase()));
  const missing = PORTFOLIO_STARTUPS.filter((s) => !present.has(s.name.toLowerCase()));
  if (missing.length) {
    const rows = await tx
      .insert(startups)
      .values(
        missing.map((s) => {
          const website = `https://${slug(s.name)}.example.com`;
          const linkedin = s.linkedin ? `https://www.linkedin.com/company/${slug(s.name)}` : null;
          return {
            incubatorId,
            name: s.name,
            website,
            info: { website, ...(linkedin ? { linkedin } : {}) },
            oneLiner: s.oneLiner,
            description: `${s.oneLiner} Based in ${s.location}, a team of ${s.teamSize}.`,
            stage: s.stage,
            foundedOn: s.foundedOn,
            location: s.location,
            teamSize: s.teamSize,
          };
        }),
      )
      .returning({ id: startups.id });
    inserted += rows.length;
  }
  const startupIds = new Map((await tx.select({ id: startups.id, name: startups.name }).from(startups).where(inArray(startups.name, names))).map((s) => [s.name, s.id]));

  const enrolments = PORTFOLIO_STARTUPS.flatMap((s) =>
    s.programs.flatMap((program) => {
      const startupId = startupIds.get(s.name);
      const programId = programIds.get(program);
      return startupId && programId ? [{ incubatorId, startupId, programId }] : [];
    }),
  );
  if (enrolments.length) inserted += (await tx.insert(startupPrograms).values(enrolments).onConflictDoNothing().returning({ id: startupPrograms.id })).length;

  // The Sub-Admin runs Growth Lab 2026, so their scoped pages (D-117) show that program and its startups (D-157).
  const [subadmin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SUBADMIN_PROGRAM_ADMIN.email));
  const runProgramId = programIds.get(SUBADMIN_PROGRAM_ADMIN.program);
  if (subadmin && runProgramId) {
    const runs = await tx.insert(programAdmins).values({ incubatorId, programId: runProgramId, userId: subadmin.id }).onConflictDoNothing().returning({ id: programAdmins.id });
    inserted += runs.length;
  }

  // Invited founders: pending Co/Founder accounts (no password until they accept), one of the startup's people.
  const [cofounderRole] = await tx.select({ id: roles.id }).from(roles).where(and(eq(roles.type, 'Cofounder'), eq(roles.isDefault, true)));
  const founders = PORTFOLIO_STARTUPS.flatMap((s) => (s.founders ?? []).map(([first, last]) => ({ startup: s.name, first, last, email: founderEmail(first, s.name) })));
  if (cofounderRole && founders.length) {
    const created = await tx
      .insert(users)
      .values(
        founders.map((f) => ({
          incubatorId,
          email: f.email,
          firstName: f.first,
          lastName: f.last,
          fullName: `${f.first} ${f.last}`,
          roleId: cofounderRole.id,
          status: 'pending' as const,
          validated: false,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    inserted += created.length;
    const userIds = new Map((await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, founders.map((f) => f.email)))).map((u) => [u.email, u.id]));
    const people = founders.flatMap((f) => {
      const startupId = startupIds.get(f.startup);
      const userId = userIds.get(f.email);
      return startupId && userId ? [{ incubatorId, startupId, userId, personGroup: 'cofounder' as const }] : [];
    });
    if (people.length) inserted += (await tx.insert(startupPeople).values(people).onConflictDoNothing().returning({ id: startupPeople.id })).length;
  }
  return inserted;
}
