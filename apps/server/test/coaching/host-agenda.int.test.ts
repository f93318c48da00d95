/**
 * The host's side of booking on /availability (issue 17 item 2; docs/contract-coaching.md §3.2): hostOfficeHours and
 * hostInvitations list what a host has out, with its state; the host themselves or AVAILABILITY:EDIT; founders,
 * another host without the permission and another tenant are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startups, users } from '../../src/db/schema/index.js';
import { ACME, DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const PUBLISH = 'mutation P($slots: [SessionTimeInput!]!) { publishOfficeHours(slots: $slots) { _id } }';
const TAKE = 'mutation T($slotId: ID!, $startupId: ID!) { takeOfficeHour(slotId: $slotId, startupId: $startupId) { _id } }';
const INVITE = `mutation I($hostIds: [ID!]!, $startupId: ID!, $start: DateTime!, $end: DateTime!) {
  inviteStartup(hostIds: $hostIds, startupId: $startupId, start: $start, end: $end) { _id } }`;
const DECLINE = 'mutation D($id: ID!) { respondToInvitation(id: $id, answer: decline) { _id status } }';
const HOURS = 'query H($hostId: ID) { hostOfficeHours(hostId: $hostId) { _id startsAt taken takenBy { _id name } host { _id } } }';
const INVITATIONS = 'query V($hostId: ID) { hostInvitations(hostId: $hostId) { _id status startsAt startup { _id name } hosts { _id } } }';

interface Hour { _id: string; taken: boolean; takenBy: { name: string } | null; host: { _id: string } }
interface Invitation { _id: string; status: string; startup: { name: string } }

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
let orbital: string;

/** A Wednesday about three weeks ahead (UTC), clear of notice and horizon. */
function dayAhead(offset = 0): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
const at = (hour: number, date = dayAhead()) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00.000Z`).toISOString();

beforeAll(async () => {
  for (const who of ['mentor', 'coach', 'admin', 'cofounder']) tokens[who] = await login(t.app, DEMO, `${who}@demo.test`);
  tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  const demo = t.incubatorIds.demo!;
  for (const p of await t.db.tenant(demo, (tx) => tx.select({ id: users.id, email: users.email }).from(users))) ids[p.email.replace('@demo.test', '')] = p.id;
  orbital = (await t.db.tenant(demo, (tx) => tx.select({ id: startups.id, name: startups.name }).from(startups))).find((s) => s.name === 'Orbital Labs')!.id;
});

describe('the host’s agenda', () => {
  it('lists published office hours open and taken (by whom), and invitations with their state', async () => {
    const { publishOfficeHours } = await ok<{ publishOfficeHours: { _id: string }[] }>(t.app, DEMO, tokens.mentor, PUBLISH, {
      slots: [{ start: at(10), end: at(11) }, { start: at(12), end: at(13) }],
    });
    await ok(t.app, DEMO, tokens.cofounder, TAKE, { slotId: publishOfficeHours[0]!._id, startupId: orbital });
    const pending = await ok<{ inviteStartup: { _id: string } }>(t.app, DEMO, tokens.mentor, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(14), end: at(15) });
    const declined = await ok<{ inviteStartup: { _id: string } }>(t.app, DEMO, tokens.mentor, INVITE, { hostIds: [ids.mentor], startupId: orbital, start: at(15), end: at(16) });
    await ok(t.app, DEMO, tokens.cofounder, DECLINE, { id: declined.inviteStartup._id });

    const { hostOfficeHours } = await ok<{ hostOfficeHours: Hour[] }>(t.app, DEMO, tokens.mentor, HOURS, {});
    const mine = hostOfficeHours.filter((h) => publishOfficeHours.some((p) => p._id === h._id));
    expect(mine.map((h) => [h.taken, h.takenBy?.name ?? null])).toEqual([[true, 'Orbital Labs'], [false, null]]);
    const { hostInvitations } = await ok<{ hostInvitations: Invitation[] }>(t.app, DEMO, tokens.mentor, INVITATIONS, {});
    const states = Object.fromEntries(hostInvitations.map((i) => [i._id, i.status]));
    expect(states[pending.inviteStartup._id]).toBe('pending');
    expect(states[declined.inviteStartup._id]).toBe('declined');

    // The administrator (AVAILABILITY:EDIT) reads another host's lists; the coach's own lists do not hold the mentor's.
    const asAdmin = await ok<{ hostOfficeHours: Hour[] }>(t.app, DEMO, tokens.admin, HOURS, { hostId: ids.mentor });
    expect(asAdmin.hostOfficeHours.map((h) => h._id)).toEqual(expect.arrayContaining(publishOfficeHours.map((p) => p._id)));
    const coach = await ok<{ hostInvitations: Invitation[] }>(t.app, DEMO, tokens.coach, INVITATIONS, {});
    expect(coach.hostInvitations.map((i) => i._id)).not.toContain(pending.inviteStartup._id);
  });

  it('refuses founders, another host without AVAILABILITY:EDIT, and another tenant', async () => {
    expect((await fails(t.app, DEMO, tokens.cofounder, HOURS, {})).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.cofounder, INVITATIONS, {})).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, HOURS, { hostId: ids.coach })).code).toBe('Forbidden');
    expect((await fails(t.app, DEMO, tokens.mentor, INVITATIONS, { hostId: ids.coach })).code).toBe('Forbidden');
    expect((await fails(t.app, ACME, tokens.acmeAdmin, HOURS, { hostId: ids.mentor })).message).toBe('hostId: This person does not exist or does not host sessions.');
    expect((await fails(t.app, ACME, tokens.acmeAdmin, INVITATIONS, { hostId: 'nope' })).message).toMatch(/^hostId: /);
  });
});
