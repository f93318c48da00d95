import { FEATURE_FLAGS } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
// The server's catalogue is plain data with no imports: the web test reads the very list the server serves.
import { PERMISSION_CATALOGUE } from '../../../../server/src/modules/permissions/catalogue';
import { i18n, initI18n } from '../../app/i18n/i18n';
import enFlags from '../../locales/en/flags.json';
import enPermissions from '../../locales/en/permissions.json';
import deFlags from '../../locales/de/flags.json';
import dePermissions from '../../locales/de/permissions.json';
import { areaI18nKey, permissionI18nKey } from './permissionI18n';

type Texts = Record<string, unknown>;
const permissions: Texts = enPermissions;
const flags: Texts = enFlags;
const areaNames = enPermissions.areas as Record<string, string>;

function textOf(entry: unknown, field: string): unknown {
  return entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[field] : undefined;
}

describe('permission and flag labels (issue 4)', () => {
  it('gives every server catalogue key an English name and description in permissions.json', () => {
    expect(PERMISSION_CATALOGUE.length).toBeGreaterThan(60);
    const missing = PERMISSION_CATALOGUE.filter((p) => {
      const entry = permissions[permissionI18nKey(p.key)];
      return typeof textOf(entry, 'name') !== 'string' || typeof textOf(entry, 'description') !== 'string';
    }).map((p) => p.key);
    expect(missing).toEqual([]);
  });

  it('names every catalogue area, and keeps no entry for a key the catalogue no longer has', () => {
    const areas = [...new Set(PERMISSION_CATALOGUE.map((p) => p.area))];
    expect(areas.filter((area) => typeof areaNames[areaI18nKey(area)] !== 'string')).toEqual([]);
    const known = new Set(PERMISSION_CATALOGUE.map((p) => permissionI18nKey(p.key)));
    expect(Object.keys(permissions).filter((k) => k !== 'areas' && !known.has(k))).toEqual([]);
    expect(Object.keys(areaNames).filter((k) => !areas.some((area) => areaI18nKey(area) === k))).toEqual([]);
  });

  it('maps catalogue keys to distinct JSON keys without i18next separators', () => {
    const keys = PERMISSION_CATALOGUE.map((p) => permissionI18nKey(p.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => /[:/.]/.test(k) || k === 'areas')).toEqual([]);
    expect(permissionI18nKey('TASK/TASK:DELETE')).toBe('TASK_TASK_DELETE');
    expect(permissionI18nKey('METRICS/EDIT:VIEW')).toBe('METRICS_EDIT_VIEW');
    expect(areaI18nKey('Coaching session')).toBe('Coaching_session');
  });

  it('gives every feature flag a label and a description in flags.json, and nothing else', () => {
    const missing = FEATURE_FLAGS.filter((name) => typeof textOf(flags[name], 'label') !== 'string' || typeof textOf(flags[name], 'description') !== 'string');
    expect(missing).toEqual([]);
    expect(Object.keys(flags).filter((name) => !(FEATURE_FLAGS as readonly string[]).includes(name))).toEqual([]);
  });

  it('resolves the keys through i18next in another language (":" and "/" are safe) and falls back to the server text', async () => {
    if (!i18n.isInitialized) await initI18n('en');
    try {
      await i18n.changeLanguage('de');
      await i18n.loadNamespaces(['permissions', 'flags']);
      const key = permissionI18nKey('TASK/TASK:DELETE');
      expect(i18n.t(`${key}.name`, { ns: 'permissions', defaultValue: 'Delete tasks' })).toBe(dePermissions.TASK_TASK_DELETE.name);
      expect(i18n.t('liveChat.label', { ns: 'flags' })).toBe(deFlags.liveChat.label);
      expect(i18n.t(`${permissionI18nKey('NEW:KEY')}.name`, { ns: 'permissions', defaultValue: 'Brand new permission' })).toBe('Brand new permission');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

