import { describe, expect, it } from 'vitest';
import { brandingSchema, domainSettingsSchema, generalSettingsSchema, isSitePath, SETTINGS_MESSAGES, settingsMessageKey, startupLabelSchema } from './settings.js';

const general = {
  name: ' Demo ', slug: 'Demo', description: '', timezone: 'Europe/Paris', currency: 'EUR', defaultLanguage: 'fr', address: '',
  allowUserSelfDelete: false, allowWriteInOptionInUserSkills: true, generalEmail: 'Hello@Demo.org', supportEmail: '', termsUrl: 'demo.org/terms',
};
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('settings schemas', () => {
  it('normalises general settings (trim, lowercase slug and email, empty → null, scheme added)', () => {
    expect(generalSettingsSchema.parse(general)).toMatchObject({ name: 'Demo', slug: 'demo', description: null, generalEmail: 'hello@demo.org', supportEmail: null, termsUrl: 'http://demo.org/terms' });
  });

  it('refuses bad values with the shared messages', () => {
    expect(messages(generalSettingsSchema.safeParse({ ...general, timezone: 'Mars/Base' }))).toEqual([SETTINGS_MESSAGES.timezone]);
    expect(messages(generalSettingsSchema.safeParse({ ...general, currency: 'XXX' }))).toEqual([SETTINGS_MESSAGES.currency]);
    expect(messages(generalSettingsSchema.safeParse({ ...general, slug: 'a_b' }))).toEqual([SETTINGS_MESSAGES.slug]);
    expect(messages(domainSettingsSchema.safeParse({ customDomain: 'localhost' }))).toEqual([SETTINGS_MESSAGES.hostname]);
    expect(domainSettingsSchema.parse({ customDomain: 'App.Example.org' })).toEqual({ customDomain: 'app.example.org' });
  });

  it('branding needs #rrggbb colours and text + link when the custom login is on', () => {
    const sidebar = { backgroundColor: '#000000', textColor: '#FFFFFF', activeItemBackgroundColor: '#111111', activeItemTextColor: '#ffffff', activeSubItemTextColor: '#eeeeee', logoType: 'NORMAL' };
    const base = { sidebar, login: { backgroundColor: '#ffffff', textColor: '#000000', logoType: 'REVERSE' }, customLogin: { active: false, text: '', url: '', buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' } };
    expect(brandingSchema.parse(base).sidebar.textColor).toBe('#ffffff');
    expect(messages(brandingSchema.safeParse({ ...base, sidebar: { ...sidebar, textColor: 'white' } }))).toEqual([SETTINGS_MESSAGES.color]);
    expect(messages(brandingSchema.safeParse({ ...base, customLogin: { ...base.customLogin, active: true } }))).toEqual([SETTINGS_MESSAGES.required, SETTINGS_MESSAGES.required]);
  });

  it("the custom login's link is a web address or a path of the site itself, never another host (D-93)", () => {
    const sidebar = { backgroundColor: '#000000', textColor: '#ffffff', activeItemBackgroundColor: '#111111', activeItemTextColor: '#ffffff', activeSubItemTextColor: '#eeeeee', logoType: 'NORMAL' };
    const login = { backgroundColor: '#ffffff', textColor: '#000000', logoType: 'REVERSE' };
    const withUrl = (url: string) => brandingSchema.safeParse({ sidebar, login, customLogin: { active: true, text: 'Apply', url, buttonBackgroundColor: '#000000', buttonTextColor: '#ffffff' } });
    const urlOf = (url: string) => { const r = withUrl(url); return r.success ? r.data.customLogin.url : null; };
    expect(urlOf('/application/new')).toBe('/application/new');
    expect(urlOf('demo.org/apply')).toBe('http://demo.org/apply');
    // A protocol-relative link is not a path of this site: it becomes an explicit web address like any other.
    expect(urlOf('//other.example/x')).toMatch(/^http:/);
    expect(isSitePath('//other.example/x')).toBe(false);
    expect(isSitePath('/\\other.example')).toBe(false);
    expect(isSitePath('/welcome')).toBe(true);
    expect(isSitePath('welcome')).toBe(false);
  });

  it('startup labels: one per language, empty ones dropped', () => {
    expect(startupLabelSchema.parse({ active: true, label: [{ language: 'en', value: 'Venture' }, { language: 'fr', value: '' }] })).toEqual({ active: true, label: [{ language: 'en', value: 'Venture' }] });
    expect(messages(startupLabelSchema.safeParse({ active: true, label: [{ language: 'en', value: 'A' }, { language: 'en', value: 'B' }] }))).toEqual([SETTINGS_MESSAGES.duplicateLanguage]);
    expect(settingsMessageKey(SETTINGS_MESSAGES.slugTaken)).toBe('slugTaken');
    expect(settingsMessageKey('other')).toBeNull();
  });
});
