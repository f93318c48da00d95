import { describe, expect, it } from 'vitest';
import { whenText } from './booking-core.js';

describe('whenText (the time in coaching notifications and e-mails)', () => {
  it('spells the time out in the given zone, with the zone named, never as an ISO string', () => {
    const at = new Date('2026-12-07T19:00:00.000Z');
    expect(whenText(at, 'America/New_York')).toBe('Monday, December 7, 2026 at 2:00 PM EST');
    expect(whenText(at, null)).toBe('Monday, December 7, 2026 at 7:00 PM UTC');
    expect(whenText(at, 'Asia/Tokyo')).not.toContain('2026-12-07T');
  });

  it('falls back to the ISO string only for a zone Intl does not know', () => {
    expect(whenText(new Date('2026-12-07T19:00:00.000Z'), 'Not/AZone')).toBe('2026-12-07T19:00:00.000Z');
  });
});
