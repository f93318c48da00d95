import { DEFAULT_SUPPORT_EMAIL } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, supportAddress } from './config';

describe('support contact address (GAP-24)', () => {
  it("is the tenant's supportEmail when it has one", () => {
    expect(supportAddress('help@demo.test', 'support@product.test')).toBe('help@demo.test');
    expect(supportAddress('  help@demo.test ', 'support@product.test')).toBe('help@demo.test');
  });

  it('else the configured product address (VITE_SUPPORT_EMAIL, default support@hatchery.app)', () => {
    for (const none of [null, undefined, '', '   ']) expect(supportAddress(none, 'support@product.test')).toBe('support@product.test');
    expect(supportAddress(null)).toBe(SUPPORT_EMAIL);
    expect(SUPPORT_EMAIL).toBe(import.meta.env.VITE_SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL);
  });
});
