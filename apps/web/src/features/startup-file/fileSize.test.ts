import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('shows bytes, KB and MB in the locale', () => {
    expect(formatFileSize(500, 'en')).toBe('500 byte');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(5 * 1024 * 1024 + 512 * 1024, 'en')).toBe('5.5 MB');
    expect(formatFileSize(2048, 'de')).toBe('2 kB');
  });

  it('takes the app’s language as i18next names it: Japanese is ja_JP, which Intl alone refuses (D-572)', () => {
    expect(formatFileSize(2048, 'ja_JP')).toBe('2 KB');
  });
});
