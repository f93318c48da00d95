import { describe, expect, it } from 'vitest';
import { isCompressibleType } from './compression.js';

describe('isCompressibleType', () => {
  it('takes text, JSON (GraphQL answers too), JavaScript, XML and SVG', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/graphql-response+json; charset=utf-8',
      'text/html; charset=utf-8',
      'text/csv',
      'application/javascript; charset=utf-8',
      'application/xml',
      'image/svg+xml',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
  });

  it('leaves server-sent events, binary and already-compressed types alone', () => {
    for (const type of ['text/event-stream', 'application/octet-stream', 'image/png', 'image/jpeg', 'application/pdf', 'application/zip', 'multipart/mixed; boundary="-"']) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
