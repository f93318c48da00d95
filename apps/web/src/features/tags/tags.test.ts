import { TAG_KINDS, TAXONOMY_MESSAGES } from '@hatchery/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/community.json';
import { tagRoute } from './TagsPage';
import { taxonomyMessageKey } from './taxonomyUi';

describe('tag pages (issue 14 item 6)', () => {
  it('reads the list from the address: /taxonomy/tags has ten kinds, /setup/tags seven (RTE-59), /admin/tags ten', () => {
    expect(tagRoute('/taxonomy/tags/skills')).toMatchObject({ base: '/taxonomy/tags', kind: 'skills' });
    expect(tagRoute('/taxonomy/tags/startup').kinds).toEqual(TAG_KINDS);
    expect(tagRoute('/setup/tags/mentortag')).toMatchObject({ base: '/setup/tags', kind: 'mentortag' });
    expect(tagRoute('/setup/tags/mentortag').kinds).toHaveLength(7);
    // A kind /setup/tags does not offer falls back to the startup list.
    expect(tagRoute('/setup/tags/skills').kind).toBe('startup');
    expect(tagRoute('/admin/tags/topic')).toMatchObject({ base: '/admin/tags', kind: 'topic' });
    expect(tagRoute('/admin/tags').kind).toBe('startup');
    expect(tagRoute('/admin/tags/nonsense').kind).toBe('startup');
  });

  it('maps every server rule of the taxonomy to its translated message, by text, whatever field it names', () => {
    for (const [key, text] of Object.entries(TAXONOMY_MESSAGES)) {
      expect(taxonomyMessageKey(`name: ${text}`)).toBe(key);
      expect((en.messages as Record<string, string>)[key], key).toBeTruthy();
    }
    expect(taxonomyMessageKey('Something else went wrong')).toBeNull();
  });
});
