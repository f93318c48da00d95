/** zod schemas of the identity REST bodies and GraphQL inputs (bad input → 400 with the fields named). */
import { emailSchema, SUPPORTED_LOCALES } from '@hatchery/domain';
import { z } from 'zod';

const name = z.string().trim().min(1).max(100);
/** Passwords are checked by the policy (WeakPassword); this only bounds what is accepted at all. */
const password = z.string().max(1024);
const token = z.string().min(1).max(512);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const sendResetSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token, newPassword: password });
export const acceptInvitationSchema = z.object({ token, firstName: name, lastName: name, password });
export const signUpSchema = z.object({ firstName: name, lastName: name, email: emailSchema, password });
export const inviteUserSchema = z.object({ email: emailSchema, firstName: name, lastName: name, roleId: z.string().min(1).max(64) });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const profilePatchSchema = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    timezone: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone').nullable().optional(),
    language: z.enum(SUPPORTED_LOCALES).nullable().optional(),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9+()\-.\s]*$/, 'may contain digits, spaces and + ( ) - . only')
      .nullable()
      .optional(),
    headline: optionalText(200),
    bio: optionalText(5000),
  })
  .strict();
export const updateUserSchema = z.object({ user: profilePatchSchema }).strict();


/**
 * deleteMyAccount: the password of an account that has one, or — for an account without a password (single sign-on
 * only) — the account's e-mail address typed out. Which one is needed is decided with the account, in the service.
 */
export const deleteMyAccountSchema = z
  .object({
    password: password.optional(),
    confirmEmail: z.string().trim().toLowerCase().max(320).optional(),
  })
  .strict();
