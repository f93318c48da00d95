/**
 * The startup profile form's values and rules: text inputs checked with the same rules the server runs
 * (@hatchery/domain: the name, the scheme rule of links, stage, founding date, team size), turned into the
 * updateStartupProfile input. Empty text clears a field.
 */
import { isValidWebUrl, PORTFOLIO_MESSAGES, startupNameSchema, STARTUP_SOCIAL_LINKS, STARTUP_STAGES, withScheme, type StartupSocialLink } from '@hatchery/domain';
import { z } from 'zod';
import type { StartupProfileData, StartupProfileInput, StartupStage } from './documents';

const link = z
  .string()
  .trim()
  .max(2048, PORTFOLIO_MESSAGES.tooLong)
  .refine((v) => v === '' || isValidWebUrl(v), PORTFOLIO_MESSAGES.url);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const profileFormSchema = z.object({
  name: startupNameSchema,
  oneLiner: z.string().trim().max(160, PORTFOLIO_MESSAGES.tooLong),
  description: z.string().trim().max(5000, PORTFOLIO_MESSAGES.tooLong),
  website: link,
  linkedin: link,
  twitter: link,
  facebook: link,
  instagram: link,
  youtube: link,
  stage: z.string().refine((v) => v === '' || (STARTUP_STAGES as readonly string[]).includes(v), PORTFOLIO_MESSAGES.stage),
  foundedOn: z.string().refine((v) => v === '' || ISO_DATE.test(v), PORTFOLIO_MESSAGES.date),
  location: z.string().trim().max(160, PORTFOLIO_MESSAGES.tooLong),
  teamSize: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) <= 100_000), PORTFOLIO_MESSAGES.teamSize),
  industryIds: z.array(z.string()).max(20),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export function profileFormValues(startup: StartupProfileData): ProfileFormValues {
  const info = startup.info;
  const social = (key: StartupSocialLink) => (info?.[key] as string | null | undefined) ?? '';
  return {
    name: startup.name,
    oneLiner: startup.oneLiner ?? '',
    description: startup.description ?? '',
    website: startup.website ?? '',
    linkedin: social('linkedin'),
    twitter: social('twitter'),
    facebook: social('facebook'),
    instagram: social('instagram'),
    youtube: social('youtube'),
    stage: startup.stage ?? '',
    foundedOn: startup.foundedOn ?? '',
    location: startup.location ?? '',
    teamSize: startup.teamSize === null || startup.teamSize === undefined ? '' : String(startup.teamSize),
    industryIds: (startup.industries ?? []).map((i) => i._id),
  };
}

/** The input of updateStartupProfile; the name only when the viewer may rename (else the server would refuse). */
export function profileInput(values: ProfileFormValues, mayRename: boolean): StartupProfileInput {
  const text = (v: string) => v.trim();
  const url = (v: string) => (v.trim() === '' ? '' : withScheme(v));
  return {
    ...(mayRename ? { name: values.name.trim() } : {}),
    oneLiner: text(values.oneLiner),
    description: text(values.description),
    website: url(values.website),
    socialLinks: Object.fromEntries(STARTUP_SOCIAL_LINKS.map((key) => [key, url(values[key])])),
    stage: values.stage === '' ? null : (values.stage as StartupStage),
    foundedOn: values.foundedOn,
    location: text(values.location),
    teamSize: values.teamSize.trim() === '' ? null : Number(values.teamSize),
    industryIds: values.industryIds,
  };
}
