/**
 * TEN-*, ENT-14..19, FLG-*, GAP-17, REF-01: every settings mutation — the admin group may, Staff and Cofounder get
 * Forbidden, another tenant's token is refused, bad input is a ValidationError that changes nothing, and each
 * change is in the activity log with its before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, closeTestDatabase, DEMO, gql, login, startTestApp, type TestApp } from '../support/helpers.js';
import { fakeDomainNetwork, proveDomain, VERIFY_DOMAIN } from './domain-support.js';
import { countActivity, latestActivity, settingsSnapshot } from './support.js';

const SETTINGS = /* GraphQL */ `
  query {
    incubatorSettings {
      _id name slug description createdAt logo whiteLogo logoSquare currency timezone address defaultLanguage
      allowUserSelfDelete allowWriteInOptionInUserSkills gtmId customDomain
      incubatorSeo { active seoTitle seoDescription }
      incubatorTermsAndServices { url }
      incubatorCustomLoginTextAndLink { active text url buttonBackgroundColor buttonTextColor }
      generalEmail { address } supportEmail { address }
      brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType backgroundColor textColor } }
      loginProviders { provider enabled }
      planInfo { name employeeCountLimit }
      startupNameAlternative { active label { language value } }
      featureFlags { name enabled activated }
    }
  }`;

const GENERAL = `mutation($input: GeneralSettingsInput!) { updateGeneralSettings(input: $input) { name slug timezone currency defaultLanguage generalEmail { address } incubatorTermsAndServices { url } } }`;
const DOMAIN = `mutation($input: DomainSettingsInput!) { updateDomainSettings(input: $input) { customDomain domainSettings { status pendingDomain } } }`;
const BRANDING = `mutation($input: BrandingInput!) { updateBranding(input: $input) { brandPalette { sidebar { backgroundColor logoType } login { logoType } } incubatorCustomLoginTextAndLink { active text url } } }`;
const SEO = `mutation($input: SeoSettingsInput!) { updateSeoSettings(input: $input) { incubatorSeo { active seoTitle seoDescription } } }`;
const LABEL = `mutation($input: StartupLabelInput!) { updateStartupLabel(input: $input) { startupNameAlternative { active label { language value } } } }`;
const FLAG = `mutation($name: String!, $enabled: Boolean!, $activated: Boolean!) { setFeatureFlag(name: $name, enabled: $enabled, activated: $activated) { name enabled activated } }`;
const CREATE_INDUSTRY = `mutation($name: String!) { createIndustry(name: $name) { _id name } }`;
const RENAME_INDUSTRY = `mutation($id: ID!, $name: String!) { renameIndustry(id: $id, name: $name) { _id name } }`;
const DELETE_INDUSTRY = `mutation($id: ID!) { deleteIndustry(id: $id) }`;

const general = (overrides: Record<string, unknown> = {}) => ({
  name: 'Demo Accelerator',
  slug: 'demo',
  description: 'A demo tenant',
  timezone: 'Europe/Paris',
  currency: 'EUR',
  defaultLanguage: 'en',
  address: '1 Rue de la Paix, Paris',
  allowUserSelfDelete: true,
  allowWriteInOptionInUserSkills: false,
  generalEmail: 'hello@demo.example.org',
  supportEmail: 'support@demo.example.org',
  termsUrl: 'demo.example.org/terms',
  ...overrides,
});
const palette = {
  sidebar: { backgroundColor: '#102030', textColor: '#ffffff', activeItemBackgroundColor: '#3355ff', activeItemTextColor: '#ffffff', activeSubItemTextColor: '#aabbcc', logoType: 'REVERSE' },
  login: { backgroundColor: '#f5f5f5', textColor: '#111111', logoType: 'NORMAL' },
};
const branding = (overrides: Record<string, unknown> = {}) => ({
  ...palette,
  customLogin: { active: true, text: 'Apply to our programs', url: 'https://demo.example.org/apply', buttonBackgroundColor: '#ff6600', buttonTextColor: '#ffffff' },
  ...overrides,
});

describe('organisation settings API', () => {
  let t: TestApp;
  let demoId: string;
  const tokens: Record<string, string> = {};
  const network = fakeDomainNetwork();

  beforeAll(async () => {
    t = await startTestApp({}, { domainProbe: network.probe });
    demoId = t.incubatorIds.demo!;
    for (const role of ['admin', 'admincoach', 'staff', 'cofounder']) tokens[role] = await login(t.app, DEMO, `${role}@demo.test`);
    tokens.acmeAdmin = await login(t.app, ACME, 'admin@acme.test');
  });
  afterAll(async () => {
    await t.close();
    await closeTestDatabase();
  });

  const run = (query: string, variables: Record<string, unknown>, token?: string, host = DEMO) => gql<Record<string, unknown>>(t.app, host, query, { token, variables });

  /** Staff and Cofounder: Forbidden; anonymous: authentication; acme's admin token on demo's host: refused. Nothing changes. */
  async function expectRefused(query: string, variables: Record<string, unknown>): Promise<void> {
    const before = await settingsSnapshot(t, demoId);
    for (const who of ['staff', 'cofounder']) {
      const { body } = await run(query, variables, tokens[who]);
      expect({ who, code: body.errors?.[0]?.extensions?.code }).toEqual({ who, code: 'Forbidden' });
    }
    expect((await run(query, variables)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect((await run(query, variables, tokens.acmeAdmin)).body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
    expect(await settingsSnapshot(t, demoId)).toBe(before);
  }

  async function expectInvalid(query: string, variables: Record<string, unknown>, fragment: string): Promise<void> {
    const before = await settingsSnapshot(t, demoId);
    const { body } = await run(query, variables, tokens.admin);
    expect(body.errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect(body.errors?.[0]?.message).toContain(fragment);
    expect(await settingsSnapshot(t, demoId)).toBe(before);
  }

  it('incubatorSettings returns every tenant field to the admin group only (ENT-14..19)', async () => {
    for (const who of ['admin', 'admincoach']) {
      const { body } = await run(SETTINGS, {}, tokens[who]);
      expect(body.errors).toBeUndefined();
      const settings = body.data!.incubatorSettings as Record<string, unknown>;
      expect(settings.slug).toBe('demo');
      expect(settings.currency).toBe('USD');
      expect(settings.planInfo).toEqual({ name: 'Growth', employeeCountLimit: 25 });
      expect((settings.featureFlags as unknown[]).length).toBe(38);
    }
    for (const who of ['staff', 'cofounder']) expect((await run(SETTINGS, {}, tokens[who])).body.errors?.[0]?.extensions?.code).toBe('Forbidden');
  });

  it('updateGeneralSettings: validates, saves, logs before/after', async () => {
    await expectRefused(GENERAL, { input: general() });
    await expectInvalid(GENERAL, { input: general({ timezone: 'Mars/Olympus' }) }, 'time zone');
    await expectInvalid(GENERAL, { input: general({ currency: 'XYZ' }) }, 'currency');
    await expectInvalid(GENERAL, { input: general({ slug: '-bad' }) }, 'slug');
    await expectInvalid(GENERAL, { input: general({ slug: 'acme' }) }, 'already used');
    await expectInvalid(GENERAL, { input: general({ generalEmail: 'not-an-email' }) }, 'email');
    await expectInvalid(GENERAL, { input: general({ defaultLanguage: 'xx' }) }, 'language');
    await expectInvalid(GENERAL, { input: general({ name: '  ' }) }, 'required');

    const { body } = await run(GENERAL, { input: general() }, tokens.admincoach);
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateGeneralSettings).toMatchObject({
      timezone: 'Europe/Paris',
      currency: 'EUR',
      generalEmail: { address: 'hello@demo.example.org' },
      incubatorTermsAndServices: { url: 'http://demo.example.org/terms' },
    });
    const log = await latestActivity(t, demoId);
    expect(log).toMatchObject({ action: 'settings.general.updated', entityType: 'incubator', entityId: demoId });
    expect(log!.before).toMatchObject({ currency: 'USD' });
    expect(log!.after).toMatchObject({ currency: 'EUR', timezone: 'Europe/Paris' });
    // publicIncubator sees the change at once (the registry cache is dropped on commit).
    const pub = await gql<{ publicIncubator: { currency: string; timezone: string } }>(t.app, DEMO, '{ publicIncubator { currency timezone } }');
    expect(pub.body.data!.publicIncubator).toEqual({ currency: 'EUR', timezone: 'Europe/Paris' });
  });

  it('a changed slug changes the host', async () => {
    const acme = (slug: string) => general({ name: 'Acme Ventures', slug, timezone: 'UTC', currency: 'EUR', defaultLanguage: 'fr' });
    const { body } = await run(GENERAL, { input: acme('acme-ventures') }, tokens.acmeAdmin, ACME);
    expect(body.errors).toBeUndefined();
    const moved = await gql<{ publicIncubator: { slug: string } }>(t.app, 'acme-ventures.localhost:3000', '{ publicIncubator { slug } }');
    expect(moved.body.data!.publicIncubator.slug).toBe('acme-ventures');
    const old = await gql(t.app, ACME, '{ publicIncubator { slug } }');
    expect(old.body.errors?.[0]?.extensions?.code).toBe('InvalidIncubator');
    const back = await run(GENERAL, { input: acme('acme') }, tokens.acmeAdmin, 'acme-ventures.localhost:3000');
    expect(back.body.errors).toBeUndefined();
  });

  it('updateDomainSettings: a valid host name, not verified elsewhere, pending until proven (D-84)', async () => {
    await expectRefused(DOMAIN, { input: { customDomain: 'app.demo.example.org' } });
    await expectRefused(VERIFY_DOMAIN, {});
    await expectInvalid(DOMAIN, { input: { customDomain: 'not a domain' } }, 'domain name');
    await expectInvalid(DOMAIN, { input: { customDomain: 'http://x.org/path' } }, 'domain name');
    await expectInvalid(DOMAIN, { input: { customDomain: 'demo2.localhost' } }, 'customDomain: This domain is part of the platform');
    await proveDomain(t, network, ACME, tokens.acmeAdmin!, 'apps.acme.example.org');
    await expectInvalid(DOMAIN, { input: { customDomain: 'Apps.Acme.example.org' } }, 'already used');
    const { body } = await run(DOMAIN, { input: { customDomain: 'App.Demo.Example.org' } }, tokens.admin);
    expect(body.data!.updateDomainSettings).toEqual({ customDomain: null, domainSettings: { status: 'PENDING', pendingDomain: 'app.demo.example.org' } });
    expect(await latestActivity(t, demoId)).toMatchObject({
      action: 'settings.domain.updated',
      before: { pendingCustomDomain: null },
      after: { pendingCustomDomain: 'app.demo.example.org' },
    });
  });

  it('updateBranding: #rrggbb colours, NORMAL|REVERSE, custom login text and link', async () => {
    await expectRefused(BRANDING, { input: branding() });
    await expectInvalid(BRANDING, { input: branding({ sidebar: { ...palette.sidebar, backgroundColor: 'red' } }) }, 'sidebar.backgroundColor');
    await expectInvalid(BRANDING, { input: branding({ login: { ...palette.login, logoType: 'SIDEWAYS' } }) }, 'NORMAL or REVERSE');
    await expectInvalid(BRANDING, { input: branding({ customLogin: { active: true, text: '', url: '', buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' } }) }, 'customLogin.text');
    await expectInvalid(BRANDING, { input: branding({ logoFileId: '00000000-0000-4000-8000-000000000000' }) }, 'upload it again');
    const { body } = await run(BRANDING, { input: branding() }, tokens.admin);
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateBranding).toMatchObject({ brandPalette: { sidebar: { backgroundColor: '#102030', logoType: 'REVERSE' } }, incubatorCustomLoginTextAndLink: { active: true } });
    const log = await latestActivity(t, demoId);
    expect(log).toMatchObject({ action: 'settings.branding.updated', entityType: 'incubator' });
    expect((log!.after as { brandPalette: { sidebar: { backgroundColor: string } } }).brandPalette.sidebar.backgroundColor).toBe('#102030');
    expect(log!.before).toHaveProperty('brandPalette');
  });

  it('updateSeoSettings and updateStartupLabel', async () => {
    await expectRefused(SEO, { input: { active: true, seoTitle: 'Demo', seoDescription: 'x' } });
    await expectInvalid(SEO, { input: { active: true, seoTitle: '', seoDescription: 'x' } }, 'seoTitle');
    await expectInvalid(SEO, { input: { active: true, seoTitle: 'x'.repeat(71) } }, 'too long');
    const seo = await run(SEO, { input: { active: true, seoTitle: 'Demo Accelerator — programs', seoDescription: 'Founders first.' } }, tokens.admin);
    expect(seo.body.data!.updateSeoSettings).toEqual({ incubatorSeo: { active: true, seoTitle: 'Demo Accelerator — programs', seoDescription: 'Founders first.' } });
    expect(await latestActivity(t, demoId)).toMatchObject({ action: 'settings.seo.updated', after: { incubatorSeo: { active: true } } });

    const label = { active: true, label: [{ language: 'en', value: 'Venture' }, { language: 'fr', value: 'Projet' }] };
    await expectRefused(LABEL, { input: label });
    await expectInvalid(LABEL, { input: { active: true, label: [{ language: 'en', value: 'A' }, { language: 'en', value: 'B' }] } }, 'one label');
    await expectInvalid(LABEL, { input: { active: true, label: [{ language: 'zz', value: 'A' }] } }, 'language');
    const saved = await run(LABEL, { input: label }, tokens.admin);
    expect(saved.body.data!.updateStartupLabel).toEqual({ startupNameAlternative: label });
    expect(await latestActivity(t, demoId)).toMatchObject({ action: 'settings.startupLabel.updated' });
    const shown = await gql<{ startupLabel: string }>(t.app, DEMO, '{ startupLabel(language: "fr") }');
    expect(shown.body.data!.startupLabel).toBe('Projet');
  });

  it('industries: create, rename, delete; names unique per tenant', async () => {
    await expectRefused(CREATE_INDUSTRY, { name: 'Fintech' });
    await expectInvalid(CREATE_INDUSTRY, { name: '   ' }, 'required');
    const created = await run(CREATE_INDUSTRY, { name: 'Fintech' }, tokens.admin);
    const id = (created.body.data!.createIndustry as { _id: string })._id;
    expect(await latestActivity(t, demoId)).toMatchObject({ action: 'industry.created', entityId: id, after: { name: 'Fintech' } });
    await expectInvalid(CREATE_INDUSTRY, { name: 'fintech' }, 'already exists');
    // Another tenant may use the same name.
    expect((await run(CREATE_INDUSTRY, { name: 'Fintech' }, tokens.acmeAdmin, ACME)).body.errors).toBeUndefined();

    await expectRefused(RENAME_INDUSTRY, { id, name: 'Finance' });
    const other = await run(CREATE_INDUSTRY, { name: 'Healthtech' }, tokens.admin);
    await expectInvalid(RENAME_INDUSTRY, { id, name: 'HEALTHTECH' }, 'already exists');
    expect((await run(RENAME_INDUSTRY, { id, name: 'Financial services' }, tokens.admin)).body.data!.renameIndustry).toEqual({ _id: id, name: 'Financial services' });
    expect(await latestActivity(t, demoId)).toMatchObject({ action: 'industry.renamed', before: { name: 'Fintech' }, after: { name: 'Financial services' } });

    await expectRefused(DELETE_INDUSTRY, { id });
    // acme's admin cannot reach demo's industry even on acme's host (RLS): not found.
    expect((await run(DELETE_INDUSTRY, { id }, tokens.acmeAdmin, ACME)).body.errors?.[0]?.extensions?.code).toBe('NotFound');
    expect((await run(DELETE_INDUSTRY, { id }, tokens.admin)).body.data!.deleteIndustry).toBe(true);
    expect(await latestActivity(t, demoId)).toMatchObject({ action: 'industry.deleted', before: { name: 'Financial services' } });
    const list = await gql<{ industries: Array<{ name: string }> }>(t.app, DEMO, '{ industries { name } }', { token: tokens.staff });
    expect(list.body.data!.industries.map((i) => i.name)).toEqual(['Healthtech']);
    expect(other.body.errors).toBeUndefined();
  });

  it('setFeatureFlag (GAP-17): enabled = in the plan, activated = switched on', async () => {
    await expectRefused(FLAG, { name: 'course', enabled: false, activated: false });
    await expectInvalid(FLAG, { name: 'notAFlag', enabled: true, activated: true }, 'Unknown feature flag');
    await expectInvalid(FLAG, { name: 'course', enabled: false, activated: true }, 'included in the plan');
    const { body } = await run(FLAG, { name: 'course', enabled: true, activated: false }, tokens.admin);
    expect(body.data!.setFeatureFlag).toEqual({ name: 'course', enabled: true, activated: false });
    expect(await latestActivity(t, demoId)).toMatchObject({
      action: 'flag.updated',
      entityType: 'featureFlag',
      entityId: 'course',
      before: { enabled: true, activated: true },
      after: { enabled: true, activated: false },
    });
    const pub = await gql<{ publicIncubator: { featureFlags: Array<{ name: string; activated: boolean }> } }>(t.app, DEMO, '{ publicIncubator { featureFlags { name activated } } }');
    expect(pub.body.data!.publicIncubator.featureFlags.find((f) => f.name === 'course')!.activated).toBe(false);
    await run(FLAG, { name: 'course', enabled: true, activated: true }, tokens.admin);
  });

  it('availableFeatureFlags: the 38 flags with type; incubatorFeatureFlags checks the incubator id (FLG-01, FLG-05)', async () => {
    const { body } = await gql<{ availableFeatureFlags: Array<{ _id: string; name: string; type: string; enabled: boolean }> }>(
      t.app, DEMO, '{ availableFeatureFlags { _id name type enabled activated } }', { token: tokens.cofounder },
    );
    expect(body.data!.availableFeatureFlags).toHaveLength(38);
    expect(body.data!.availableFeatureFlags.find((f) => f.name === 'zoomIntegration')!.type).toBe('integration');
    const own = await gql<{ incubatorFeatureFlags: unknown[] }>(t.app, DEMO, 'query($id: ID) { incubatorFeatureFlags(incubatorId: $id) { name enabled } }', { token: tokens.staff, variables: { id: demoId } });
    expect(own.body.data!.incubatorFeatureFlags).toHaveLength(38);
    const foreign = await gql(t.app, DEMO, 'query($id: ID) { incubatorFeatureFlags(incubatorId: $id) { name } }', { token: tokens.staff, variables: { id: t.incubatorIds.acme } });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('Forbidden');
    const byName = await gql<{ featureFlagsByName: unknown[] }>(t.app, DEMO, '{ featureFlagsByName(names: ["course", "liveChat", "nope"]) { name enabled activated } }', { token: tokens.staff });
    expect(byName.body.data!.featureFlagsByName).toHaveLength(2);
    const anonymous = await gql(t.app, DEMO, '{ featureFlagsByName(names: ["course"]) { name } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('AuthenticationRequiredError');
  });

  it('activityLogs: newest first, cursor paging, entityType filter, admin group only', async () => {
    const total = await countActivity(t, demoId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { data?: { activityLogs: { entries: Array<{ _id: string; createdAt: string; actor: { fullName: string } | null }>; nextCursor: string | null } } | null } } =
        await gql(t.app, DEMO, 'query($c: String) { activityLogs(cursor: $c, limit: 3) { entries { _id action entityType entityId before after createdAt actor { _id fullName } } nextCursor } }', { token: tokens.admin, variables: { c: cursor } });
      const data = page.body.data!.activityLogs;
      seen.push(...data.entries.map((e) => e._id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const first = await gql<{ activityLogs: { entries: Array<{ actor: { fullName: string } | null; createdAt: string }> } }>(
      t.app, DEMO, '{ activityLogs(limit: 100, entityType: "industry") { entries { action actor { fullName } createdAt } } }', { token: tokens.admin },
    );
    const entries = first.body.data!.activityLogs.entries;
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries[0]!.actor?.fullName).toBeTruthy();
    expect([...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(entries);
    expect((await gql(t.app, DEMO, '{ activityLogs { nextCursor } }', { token: tokens.staff })).body.errors?.[0]?.extensions?.code).toBe('Forbidden');
    expect((await gql(t.app, DEMO, '{ activityLogs(limit: 1000) { nextCursor } }', { token: tokens.admin })).body.errors?.[0]?.extensions?.code).toBe('ValidationError');
    expect((await gql(t.app, DEMO, '{ activityLogs(cursor: "garbage") { nextCursor } }', { token: tokens.admin })).body.errors?.[0]?.extensions?.code).toBe('ValidationError');
    // acme's log holds acme's changes only.
    const acme = await gql<{ activityLogs: { entries: Array<{ entityId: string | null; entityType: string }> } }>(t.app, ACME, '{ activityLogs(limit: 100, entityType: "incubator") { entries { entityType entityId } } }', { token: tokens.acmeAdmin });
    expect(acme.body.data!.activityLogs.entries.every((e) => e.entityId === t.incubatorIds.acme)).toBe(true);
  });
});
