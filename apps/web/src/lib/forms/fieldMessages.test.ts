import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../app/i18n/i18n';
import { defaultFieldErrors } from './fieldMessages';

const LABELS = { name: 'Name', age: 'Age', bio: 'Bio', email: 'Email', website: 'Website', kind: 'Kind' };

/** A form schema that states only its rules: every text comes from the default messages. */
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  age: z.optional(z.number().check(z.gte(18), z.lte(99))),
  bio: z.optional(z.string().check(z.minLength(10), z.maxLength(20))),
  email: z.optional(z.email()),
  website: z.optional(z.url()),
  kind: z.optional(z.enum(['a', 'b'])),
});

function messagesFor(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input, { error: defaultFieldErrors(i18n.t, LABELS) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('default field messages (ERR-18..21)', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n('en');
    await i18n.changeLanguage('en');
  });

  it('"{field} is a required field" for a missing or blank value, "Invalid field" otherwise (ERR-18)', () => {
    expect(messagesFor({ name: '   ' })).toEqual({ name: 'Name is a required field' });
    expect(messagesFor({})).toEqual({ name: 'Name is a required field' });
    expect(messagesFor({ name: 'Ada', kind: 'c' })).toEqual({ kind: 'Invalid field' });
    expect(messagesFor({ name: 'Ada', age: 'old' })).toEqual({ age: 'Invalid field' });
  });

  it('numbers: "{field} must be greater than or equal to {value}" and "… less than or equal to {value}" (ERR-19)', () => {
    expect(messagesFor({ name: 'Ada', age: 17 })).toEqual({ age: 'Age must be greater than or equal to 18' });
    expect(messagesFor({ name: 'Ada', age: 100 })).toEqual({ age: 'Age must be less than or equal to 99' });
    expect(messagesFor({ name: 'Ada', age: 18 })).toEqual({});
  });

  it('text length limits are counted in characters (ERR-20)', () => {
    expect(messagesFor({ name: 'Ada', bio: 'short' })).toEqual({ bio: 'Bio must be at least 10 characters' });
    expect(messagesFor({ name: 'Ada', bio: 'x'.repeat(21) })).toEqual({ bio: 'Bio must be at most 20 characters' });
  });

  it('"{field} is not a valid email" and "{field} is not a valid url" (ERR-21)', () => {
    expect(messagesFor({ name: 'Ada', email: 'ada@', website: 'not a link' })).toEqual({
      email: 'Email is not a valid email',
      website: 'Website is not a valid url',
    });
    expect(messagesFor({ name: 'Ada', email: 'ada@example.org', website: 'https://example.org' })).toEqual({});
  });

  it("a schema's own message still wins", () => {
    const own = z.object({ name: z.string().check(z.minLength(1, 'Give it a name')) });
    const result = own.safeParse({ name: '' }, { error: defaultFieldErrors(i18n.t, LABELS) });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Give it a name']);
  });

  it('speaks the active language', async () => {
    await i18n.changeLanguage('fr');
    expect(messagesFor({ name: 'Ada', age: 17 }).age).toBe('Age doit être supérieur ou égal à 18');
    await i18n.changeLanguage('en');
  });
});
