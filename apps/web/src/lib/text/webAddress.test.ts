import { describe, expect, it } from 'vitest';
import { looksLikeWebAddress } from './webAddress';

describe('looksLikeWebAddress', () => {
  it('takes http(s) addresses, with or without the scheme', () => {
    for (const ok of ['https://example.com/pitch', 'http://example.com', 'example.com/a?b=c', ' www.youtube.com/watch?v=x ', 'http://localhost:3000']) expect(looksLikeWebAddress(ok), ok).toBe(true);
  });
  it('refuses other schemes and words without a host', () => {
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.c', 'not a link', 'pitch', '']) expect(looksLikeWebAddress(bad), bad).toBe(false);
  });
});
