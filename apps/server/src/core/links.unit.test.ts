import { describe, expect, it } from 'vitest';
import { normaliseLink } from './links.js';

describe('a link’s address (D-582, D-583)', () => {
  it('takes an address without a scheme as https and keeps http and https', () => {
    expect(normaliseLink('example.com/guide')).toBe('https://example.com/guide');
    expect(normaliseLink('  http://example.com  ')).toBe('http://example.com/');
    expect(normaliseLink('HTTPS://Example.com/A?b=1#c')).toBe('https://example.com/A?b=1#c');
  });

  it('refuses what is not a web address', () => {
    for (const text of ['javascript:alert(1)', 'mailto:a@b.c', 'ftp://example.com', 'not a link', 'intranet', '', 'https://']) expect(normaliseLink(text), text).toBeNull();
  });
});
