/**
 * D-85's guard: every place that verifies a user-supplied secret is one the throttle covers. The typed primitives
 * (`checkPassword`, `requireUserToken`, `spendUserToken`) demand a throttled attempt; this test makes sure nothing
 * goes around them — no other argon2 verify, no other look-up of a one-time token by its hash. Bearer tokens are
 * looked up where D-85 says they are and nowhere else. A new secret check has to be added here, with its reason.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC as SRC, serverSourceFiles } from '../../../../test/support/source-files.js';

/** Files (relative to src/) whose text matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return serverSourceFiles()
    .filter((path) => pattern.test(readFileSync(path, 'utf8')))
    .map((path) => relative(SRC, path).split('\\').join('/'))
    .sort();
}

describe('every secret check goes through the throttle (D-85)', () => {
  it('argon2 is used only by db/password.ts, and its verify only through checkPassword (which takes a throttled attempt)', () => {
    expect(filesMatching(/from '@node-rs\/argon2'/)).toEqual(['db/password.ts']);
    expect(filesMatching(/\bverifyPassword\(/)).toEqual(['db/password.ts', 'modules/identity/throttling/secret-check.ts']);
  });

  it('one-time tokens are looked up by hash only in identity/accounts/user-tokens.ts, whose checks take a throttled attempt', () => {
    expect(filesMatching(/userTokens\.tokenHash/)).toEqual(['modules/identity/accounts/user-tokens.ts']);
  });

  it('bearer tokens are looked up only where D-85 lists them (issue and resolve; 256-bit, not throttled)', () => {
    expect(filesMatching(/authTokens\.tokenHash/)).toEqual(['modules/identity/auth/auth.service.ts']);
  });

  it('the guard sees the code it guards (a wrong source root would pass vacuously)', () => {
    expect(serverSourceFiles().length).toBeGreaterThan(50);
    expect(filesMatching(/\bcheckPassword\(/)).toEqual(
      expect.arrayContaining(['modules/identity/auth/auth.service.ts', 'modules/identity/accounts/account.service.ts', 'modules/identity/throttling/secret-check.ts']),
    );
  });
});
