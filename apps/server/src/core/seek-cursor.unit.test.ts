import { describe, expect, it } from 'vitest';
import { decodeSeekCursor, encodeSeekCursor } from './seek-cursor.js';

describe('seek cursor', () => {
  it('carries a position there and back', () => {
    const position = { createdAt: new Date('2026-12-02T08:30:00.123Z'), id: '3f6b8c1e-5d2a-4e7f-9a10-2b3c4d5e6f70' };
    expect(decodeSeekCursor(encodeSeekCursor(position))).toEqual(position);
  });

  it('answers null for text that is not a cursor', () => {
    expect(decodeSeekCursor('garbage')).toBeNull();
    expect(decodeSeekCursor(Buffer.from('not a date|3f6b8c1e-5d2a-4e7f-9a10-2b3c4d5e6f70').toString('base64url'))).toBeNull();
    expect(decodeSeekCursor(Buffer.from('2026-12-02T08:30:00.123Z|not-an-id').toString('base64url'))).toBeNull();
  });
});
