/**
 * The demo seed's living portfolio (issue 14 item 10, D-175; seed/history.ts): the portfolio list as the seed leaves
 * it shows every needs-attention reason, each on the startups the seed gives it, recent coaching contact for the rest,
 * and startups created and enrolled at dates across the programs' lifetimes with their membership history.
 */
import { ATTENTION_REASONS } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programMembershipEvents, startupPrograms, startups } from '../../src/db/schema/index.js';
import { closeTestDatabase, DEMO, login, ok, startTestApp, type TestApp } from '../support/helpers.js';

const PORTFOLIO = `query P($view: PortfolioViewInput, $coaching: Boolean, $limit: Int) {
  portfolio(view: $view, coaching: $coaching, limit: $limit) {
    totalCount
    results { startup { name } lastContactAt attention { kind days count } }
  }
}`;
type Entry = { startup: { name: string }; lastContactAt: string | null; attention: Array<{ kind: string; days: number | null; count: number | null }> };
type Page = { portfolio: { totalCount: number; results: Entry[] } };

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let entries: Entry[];
const withReason = (kind: string) => entries.filter((e) => e.attention.some((a) => a.kind === kind)).map((e) => e.startup.name);

beforeAll(async () => {
  t = await startTestApp();
  const token = await login(t.app, DEMO, 'admin@demo.test');
  entries = (await ok<Page>(t.app, DEMO, token, PORTFOLIO, { limit: 100 })).portfolio.results;
});

afterAll(async () => {
  await t.close();
  await closeTestDatabase();
});

describe('the seeded portfolio', () => {
  it('shows every needs-attention reason, on the startups the seed gives it', () => {
    expect(entries).toHaveLength(30);
    expect(new Set(entries.flatMap((e) => e.attention.map((a) => a.kind)))).toEqual(new Set(ATTENTION_REASONS));
    // A month or more since the last coach, mentor or expert post; Cobalt Ledger was never contacted in its 95 days.
    expect(withReason('NO_RECENT_CONTACT')).toEqual(['Cobalt Ledger', 'Harbor Health', 'Kiln & Co', 'Pinnacle Care', 'Solo Robotics', 'Umbra Shade']);
    const cobalt = entries.find((e) => e.startup.name === 'Cobalt Ledger')!;
    expect(cobalt.lastContactAt).toBeNull();
    expect(cobalt.attention).toContainEqual({ kind: 'NO_RECENT_CONTACT', days: 95, count: null });
    expect(entries.find((e) => e.startup.name === 'Kiln & Co')!.attention).toContainEqual({ kind: 'NO_RECENT_CONTACT', days: 58, count: null });
    expect(withReason('OVERDUE_TASKS')).toEqual(['Fathom Maritime', 'Greenleaf Analytics', 'Harbor Health', 'Tidewater Health', 'Vantage Retail']);
    expect(entries.find((e) => e.startup.name === 'Harbor Health')!.attention).toContainEqual({ kind: 'OVERDUE_TASKS', days: null, count: 2 });
    // Vantage Retail's form of last month is always past its grace; Orbital Labs' of this month from the 8th on.
    expect(withReason('METRICS_OVERDUE')).toContain('Vantage Retail');
    expect(withReason('METRICS_OUT_OF_RANGE')).toEqual(['Riverbend Farms']);
    // The others had contact within the month, or are too new to be due (created less than 30 days ago).
    const contacted = entries.filter((e) => e.lastContactAt && Date.now() - Date.parse(e.lastContactAt) < 30 * DAY);
    expect(contacted.length).toBeGreaterThanOrEqual(20);
    expect(entries.filter((e) => !e.lastContactAt).map((e) => e.startup.name)).toEqual(['Cobalt Ledger', 'Ionic Threads', 'Lumen Finance', 'Tessellate Studio', 'Yonder Travel']);
  });

  it('a mentor’s /coaching portfolio is their assigned startups, with their reasons', async () => {
    const token = await login(t.app, DEMO, 'mentor@demo.test');
    const mine = (await ok<Page>(t.app, DEMO, token, PORTFOLIO, { coaching: true, limit: 100 })).portfolio.results;
    expect(mine.map((e) => e.startup.name)).toEqual(['Greenleaf Analytics', 'Orbital Labs']);
    expect(mine[0]!.attention).toContainEqual({ kind: 'OVERDUE_TASKS', days: null, count: 1 });
  });

  it('dates startups and enrolments across the programs’ lifetimes, with one joined event per enrolment', async () => {
    await t.db.tenant(t.incubatorIds.demo!, async (tx) => {
      const created = (await tx.select({ name: startups.name, at: startups.createdAt }).from(startups)).map((s) => ({ ...s, days: Math.round((Date.now() - s.at.getTime()) / DAY) }));
      expect(Math.min(...created.map((s) => s.days))).toBeGreaterThanOrEqual(9);
      expect(created.find((s) => s.name === 'Greenleaf Analytics')!.days).toBe(440);
      const enrolments = await tx.select({ startupId: startupPrograms.startupId, programId: startupPrograms.programId, at: startupPrograms.createdAt }).from(startupPrograms);
      const joined = await tx.select().from(programMembershipEvents).where(eq(programMembershipEvents.action, 'joined'));
      expect(joined).toHaveLength(enrolments.length);
      for (const e of enrolments) {
        const event = joined.find((j) => j.startupId === e.startupId && j.programId === e.programId);
        expect(event?.createdAt.getTime()).toBe(e.at.getTime());
        expect(e.at.getTime()).toBeLessThan(Date.now() - DAY / 2);
      }
    });
  });
});
