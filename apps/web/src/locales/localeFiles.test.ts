import { describe, expect, it } from 'vitest';

const folders = new Set(Object.keys(import.meta.glob('./*/common.json')).map((path) => path.split('/')[1]));

describe('locale files (REF-04)', () => {
  it('exist for ar, de, en, es, fr, id, ko, pt and uk (regional variants share their base file)', () => {
    for (const locale of ['ar', 'de', 'en', 'es', 'fr', 'id', 'ko', 'pt', 'uk']) expect(folders.has(locale), locale).toBe(true);
  });
});
