import { describe, expect, it } from 'vitest';
import { preferencesSchema, preferencesValues, profilePatch, serverFieldsOf } from './preferencesForm';
import { matchesZone, offsetLabel, timeZoneOptions } from './timeZones';

const USER = { _id: 'u1', fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', phone: null, timezone: null, language: null };

describe('preferences form: the PUT /user body', () => {
  it('starts from the saved values and the language in effect (what the reader sees)', () => {
    expect(preferencesValues(USER, 'fr')).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phone: '', timezone: '', language: 'fr' });
    expect(preferencesValues({ ...USER, language: 'de', timezone: 'Asia/Tokyo' }, 'fr')).toMatchObject({ language: 'fr', timezone: 'Asia/Tokyo' });
  });

  it('sends only what changed, trimmed; an emptied phone is cleared; an unset zone is not sent', () => {
    const initial = { ...preferencesValues(USER, 'en'), phone: '+44 20 7946 0000' };
    const values = preferencesSchema.parse({ ...initial, firstName: ' Augusta ', phone: ' ' });
    expect(profilePatch(values, initial, 'en')).toEqual({ firstName: 'Augusta', phone: null });
    expect(profilePatch(preferencesSchema.parse(initial), initial, 'en')).toEqual({});
  });

  it('the language: sent when it is not both the account’s and the one in effect on this device', () => {
    const initial = preferencesValues(USER, 'fr');
    // The language menu put French in effect here; the account says German: saving keeps French for the account.
    expect(profilePatch(preferencesSchema.parse(initial), initial, 'de')).toEqual({ language: 'fr' });
    // Picking the account's own language applies it on this device too (it goes through the save and choose).
    expect(profilePatch(preferencesSchema.parse({ ...initial, language: 'de' }), initial, 'de')).toEqual({ language: 'de' });
    expect(profilePatch(preferencesSchema.parse({ ...initial, language: 'ar' }), initial, 'fr')).toEqual({ language: 'ar' });
  });

  it('the server’s rules: a name of 1 to 100 characters, a phone of digits and + ( ) - ., a known zone, a supported language', () => {
    const base = preferencesValues(USER, 'en');
    const refused = (patch: object) => preferencesSchema.safeParse({ ...base, ...patch }).success === false;
    expect(refused({ firstName: '  ' })).toBe(true);
    expect(refused({ lastName: 'x'.repeat(101) })).toBe(true);
    expect(refused({ phone: 'call me' })).toBe(true);
    expect(refused({ phone: '+1 (555) 010-2030 ext.' })).toBe(true);
    expect(refused({ timezone: 'Mars/Olympus' })).toBe(true);
    expect(refused({ language: 'xx' })).toBe(true);
    expect(refused({ phone: '+1 (555) 010.2030', timezone: 'Asia/Kolkata', language: 'ar' })).toBe(false);
  });

  it('reads the refused fields from the server’s 400 ("Invalid profile: check user.timezone, user.phone")', () => {
    expect(serverFieldsOf('Invalid profile: check user.timezone, user.phone')).toEqual(['timezone', 'phone']);
    expect(serverFieldsOf('Invalid profile: check user.email')).toEqual([]);
    expect(serverFieldsOf('Invalid profile: check user')).toEqual([]);
    expect(serverFieldsOf(null)).toEqual([]);
  });
});

describe('time zones', () => {
  it('lists every zone with its offset, UTC and a saved alias included', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions(now, 'Asia/Calcutta');
    expect(options).toContainEqual({ value: 'America/New_York', label: 'America/New York · GMT-5' });
    expect(options.find((o) => o.value === 'UTC')?.label).toMatch(/^UTC · GMT(\+0)?$/);
    expect(options.map((o) => o.value)).toContain('Asia/Calcutta');
    expect(offsetLabel('Asia/Kolkata', now)).toBe('GMT+5:30');
  });

  it('matches every typed word, with spaces or underscores', () => {
    expect(matchesZone('America/New York · GMT-5', 'new_york')).toBe(true);
    expect(matchesZone('America/New York · GMT-5', 'york america')).toBe(true);
    expect(matchesZone('America/New York · GMT-5', 'paris')).toBe(false);
  });
});
