import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../app/i18n/i18n';
import { EMAIL_PATTERN, validateLogin } from './loginValidation';

describe('validateLogin (ERR-18, ERR-21)', () => {
  beforeAll(async () => {
    if (!i18n.isInitialized) await initI18n('en');
    await i18n.changeLanguage('en');
  });

  it('asks for both fields with the default messages', () => {
    expect(validateLogin({ email: '   ', password: '' }, i18n.t)).toEqual({
      email: 'Email is a required field',
      password: 'Password is a required field',
    });
    expect(validateLogin({ email: 'ada@', password: 'x' }, i18n.t)).toEqual({ email: 'Email is not a valid email' });
    expect(validateLogin({ email: ' ada@example.org ', password: 'x' }, i18n.t)).toEqual({});
  });

  it('takes an address exactly when zod does (one rule on both ends)', () => {
    // The same pattern; zod writes a class's trailing hyphen escaped (`\-`), which means the same.
    const unescapeHyphens = (source: string) => source.replace(/\\-/g, '-');
    expect(unescapeHyphens(EMAIL_PATTERN.source)).toBe(unescapeHyphens(z.regexes.email.source));
    const zodEmail = z.email();
    for (const email of ['ada@example.org', 'a.b+c@sub.example.co', 'ada@', '@example.org', 'ada@example', 'a..b@example.org', 'ada@exa mple.org', "o'neil@example.ie", 'ada@-example.org']) {
      expect(validateLogin({ email, password: 'x' }, i18n.t).email === undefined, email).toBe(zodEmail.safeParse(email).success);
    }
  });
});
