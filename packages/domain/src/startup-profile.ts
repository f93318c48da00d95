/**
 * The startup profile and program inputs (issue 14 items 1 and 2): one zod schema per form, shared by the server
 * (which refuses bad input with these messages) and the web forms. Messages are English texts keyed in
 * PORTFOLIO_MESSAGES so the web shows the translation of the same rule.
 */
import { z } from 'zod';
import { withScheme } from './constants.js';
import { PROGRAM_MODES, PROGRAM_TYPES, STARTUP_SOCIAL_LINKS, STARTUP_STAGES, type StartupSocialLink } from './portfolio.js';
import { isValidWebUrl } from './settings.js';

export const PORTFOLIO_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  url: 'Enter a web address starting with http:// or https:// (e.g. https://example.org).',
  stage: 'Choose a stage from the list.',
  date: 'Enter a date in the form YYYY-MM-DD.',
  futureFounding: 'The founding date cannot be in the future.',
  teamSize: 'Enter a whole number between 0 and 100000.',
  startupNameTaken: 'A startup with this name already exists.',
  programNameTaken: 'A program with this name already exists.',
  programDates: 'The end date must be on or after the start date.',
  programType: 'Choose a program type from the list.',
  programMode: 'Choose a mode from the list.',
  email: 'Enter a valid email address.',
  alreadyInProgram: 'This startup is already in the program.',
  programArchived: 'This program is archived; restore it first.',
  userProgram: 'A program of type user has no startups.',
  programAdminRole: 'Program admins must have a staff role.',
  founderHasOtherRole: 'This person already has an account with another role; change their role first.',
  logoNotAnImage: 'A logo must be a PNG, JPEG, SVG or WebP image.',
  logoTooLarge: 'The logo is larger than 1 MB.',
  logoNotUploaded: 'Upload the logo for this startup first.',
} as const;
export type PortfolioMessageKey = keyof typeof PORTFOLIO_MESSAGES;

/** The key of a PORTFOLIO_MESSAGES text (translating a server or schema message), or null. */
export function portfolioMessageKey(message: string): PortfolioMessageKey | null {
  const entry = Object.entries(PORTFOLIO_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as PortfolioMessageKey) : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number) => z.string().trim().max(max, PORTFOLIO_MESSAGES.tooLong);
const optionalText = (max: number) =>
  text(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
/**
 * The scheme rule: a link without a scheme gets http:// (D1 §5, withScheme); what is left must be an http(s) address
 * with a host name — javascript:, data: or mailto: links are refused.
 */
export const optionalWebLink = z
  .string()
  .trim()
  .max(2048, PORTFOLIO_MESSAGES.tooLong)
  .refine((v) => v === '' || isValidWebUrl(v), PORTFOLIO_MESSAGES.url)
  .transform((v) => (v === '' ? null : withScheme(v)))
  .nullable();
const optionalDate = z
  .string()
  .trim()
  .refine((v) => v === '' || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), PORTFOLIO_MESSAGES.date)
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const startupNameSchema = text(120).min(1, PORTFOLIO_MESSAGES.required);

const socialLinksShape = Object.fromEntries(STARTUP_SOCIAL_LINKS.map((key) => [key, optionalWebLink.optional()])) as Record<
  StartupSocialLink,
  z.ZodOptional<typeof optionalWebLink>
>;

/** The profile form: every field optional on update (absent = unchanged); empty text clears a field. */
export const startupProfileSchema = z.object({
  name: startupNameSchema.optional(),
  /** An uploaded image (purpose logo); absent keeps the logo, null removes it. */
  logoFileId: z.uuid().nullable().optional(),
  oneLiner: optionalText(160).optional(),
  description: optionalText(5000).optional(),
  website: optionalWebLink.optional(),
  socialLinks: z.object(socialLinksShape).optional(),
  stage: z.enum(STARTUP_STAGES, { error: PORTFOLIO_MESSAGES.stage }).nullable().optional(),
  foundedOn: optionalDate.optional(),
  location: optionalText(160).optional(),
  teamSize: z.number({ error: PORTFOLIO_MESSAGES.teamSize }).int(PORTFOLIO_MESSAGES.teamSize).min(0, PORTFOLIO_MESSAGES.teamSize).max(100_000, PORTFOLIO_MESSAGES.teamSize).nullable().optional(),
  industryIds: z.array(z.uuid()).max(20).optional(),
});
export type StartupProfileInput = z.input<typeof startupProfileSchema>;
export type StartupProfileValues = z.output<typeof startupProfileSchema>;

/** Creating a startup: the name is required, the rest of the profile may follow. */
export const createStartupSchema = startupProfileSchema.extend({ name: startupNameSchema });

/** A founding date may not lie after `today` (YYYY-MM-DD, the tenant's calendar day). */
export function foundedInFuture(foundedOn: string | null | undefined, today: string): boolean {
  return !!foundedOn && foundedOn > today;
}

/** What completeStartupProfile asks for: the profile is complete when none of these is missing. */
export const STARTUP_PROFILE_PARTS = ['logo', 'oneLiner', 'description', 'website', 'stage', 'foundedOn', 'location', 'teamSize', 'industries'] as const;
export type StartupProfilePart = (typeof STARTUP_PROFILE_PARTS)[number];

export interface StartupProfileFacts {
  logo: string | null;
  oneLiner: string | null;
  description: string | null;
  website: string | null;
  stage: string | null;
  foundedOn: string | null;
  location: string | null;
  teamSize: number | null;
  industryCount: number;
}

/** The parts of the profile still missing (empty when complete); both ends show the same list. */
export function missingProfileParts(p: StartupProfileFacts): StartupProfilePart[] {
  const filled: Record<StartupProfilePart, boolean> = {
    logo: !!p.logo?.trim(),
    oneLiner: !!p.oneLiner?.trim(),
    description: !!p.description?.trim(),
    website: !!p.website?.trim(),
    stage: !!p.stage,
    foundedOn: !!p.foundedOn,
    location: !!p.location?.trim(),
    teamSize: p.teamSize !== null,
    industries: p.industryCount > 0,
  };
  return STARTUP_PROFILE_PARTS.filter((part) => !filled[part]);
}

/** Completeness in whole percent. */
export function profileCompleteness(p: StartupProfileFacts): number {
  return Math.round(((STARTUP_PROFILE_PARTS.length - missingProfileParts(p).length) / STARTUP_PROFILE_PARTS.length) * 100);
}

/** The program form. Dates: start ≤ end when both are set. */
export const programSchema = z
  .object({
    name: text(120).min(1, PORTFOLIO_MESSAGES.required),
    shortName: optionalText(24).optional(),
    programType: z.enum(PROGRAM_TYPES, { error: PORTFOLIO_MESSAGES.programType }).default('startup'),
    mode: z.enum(PROGRAM_MODES, { error: PORTFOLIO_MESSAGES.programMode }).nullable().optional(),
    description: optionalText(5000).optional(),
    startsOn: optionalDate.optional(),
    endsOn: optionalDate.optional(),
  })
  .refine((p) => !p.startsOn || !p.endsOn || p.startsOn <= p.endsOn, { message: PORTFOLIO_MESSAGES.programDates, path: ['endsOn'] });
export type ProgramInput = z.input<typeof programSchema>;
export type ProgramValues = z.output<typeof programSchema>;

export const founderInvitationSchema = z.object({
  email: z.string().trim().toLowerCase().max(320, PORTFOLIO_MESSAGES.tooLong).pipe(z.email(PORTFOLIO_MESSAGES.email)),
  firstName: text(80).min(1, PORTFOLIO_MESSAGES.required),
  lastName: text(80).min(1, PORTFOLIO_MESSAGES.required),
});
export type FounderInvitationInput = z.input<typeof founderInvitationSchema>;
