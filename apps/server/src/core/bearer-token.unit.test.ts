import { describe, expect, it } from 'vitest';
import { bearerTokenFrom, generateToken, hashToken } from './bearer-token.js';

describe('tokens', () => {
  it('are 32 random bytes in base64url (≥128 bits) and hash to SHA-256 hex', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('reads bearer headers; signed-out placeholders count as no token', () => {
    expect(bearerTokenFrom('Bearer abc')).toBe('abc');
    expect(bearerTokenFrom('bearer  abc ')).toBe('abc');
    expect(bearerTokenFrom('Bearer null')).toBeNull();
    expect(bearerTokenFrom('Bearer ')).toBeNull();
    expect(bearerTokenFrom('Basic abc')).toBeNull();
    expect(bearerTokenFrom(undefined)).toBeNull();
  });
});
