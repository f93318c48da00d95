/**
 * Organisation settings inputs (D2 §3.4): one zod schema per settings form, shared by the server (which refuses bad
 * input with these messages) and the web forms. Messages are English texts keyed in SETTINGS_MESSAGES so the web app
 * can show the translation of the same rule.
 */
import { z } from 'zod';
import { withScheme } from './constants.js';
import { normaliseCustomDomain, urlToAscii, type ToAscii } from './custom-domain.js';
import { SUPPORTED_LOCALES } from './locales.js';
import { CURRENCIES } from './reference.js';
import { SLUG_PATTERN } from './tenancy.js';

export const SETTINGS_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  slug: 'Use 1–63 lowercase letters, digits or hyphens, not starting or ending with a hyphen.',
  timezone: 'Choose a valid time zone (e.g. Europe/Paris).',
  currency: 'Choose a currency from the list.',
  language: 'Choose a language from the list.',
  email: 'Enter a valid email address.',
  url: 'Enter a valid web address (e.g. https://example.org/terms).',
  hostname: 'Enter a valid domain name (e.g. app.example.org).',
  color: 'Use a colour in the form #rrggbb.',
  logoType: 'Choose NORMAL or REVERSE.',
  duplicateLanguage: 'Each language may have one label only.',
  slugTaken: 'This address is already used by another organisation.',
  domainTaken: 'This domain is already used by another organisation.',
  domainReserved: 'This domain is part of the platform’s own addresses (an organisation address, localhost, an IP address or an API host) and cannot be a custom domain.',
  domainNotVerified: 'The verification token was not found on this domain. Publish the file or the DNS record shown, wait for it to be reachable, then verify again.',
  domainNothingPending: 'There is no domain waiting for verification. Enter a custom domain and save it first.',
  industryTaken: 'An industry with this name already exists.',
  fileNotFound: 'The uploaded file was not found; upload it again.',
  notAnImage: 'A logo must be a PNG, JPEG, SVG or WebP image.',
  unstorableText: 'This text contains a character that is not allowed (a NUL byte or a broken Unicode character).',
  dateTime: 'Enter a date and time in ISO-8601 form (e.g. 2026-03-02T09:30:00.000Z), in the years 0001 to 9999.',
  notStorable: 'A value could not be saved: it is too long, out of range, already used or refers to something that no longer exists.',
} as const;
export type SettingsMessageKey = keyof typeof SETTINGS_MESSAGES;

/** The key of a SETTINGS_MESSAGES text (for translating a server or schema message), or null. */
export function settingsMessageKey(message: string): SettingsMessageKey | null {
  const entry = Object.entries(SETTINGS_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as SettingsMessageKey) : null;
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const LOGO_TYPES = ['NORMAL', 'REVERSE'] as const;

export function isValidTimeZone(value: string): boolean {
  if (value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The WHATWG URL constructor of the runtime (browser or Node); the package is built without DOM or Node types. */
const WebUrl = (globalThis as unknown as { URL: new (input: string) => { protocol: string; hostname: string } }).URL;

export function isValidWebUrl(value: string): boolean {
  try {
    const url = new WebUrl(withScheme(value));
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const trimmed = (max: number) => z.string().trim().max(max, SETTINGS_MESSAGES.tooLong);
/** Empty text means "none" (null). */
const optionalText = (max: number) => trimmed(max).transform((v) => (v === '' ? null : v)).nullable();
const optionalEmail = z
  .string()
  .trim()
  .max(320, SETTINGS_MESSAGES.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, SETTINGS_MESSAGES.email)
  .transform((v) => (v === '' ? null : v.toLowerCase()))
  .nullable();
const optionalUrl = z
  .string()
  .trim()
  .max(2048, SETTINGS_MESSAGES.tooLong)
  .refine((v) => v === '' || isValidWebUrl(v), SETTINGS_MESSAGES.url)
  .transform((v) => (v === '' ? null : withScheme(v)))
  .nullable();
/** A path on the tenant's own site ("/application/new"); "//host" and "/\\host" would leave it, so they are not paths. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value.trim());
}
/** A web address, or a path on the tenant's own site (opened in the app itself). */
const optionalLink = z
  .string()
  .trim()
  .max(2048, SETTINGS_MESSAGES.tooLong)
  .refine((v) => v === '' || isSitePath(v) || isValidWebUrl(v), SETTINGS_MESSAGES.url)
  .transform((v) => (v === '' ? null : isSitePath(v) ? v : withScheme(v)))
  .nullable();
export const hexColorSchema = z.string().trim().regex(HEX_COLOR, SETTINGS_MESSAGES.color).transform((v) => v.toLowerCase());
const logoTypeSchema = z.enum(LOGO_TYPES, { error: SETTINGS_MESSAGES.logoType });

export const generalSettingsSchema = z.object({
  name: trimmed(120).min(1, SETTINGS_MESSAGES.required),
  slug: z.string().trim().toLowerCase().regex(SLUG_PATTERN, SETTINGS_MESSAGES.slug),
  description: optionalText(2000),
  timezone: z.string().trim().refine(isValidTimeZone, SETTINGS_MESSAGES.timezone),
  currency: z.enum(CURRENCIES, { error: SETTINGS_MESSAGES.currency }),
  defaultLanguage: z.enum(SUPPORTED_LOCALES, { error: SETTINGS_MESSAGES.language }),
  address: optionalText(500),
  allowUserSelfDelete: z.boolean(),
  allowWriteInOptionInUserSkills: z.boolean(),
  generalEmail: optionalEmail,
  supportEmail: optionalEmail,
  termsUrl: optionalUrl,
});
export type GeneralSettingsInput = z.input<typeof generalSettingsSchema>;
export type GeneralSettings = z.output<typeof generalSettingsSchema>;

/**
 * A custom domain in its stored form (custom-domain.ts); '' removes it. The server passes node:url's domainToASCII;
 * whether the domain may be used (slug space, another organisation's) is the server's check.
 */
export function domainSettingsSchemaWith(toAscii: ToAscii) {
  return z.object({
    customDomain: z
      .string()
      .trim()
      .refine((v) => v === '' || normaliseCustomDomain(v, toAscii) !== null, SETTINGS_MESSAGES.hostname)
      .transform((v) => (v === '' ? null : normaliseCustomDomain(v, toAscii)))
      .nullable(),
  });
}
export const domainSettingsSchema = domainSettingsSchemaWith(urlToAscii);
export type DomainSettingsInput = z.input<typeof domainSettingsSchema>;

export const sidebarPaletteSchema = z.object({
  backgroundColor: hexColorSchema,
  textColor: hexColorSchema,
  activeItemBackgroundColor: hexColorSchema,
  activeItemTextColor: hexColorSchema,
  activeSubItemTextColor: hexColorSchema,
  logoType: logoTypeSchema,
});
export const loginPaletteSchema = z.object({
  backgroundColor: hexColorSchema,
  textColor: hexColorSchema,
  logoType: logoTypeSchema,
});
export const customLoginSchema = z
  .object({
    active: z.boolean(),
    text: optionalText(500),
    // The login page's "Learn more" may lead to a page of the app (sign-up, D-93) as well as to another site.
    url: optionalLink,
    buttonBackgroundColor: hexColorSchema,
    buttonTextColor: hexColorSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.active) return;
    if (!value.text) ctx.addIssue({ code: 'custom', path: ['text'], message: SETTINGS_MESSAGES.required });
    if (!value.url) ctx.addIssue({ code: 'custom', path: ['url'], message: SETTINGS_MESSAGES.required });
  });
const fileId = z.uuid().nullable();
export const brandingSchema = z.object({
  sidebar: sidebarPaletteSchema,
  login: loginPaletteSchema,
  logoFileId: fileId.optional(),
  logoSquareFileId: fileId.optional(),
  whiteLogoFileId: fileId.optional(),
  customLogin: customLoginSchema,
});
export type BrandingInput = z.input<typeof brandingSchema>;
export type Branding = z.output<typeof brandingSchema>;

export const seoSettingsSchema = z
  .object({ active: z.boolean(), seoTitle: optionalText(70), seoDescription: optionalText(300) })
  .superRefine((value, ctx) => {
    if (value.active && !value.seoTitle) ctx.addIssue({ code: 'custom', path: ['seoTitle'], message: SETTINGS_MESSAGES.required });
  });
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>;

export const startupLabelSchema = z
  .object({
    active: z.boolean(),
    label: z.array(
      z.object({
        language: z.enum(SUPPORTED_LOCALES, { error: SETTINGS_MESSAGES.language }),
        value: trimmed(40),
      }),
    ).max(SUPPORTED_LOCALES.length),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.label.forEach((entry, index) => {
      if (seen.has(entry.language)) ctx.addIssue({ code: 'custom', path: ['label', index, 'language'], message: SETTINGS_MESSAGES.duplicateLanguage });
      seen.add(entry.language);
    });
    if (value.active && !value.label.some((entry) => entry.value !== '')) {
      ctx.addIssue({ code: 'custom', path: ['label'], message: SETTINGS_MESSAGES.required });
    }
  })
  .transform((value) => ({ active: value.active, label: value.label.filter((entry) => entry.value !== '') }));
export type StartupLabelInput = z.input<typeof startupLabelSchema>;

export const industryNameSchema = trimmed(80).min(1, SETTINGS_MESSAGES.required);

/** Uploads (D1 §7.3): the size limit and the types a logo may have. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const LOGO_PURPOSES = ['logo', 'logoSquare', 'whiteLogo'] as const;
export type LogoPurpose = (typeof LOGO_PURPOSES)[number];
/**
 * A startup's logo (D-160): uploaded by whoever edits the startup's profile, attached to the reference kind of the same
 * name (its id is the startup's), an image of LOGO_CONTENT_TYPES of at most STARTUP_LOGO_MAX_BYTES. Like the
 * organisation's logos it is public, so it shows wherever the startup is listed.
 */
export const STARTUP_LOGO = 'startupLogo';
export const STARTUP_LOGO_MAX_BYTES = 1024 * 1024;
/** Files anyone may read by their link (the login page, the startup lists): the organisation's logos and startup logos. */
export const PUBLIC_FILE_PURPOSES = [...LOGO_PURPOSES, STARTUP_LOGO] as const;
