/**
 * Issue 14 item 5 (D-162): assigning a mentor one by one notifies them as the bulk assignment does (startupAssigned,
 * D1 §7.6); a refused assignment notifies nobody, and someone assigning themselves hears nothing.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, fails, login, ok, useTestApp } from '../support/helpers.js';

const ASSIGN = 'mutation A($startupId: ID!, $userId: ID!) { assignMentor(startupId: $startupId, userId: $userId) { _id name } }';
const NOTES = '{ notifications(pageSize: 50) { notifications { message notification { notificationType url actor { fullName } } } } }';
const STARTUPS = '{ startups(limit: 100) { results { _id name } } }';

type Notes = { notifications: { notifications: Array<{ message: string; notification: { notificationType: string; url: string | null; actor: { fullName: string } | null } }> } };

const t = useTestApp();

describe('assignMentor notifies the mentor', () => {
  it('the assigned expert gets startupAssigned naming the startup and who assigned; refusals and self-assignment notify nobody', async () => {
    const staff = await login(t.app, DEMO, 'staff@demo.test');
    const expert = await login(t.app, DEMO, 'expert@demo.test');
    const admincoach = await login(t.app, DEMO, 'admincoach@demo.test');
    const startups = (await ok<{ startups: { results: Array<{ _id: string; name: string }> } }>(t.app, DEMO, staff, STARTUPS)).startups.results;
    const kiln = startups.find((s) => s.name === 'Kiln & Co')!;
    const { users } = await ok<{ users: { results: Array<{ _id: string; email: string }> } }>(t.app, DEMO, staff, '{ users(limit: 100) { results { _id email } } }');
    const idOf = (email: string) => users.results.find((u) => u.email === email)!._id;
    const assignedNotes = async (token: string) =>
      (await ok<Notes>(t.app, DEMO, token, NOTES)).notifications.notifications.filter((n) => n.notification.notificationType === 'startupAssigned');

    const before = (await assignedNotes(expert)).length;
    await ok(t.app, DEMO, staff, ASSIGN, { startupId: kiln._id, userId: idOf('expert@demo.test') });
    const notes = await assignedNotes(expert);
    expect(notes).toHaveLength(before + 1);
    expect(notes[0]!.message).toMatch(/assigned you to Kiln & Co$/);
    expect(notes[0]!.notification).toMatchObject({ url: `/startup/${kiln._id}/file/activities`, actor: { fullName: expect.any(String) } });

    // Already assigned: refused, and no second notification.
    expect((await fails(t.app, DEMO, staff, ASSIGN, { startupId: kiln._id, userId: idOf('expert@demo.test') })).code).toBe('ValidationError');
    expect(await assignedNotes(expert)).toHaveLength(before + 1);

    // An Admin & Coach assigning themselves is not told what they just did.
    const selfBefore = (await assignedNotes(admincoach)).length;
    const fresh = await ok<{ createStartup: { _id: string } }>(t.app, DEMO, staff, 'mutation { createStartup(input: { name: "Self Assigned Co" }) { _id } }');
    await ok(t.app, DEMO, admincoach, ASSIGN, { startupId: fresh.createStartup._id, userId: idOf('admincoach@demo.test') });
    expect(await assignedNotes(admincoach)).toHaveLength(selfBefore);
  });
});
