/**
 * The preferences form's values and rules, and the PUT /user body they become. The rules are the server's
 * (profilePatchSchema of the identity accounts module) so that what the form accepts the server accepts too; the
 * server still checks everything and answers 400 naming the fields it refused (serverFieldsOf).
 */
import { SUPPORTED_LOCALES, type Locale } from '@hatchery/domain';
import { z } from 'zod';
import type { SavedUser } from './documents';
import { isTimeZone } from './timeZones';

/** Digits, spaces and + ( ) - . only: the server's rule for a phone number. */
const PHONE_PATTERN = /^[0-9+()\-.\s]*$/;

/** Keys of the `preferences` namespace: a rule's own message, translated where the field shows it. */
export const PREFERENCE_MESSAGES = {
  phone: 'errors.phone',
  timezone: 'errors.timezone',
} as const;

export const preferencesSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phone: z.string().trim().max(40).regex(PHONE_PATTERN, PREFERENCE_MESSAGES.phone),
  // Empty: the viewer never chose one (the organisation's zone applies); nothing is sent for it.
  timezone: z.string().refine((zone) => zone === '' || isTimeZone(zone), PREFERENCE_MESSAGES.timezone),
  language: z.enum(SUPPORTED_LOCALES),
});

export type PreferencesInput = z.input<typeof preferencesSchema>;
export type PreferencesOutput = z.output<typeof preferencesSchema>;
export type PreferenceField = keyof PreferencesInput;
export const PREFERENCE_FIELDS: readonly PreferenceField[] = ['firstName', 'lastName', 'phone', 'timezone', 'language'];

/** The body of PUT /user (`{ user: … }`): only what the viewer changed. */
export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  timezone?: string;
  language?: Locale;
}

/**
 * The form's starting values: the saved ones, and the language in effect — what the reader sees, which may be a
 * choice made on this device with the language menu (the lang_pref cookie comes before the account's language).
 */
export function preferencesValues(user: SavedUser, localeInEffect: Locale): PreferencesInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: user.phone ?? '',
    timezone: user.timezone ?? '',
    language: localeInEffect,
  };
}

/**
 * The changed fields only: saving a name must not also store something the reader did not change. An emptied phone is
 * cleared (null); a time zone is never cleared from here. The language is sent when it is not both the account's
 * (`accountLanguage`: what a device without a choice shows) and the one in effect: so saving the language this device
 * shows makes it the account's, and picking the account's own language applies it here too.
 */
export function profilePatch(values: PreferencesOutput, initial: PreferencesInput, accountLanguage: Locale): ProfilePatch {
  const patch: ProfilePatch = {};
  if (values.firstName !== initial.firstName.trim()) patch.firstName = values.firstName;
  if (values.lastName !== initial.lastName.trim()) patch.lastName = values.lastName;
  if (values.phone !== initial.phone.trim()) patch.phone = values.phone === '' ? null : values.phone;
  if (values.timezone !== initial.timezone && values.timezone !== '') patch.timezone = values.timezone;
  if (values.language !== initial.language || values.language !== accountLanguage) patch.language = values.language;
  return patch;
}

function isPreferenceField(name: string): name is PreferenceField {
  return (PREFERENCE_FIELDS as readonly string[]).includes(name);
}

/**
 * The form fields a 400 of PUT /user names. The server answers "Invalid profile: check user.timezone, user.phone"
 * (parseBody of the server's core/input.ts): the fields are the paths after "check", under `user.`.
 */
export function serverFieldsOf(message: string | null): PreferenceField[] {
  const listed = /check (.+)$/.exec(message ?? '')?.[1];
  if (!listed) return [];
  return listed
    .split(',')
    .map((path) => path.trim().replace(/^user\./, ''))
    .filter(isPreferenceField);
}
