/**
 * Issue 11 item 1, D-84: a custom domain cannot take over another tenant. It may never be a host of the slug rule
 * (PUBLIC_URL's host and below, localhost, IPs, API hosts), never another organisation's verified domain, and it
 * routes nothing until the organisation proves it controls it (HTTP file or DNS TXT record, faked here).
 */
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@hatchery/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incubators } from '../../src/db/schema/index.js';
import { clearSlugSpaceDomains } from '../../src/modules/settings/custom-domain-sweep.js';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type GqlBody, type TestApp } from '../support/helpers.js';
import { lastMailTo } from '../support/identity.js';
import { fakeDomainNetwork, SET_DOMAIN, VERIFY_DOMAIN, type DomainState } from './domain-support.js';
import { settingsSnapshot } from './support.js';

const PUBLIC_HOST = 'hatchery.test';
const API_HOST = 'api.hatchery.test';
const PORTAL = 'portal.acme-ventures.org';

type Slug = { publicIncubator: { slug: string } };

describe('custom domains (D-84)', () => {
  let t: TestApp;
  const network = fakeDomainNetwork();
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ publicUrl: `https://${PUBLIC_HOST}`, apiHosts: [API_HOST] }, { domainProbe: network.probe });
    tokens.acme = await login(t.app, ACME, 'admin@acme.test');
    tokens.demo = await login(t.app, DEMO, 'admin@demo.test');
    tokens.demoStaff = await login(t.app, DEMO, 'staff@demo.test');
    tokens.demoCofounder = await login(t.app, DEMO, 'cofounder@demo.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  const setDomain = (host: string, token: string, customDomain: string | null) =>
    gql<{ updateDomainSettings: DomainState }>(t.app, host, SET_DOMAIN, { token, variables: { input: { customDomain } } });
  const verify = (host: string, token: string) => gql<{ verifyCustomDomain: DomainState }>(t.app, host, VERIFY_DOMAIN, { token });
  const tenantAt = async (host: string): Promise<string | null> => {
    const { body } = await gql<Slug>(t.app, host, '{ publicIncubator { slug } }');
    return body.data?.publicIncubator.slug ?? null;
  };
  const errorOf = (body: GqlBody<unknown>) => ({ code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message ?? '' });

  it('takeover: acme cannot set a host of the slug rule, in any letter case or form, and nothing changes', async () => {
    const acmeId = t.incubatorIds.acme!;
    const before = await settingsSnapshot(t, acmeId);
    const attempts = [
      'demo.localhost',
      'DEMO.LOCALHOST',
      'demo.localhost.',
      'demo.localhost:3000',
      'x.demo.localhost',
      `demo.${PUBLIC_HOST}`,
      `Demo.${PUBLIC_HOST.toUpperCase()}.`,
      `x.demo.${PUBLIC_HOST}`,
      PUBLIC_HOST,
      API_HOST,
      `demo.${API_HOST}`,
    ];
    for (const domain of attempts) {
      const { body } = await setDomain(ACME, tokens.acme!, domain);
      expect(errorOf(body), domain).toEqual({ code: ERROR_CODES.validation, message: expect.stringMatching(/^customDomain: .*platform’s own addresses/) });
      expect(body.data ?? null, domain).toBeNull();
    }
    for (const domain of ['localhost', '127.0.0.1', '[::1]', 'http://demo.localhost/']) {
      const { body } = await setDomain(ACME, tokens.acme!, domain);
      expect(errorOf(body), domain).toEqual({ code: ERROR_CODES.validation, message: expect.stringMatching(/^customDomain: Enter a valid domain name/) });
    }
    expect(await settingsSnapshot(t, acmeId)).toBe(before);
    expect(network.asked).toEqual([]);
    // Both tenants keep their own hosts once the registry cache is gone.
    t.app.incubatorLookup.clear();
    expect(await tenantAt(DEMO)).toBe('demo');
    expect(await tenantAt('DEMO.LOCALHOST:3000')).toBe('demo');
    expect(await tenantAt(`demo.${PUBLIC_HOST}`)).toBe('demo');
    expect(await tenantAt(ACME)).toBe('acme');
  });

  it('an unverified domain routes nothing and builds no link; a failed proof changes nothing', async () => {
    const { body } = await setDomain(ACME, tokens.acme!, 'Portal.ACME-Ventures.org.');
    expect(body.errors).toBeUndefined();
    const state = body.data!.updateDomainSettings;
    expect(state.customDomain).toBeNull();
    expect(state.domainSettings).toMatchObject({ status: 'PENDING', pendingDomain: PORTAL, customDomain: null });
    expect(state.domainSettings.verification).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fileUrl: `http://${PORTAL}/.well-known/hatchery-domain-verification`,
      dnsRecordName: `_hatchery-challenge.${PORTAL}`,
      dnsRecordType: 'TXT',
    });
    // Asking again for the same domain keeps the token already handed out.
    const again = await setDomain(ACME, tokens.acme!, PORTAL);
    expect(again.body.data!.updateDomainSettings.domainSettings.verification!.token).toBe(state.domainSettings.verification!.token);

    t.app.incubatorLookup.clear();
    expect((await gql(t.app, PORTAL, '{ publicIncubator { slug } }')).status).toBe(403);
    // Mail links still use the slug host.
    await t.app.inject({ method: 'POST', url: '/api/users/sendresetpassword', headers: { host: ACME }, payload: { email: 'admin@acme.test' } });
    expect((await lastMailTo(t.app, ACME, 'admin@acme.test'))!.text).toContain(`https://acme.${PUBLIC_HOST}/reset/`);

    const before = await settingsSnapshot(t, t.incubatorIds.acme!);
    network.files.set(PORTAL, 'someone-elses-token');
    const failed = await verify(ACME, tokens.acme!);
    expect(errorOf(failed.body)).toEqual({ code: ERROR_CODES.validation, message: expect.stringMatching(/^customDomain: The verification token was not found/) });
    expect(await settingsSnapshot(t, t.incubatorIds.acme!)).toBe(before);
    network.files.delete(PORTAL);
  });

  it('only an admin of the tenant may verify', async () => {
    for (const token of [tokens.demoStaff!, tokens.demoCofounder!]) {
      expect(errorOf((await verify(DEMO, token)).body).code).toBe(ERROR_CODES.forbidden);
    }
    expect((await verify(DEMO, tokens.acme!)).status).toBe(401);
    expect(errorOf((await gql(t.app, DEMO, VERIFY_DOMAIN)).body).code).toBe(ERROR_CODES.authenticationRequired);
    expect(errorOf((await verify(DEMO, tokens.demo!)).body).message).toMatch(/^customDomain: There is no domain waiting/);
  });

  it('after verification the domain routes to its tenant and builds its links; a second tenant cannot claim it', async () => {
    const { body } = await setDomain(ACME, tokens.acme!, PORTAL);
    network.files.set(PORTAL, `${body.data!.updateDomainSettings.domainSettings.verification!.token}\n`);
    const verified = await verify(ACME, tokens.acme!);
    expect(verified.body.errors).toBeUndefined();
    expect(verified.body.data!.verifyCustomDomain).toMatchObject({
      customDomain: PORTAL,
      domainSettings: { customDomain: PORTAL, status: 'VERIFIED', pendingDomain: null, verification: null, verifiedAt: expect.any(String) },
    });
    expect(await tenantAt(PORTAL)).toBe('acme');
    expect(await tenantAt(`${PORTAL.toUpperCase()}.:443`)).toBe('acme');
    await t.app.inject({ method: 'POST', url: '/api/users/sendresetpassword', headers: { host: ACME }, payload: { email: 'admin@acme.test' } });
    expect((await lastMailTo(t.app, ACME, 'admin@acme.test'))!.text).toContain(`https://${PORTAL}/reset/`);

    // Demo cannot claim it, in any form; nothing of demo's changes.
    const demoBefore = await settingsSnapshot(t, t.incubatorIds.demo!);
    for (const domain of [PORTAL, 'PORTAL.Acme-Ventures.ORG', `${PORTAL}.`]) {
      const claim = await setDomain(DEMO, tokens.demo!, domain);
      expect(errorOf(claim.body), domain).toEqual({ code: ERROR_CODES.validation, message: 'customDomain: This domain is already used by another organisation.' });
    }
    expect(await settingsSnapshot(t, t.incubatorIds.demo!)).toBe(demoBefore);
    t.app.incubatorLookup.clear();
    expect(await tenantAt(PORTAL)).toBe('acme');
    expect(await tenantAt(DEMO)).toBe('demo');
    expect(await tenantAt(ACME)).toBe('acme');
  });

  it("another tenant's verified domain cannot be taken even in a race: the database refuses a second holder", async () => {
    // Demo asked for the domain before acme proved it (a pending request proves nothing and blocks no one)…
    await t.db.registry((tx) =>
      tx.update(incubators).set({ pendingCustomDomain: PORTAL, customDomainToken: 'demo-token' }).where(eq(incubators.id, t.incubatorIds.demo!)),
    );
    network.records.set(PORTAL, ['demo-token']);
    const late = await verify(DEMO, tokens.demo!);
    expect(errorOf(late.body).message).toBe('customDomain: This domain is already used by another organisation.');
    network.records.delete(PORTAL);
    // …and the unique index holds whatever the service checks: any letter case.
    const write = t.db.registry((tx) => tx.update(incubators).set({ customDomain: PORTAL.toUpperCase() }).where(eq(incubators.id, t.incubatorIds.demo!)));
    await expect(write).rejects.toThrow();
    await setDomain(DEMO, tokens.demo!, null);
  });

  it('a DNS TXT record proves a domain too; a new domain waits while the verified one keeps working', async () => {
    const { body } = await setDomain(ACME, tokens.acme!, 'apply.acme-ventures.org');
    expect(body.data!.updateDomainSettings).toMatchObject({ customDomain: PORTAL, domainSettings: { status: 'PENDING', pendingDomain: 'apply.acme-ventures.org' } });
    t.app.incubatorLookup.clear();
    expect(await tenantAt(PORTAL)).toBe('acme');
    expect((await gql(t.app, 'apply.acme-ventures.org', '{ publicIncubator { slug } }')).status).toBe(403);
    network.records.set('apply.acme-ventures.org', ['unrelated', body.data!.updateDomainSettings.domainSettings.verification!.token]);
    const verified = await verify(ACME, tokens.acme!);
    expect(verified.body.data!.verifyCustomDomain.customDomain).toBe('apply.acme-ventures.org');
    expect(await tenantAt('apply.acme-ventures.org')).toBe('acme');
    expect((await gql(t.app, PORTAL, '{ publicIncubator { slug } }')).status).toBe(403);
  });

  it('internationalised domains are stored in punycode', async () => {
    const { body } = await setDomain(ACME, tokens.acme!, 'Bücher.Example');
    expect(body.data!.updateDomainSettings.domainSettings.pendingDomain).toBe('xn--bcher-kva.example');
  });

  it('removing the domain clears both the verified and the pending one at once', async () => {
    const { body } = await setDomain(ACME, tokens.acme!, '');
    expect(body.data!.updateDomainSettings).toMatchObject({ customDomain: null, domainSettings: { status: 'NONE', pendingDomain: null, verification: null } });
    t.app.incubatorLookup.clear();
    expect((await gql(t.app, 'apply.acme-ventures.org', '{ publicIncubator { slug } }')).status).toBe(403);
  });

  it('the slug rule wins for its hosts even over a stored domain, and the start-up sweep removes such domains', async () => {
    const acmeId = t.incubatorIds.acme!;
    // A value from before verification existed, or left behind by a changed PUBLIC_URL.
    await t.db.registry((tx) => tx.update(incubators).set({ customDomain: `demo.${PUBLIC_HOST}`, pendingCustomDomain: 'x.demo.localhost', customDomainToken: 't' }).where(eq(incubators.id, acmeId)));
    t.app.incubatorLookup.clear();
    expect(await tenantAt(`demo.${PUBLIC_HOST}`)).toBe('demo');
    const warnings: object[] = [];
    const cleared = await clearSlugSpaceDomains(t.db, { publicUrl: `https://${PUBLIC_HOST}`, apiHosts: [API_HOST] }, { warn: (details) => warnings.push(details) });
    expect(cleared).toEqual(['acme']);
    expect(warnings).toHaveLength(1);
    const [row] = await t.db.registry((tx) =>
      tx.select({ customDomain: incubators.customDomain, pending: incubators.pendingCustomDomain, token: incubators.customDomainToken }).from(incubators).where(eq(incubators.id, acmeId)),
    );
    expect(row).toEqual({ customDomain: null, pending: null, token: null });
    // A domain outside the slug space is left alone.
    await t.db.registry((tx) => tx.update(incubators).set({ customDomain: PORTAL }).where(eq(incubators.id, acmeId)));
    expect(await clearSlugSpaceDomains(t.db, { publicUrl: `https://${PUBLIC_HOST}`, apiHosts: [API_HOST] }, { warn: () => undefined })).toEqual([]);
    await t.db.registry((tx) => tx.execute(sql`update incubators set custom_domain = null where id = ${acmeId}`));
  });

  it('migration 0012 keeps existing plain domains as verified and clears slug-space, malformed and colliding ones', async () => {
    const file = readFileSync(new URL('../../drizzle/0012_custom_domain_verification.sql', import.meta.url), 'utf8');
    const dataStatements = file
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .filter((part) => part.startsWith('UPDATE'));
    expect(dataStatements).toHaveLength(4);
    const before: Record<string, string> = {
      keep: ' Portal.Keep-Me.org.:443',
      local: 'x.demo.localhost',
      ip: '10.0.0.1',
      junk: 'not a domain',
      twinA: 'twin.example.org',
      twinB: 'TWIN.example.org',
    };
    const after = await t.db.registry(async (tx) => {
      // As the data stood before 0012 (no index on lower(); the old constraint was case-sensitive).
      await tx.execute(sql`drop index incubators_verified_domain_unique`);
      for (const [slug, domain] of Object.entries(before)) {
        await tx.execute(sql`insert into incubators (slug, name, brand_palette, custom_domain) select ${`m-${slug.toLowerCase()}`}, ${slug}, brand_palette, ${domain} from incubators where slug = 'demo'`);
      }
      for (const statement of dataStatements) await tx.execute(sql.raw(statement));
      const rows = await tx.execute<{ name: string; custom_domain: string | null; verified: boolean }>(
        sql`select name, custom_domain, custom_domain_verified_at is not null as verified from incubators where slug like 'm-%' order by name`,
      );
      // Leave the database as it was.
      await tx.execute(sql`delete from incubators where slug like 'm-%'`);
      await tx.execute(sql`create unique index incubators_verified_domain_unique on incubators (lower(custom_domain))`);
      return rows.rows;
    });
    expect(Object.fromEntries(after.map((row) => [row.name, { domain: row.custom_domain, verified: row.verified }]))).toEqual({
      keep: { domain: 'portal.keep-me.org', verified: true },
      local: { domain: null, verified: false },
      ip: { domain: null, verified: false },
      junk: { domain: null, verified: false },
      twinA: { domain: null, verified: false },
      twinB: { domain: null, verified: false },
    });
  });
});
