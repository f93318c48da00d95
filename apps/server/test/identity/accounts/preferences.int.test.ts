/**
 * PUT /user as the web's preferences page (/account/settings, RTE-52) uses it (TRN-14): a refused field is named in
 * the 400's message — the page puts the message under that field — and nothing of the request is stored, the valid
 * fields sent with it included; a saved language and time zone are what currentUser answers afterwards; another
 * tenant's host does not take this user's token.
 */
import { ERROR_CODES } from '@hatchery/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { ACME, DEMO, gql, json, login, useTestApp } from '../../support/helpers.js';

const t = useTestApp();
const EMAIL = 'community@demo.test';

async function userRow(email: string, tenant: 'demo' | 'acme' = 'demo') {
  const [row] = await t.db.tenant(t.incubatorIds[tenant]!, (tx) => tx.select().from(users).where(eq(users.email, email)));
  return row;
}

function put(host: string, token: string, user: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/user', headers: { host, authorization: `Bearer ${token}` }, payload: { user } });
}

describe('PUT /user for the preferences page', () => {
  it('names the refused field in the 400 and stores nothing of the request, the valid fields sent with it included', async () => {
    const token = await login(t.app, DEMO, EMAIL);
    const before = await userRow(EMAIL);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: 'Changed', timezone: 'Mars/Olympus' }, 'user.timezone'],
      [{ lastName: 'Changed', language: 'klingon' }, 'user.language'],
      [{ timezone: 'Asia/Tokyo', phone: 'call me maybe' }, 'user.phone'],
      [{ language: 'ar', firstName: '   ' }, 'user.firstName'],
    ];
    for (const [user, field] of cases) {
      const response = await put(DEMO, token, user);
      expect(response.statusCode, JSON.stringify(user)).toBe(400);
      const body = json<{ error: string; message: string }>(response);
      expect(body.error).toBe(ERROR_CODES.badRequest);
      expect(body.message).toBe(`Invalid profile: check ${field}`);
    }
    // Two bad fields at once: both named, so the page can mark each.
    const both = json<{ message: string }>(await put(DEMO, token, { timezone: 'Nowhere/Land', phone: 'abc' }));
    expect(both.message).toMatch(/^Invalid profile: check (user\.timezone, user\.phone|user\.phone, user\.timezone)$/);
    expect(await userRow(EMAIL)).toEqual(before);
  });

  it('a saved language and time zone are the user’s: currentUser answers them on a new sign-in; null clears them', async () => {
    const saved = await put(DEMO, await login(t.app, DEMO, EMAIL), { language: 'ar', timezone: 'Asia/Tokyo', firstName: 'Noor', phone: '+971 4 123 4567' });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ language: 'ar', timezone: 'Asia/Tokyo', firstName: 'Noor', phone: '+971 4 123 4567' });
    const fresh = await login(t.app, DEMO, EMAIL);
    const me = await gql<{ currentUser: { language: string | null; timezone: string | null; firstName: string; fullName: string } }>(
      t.app,
      DEMO,
      '{ currentUser { language timezone firstName fullName } }',
      { token: fresh },
    );
    expect(me.body.data?.currentUser).toMatchObject({ language: 'ar', timezone: 'Asia/Tokyo', firstName: 'Noor' });
    expect(me.body.data?.currentUser.fullName).toMatch(/^Noor /);

    const cleared = await put(DEMO, fresh, { language: null, timezone: null });
    expect(cleared.statusCode).toBe(200);
    expect(await userRow(EMAIL)).toMatchObject({ language: null, timezone: null, firstName: 'Noor' });
  });

  it('another tenant’s host refuses this user’s token and changes nobody; each tenant’s user changes only their own row', async () => {
    const demoToken = await login(t.app, DEMO, 'partner@demo.test');
    const demoBefore = await userRow('partner@demo.test');
    const acmeBefore = await userRow('cofounder@acme.test', 'acme');
    const crossed = await put(ACME, demoToken, { firstName: 'Intruder', language: 'de' });
    expect(crossed.statusCode).toBe(401);
    expect(await userRow('partner@demo.test')).toEqual(demoBefore);
    expect(await userRow('cofounder@acme.test', 'acme')).toEqual(acmeBefore);

    const acmeToken = await login(t.app, ACME, 'cofounder@acme.test');
    expect((await put(ACME, acmeToken, { timezone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(await userRow('cofounder@acme.test', 'acme')).toMatchObject({ timezone: 'Europe/Berlin' });
    expect(await userRow('partner@demo.test')).toEqual(demoBefore);
  });
});
