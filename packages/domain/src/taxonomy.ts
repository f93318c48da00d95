/**
 * Tags, mentors and the community directory (issue 14 items 5–7): the rules both ends apply to a tag, a mentor's
 * profile and a member's public profile. Messages are English texts the web translates by key (TAXONOMY_MESSAGES).
 */
import { z } from 'zod';
import type { RoleType } from './roles.js';
import { TAG_KINDS, type TagKind } from './portfolio.js';

export const TAXONOMY_MESSAGES = {
  required: 'This field is required.',
  tooLong: 'This value is too long.',
  color: 'Choose a colour from the palette or use the form #rrggbb.',
  tagTaken: 'A tag with this name already exists in this list.',
  tagNotFound: 'This tag does not exist.',
  tagWrongKind: 'This tag cannot be put here: it belongs to another list.',
  mergeIntoItself: 'A tag cannot be merged into itself.',
  mergeKinds: 'Only tags of the same list can be merged.',
  tooMany: 'Too many items.',
  notMentor: 'Only mentors, coaches and experts can be assigned to a startup.',
  alreadyAssigned: 'This person is already assigned to this startup.',
  notAssigned: 'This person is not assigned to this startup.',
  capacity: 'Enter a whole number from 0 to 100.',
  industryNotFound: 'This industry does not exist.',
} as const;
export type TaxonomyMessageKey = keyof typeof TAXONOMY_MESSAGES;

/** The named colours a tag may take (Mantine's palette), besides any #rrggbb. */
export const TAG_COLORS = ['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

export const TAG_NAME_MAX = 60;
/** How many tags one startup or user may carry, and industries one person may cover (a bound on input size). */
export const TAGS_PER_RECORD_MAX = 50;

export const tagNameSchema = z.string().trim().min(1, TAXONOMY_MESSAGES.required).max(TAG_NAME_MAX, TAXONOMY_MESSAGES.tooLong);
export const tagColorSchema = z
  .string()
  .trim()
  .refine((v) => (TAG_COLORS as readonly string[]).includes(v) || /^#[0-9a-fA-F]{6}$/.test(v), TAXONOMY_MESSAGES.color);
export const tagKindSchema = z.enum(TAG_KINDS);

export function isTagKind(value: string): value is TagKind {
  return (TAG_KINDS as readonly string[]).includes(value);
}

/** The role types the mentor directory lists and a startup can be assigned (mentors, coaches, experts; D-127). */
export const MENTOR_ROLE_TYPES: readonly RoleType[] = ['Mentor', 'Coach', 'Expert', 'AdminCoach'];
export const MENTOR_CAPACITY_MAX = 100;
export const mentorCapacitySchema = z
  .number({ error: TAXONOMY_MESSAGES.capacity })
  .int(TAXONOMY_MESSAGES.capacity)
  .min(0, TAXONOMY_MESSAGES.capacity)
  .max(MENTOR_CAPACITY_MAX, TAXONOMY_MESSAGES.capacity)
  .nullable();

/** The public part of a member's own profile (/community/people/profile). Empty text clears a field. */
const profileText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TAXONOMY_MESSAGES.tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable();
export const publicProfileSchema = z.object({
  headline: profileText(120),
  bio: profileText(2000),
  expertise: profileText(300),
  country: profileText(80),
});
export type PublicProfileInput = z.input<typeof publicProfileSchema>;
