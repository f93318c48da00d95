/**
 * The emails area's input rules (D-584): limits, zod schemas and the refusal shape. A refusal is a ValidationError
 * like every module's ("field: rule", the rule a text the web translates), and it also names the field in
 * `extensions.field` (subject, body, name, audience, status, …) so the editor can put the message under its input.
 */
import { MAX_BATCH_ITEMS } from '@hatchery/domain';
import { z } from 'zod';
import { isUuid } from '../../db/index.js';

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 20_000;
export const TEMPLATE_NAME_MAX = 120;
export const EMAIL_SEARCH_MAX = 100;
export const AUDIENCE_ROLES_MAX = 100;
export const AUDIENCE_PROGRAMS_MAX = 500;
export const AUDIENCE_TAGS_MAX = 200;
/** One job item per recipient: a send is one bulk action (at most MAX_BATCH_ITEMS items). */
export const AUDIENCE_PEOPLE_MAX = MAX_BATCH_ITEMS;
export const EMAILS_PAGE_MAX = 100;
export const DELIVERIES_PAGE_MAX = 200;
export const PEOPLE_SEARCH_MAX = 50;

/** The emails area's names for the shared field-naming refusal and parser (core/input.ts). */
export { fieldError, parseFieldInput as parseEmailInput } from '../../core/input.js';

export const idField = z.string({ error: 'is required' }).refine(isUuid, 'is not a valid id');
export const idSchema = z.object({ id: idField });

const ids = (max: number, what: string) => z.array(idField, { error: 'must be a list of ids' }).max(max, `at most ${max} ${what}`);

export const audienceSchema = z.object(
  {
    roleIds: ids(AUDIENCE_ROLES_MAX, 'roles'),
    programIds: ids(AUDIENCE_PROGRAMS_MAX, 'programmes'),
    userIds: ids(AUDIENCE_PEOPLE_MAX, 'people'),
    tagIds: ids(AUDIENCE_TAGS_MAX, 'tags').default([]),
  },
  { error: 'is required' },
);
export type AudienceInput = z.output<typeof audienceSchema>;

export const subjectField = z.string({ error: 'is required' }).max(EMAIL_SUBJECT_MAX, `at most ${EMAIL_SUBJECT_MAX} characters`);
export const bodyField = z.string({ error: 'is required' }).max(EMAIL_BODY_MAX, `at most ${EMAIL_BODY_MAX} characters`);

/** What sending needs besides a draft: a subject and a body (a draft may be saved without them). */
export const sendableSchema = z.object({
  subject: z.string().trim().min(1, 'is required').max(EMAIL_SUBJECT_MAX, `at most ${EMAIL_SUBJECT_MAX} characters`),
  body: z.string().refine((body) => body.trim().length > 0, 'is required').pipe(z.string().max(EMAIL_BODY_MAX, `at most ${EMAIL_BODY_MAX} characters`)),
});

export const searchField = z.string().trim().max(EMAIL_SEARCH_MAX, `at most ${EMAIL_SEARCH_MAX} characters`).nullish();
export const pageFields = (max: number, fallback: number) => ({
  first: z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, `must be between 1 and ${max}`).max(max, `must be between 1 and ${max}`).nullish().transform((n) => n ?? fallback),
  after: z.string().max(200, 'is not a cursor of this list').nullish(),
});
