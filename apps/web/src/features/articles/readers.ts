/** The documentation user types an article may be written for (D-586), in the order the editor lists them. */
import type { ArticleReader } from './documents';

export const ARTICLE_READERS: readonly ArticleReader[] = ['INCUBATOR', 'MENTOR', 'FOUNDER', 'APPLICANT', 'EVALUATOR', 'COMMUNITY_MEMBER'];

/**
 * "Everyone" when an article is for every reader, else the readers' names in the editor's order, separated as the
 * reader's language separates a list ("، " in Arabic, "、" in Japanese: the translation's `separator`). Not
 * Intl.ListFormat: its "and" before the last name reads ambiguously beside a name like "Mentors and experts".
 */
export function readersText(audience: readonly ArticleReader[], label: (reader: ArticleReader) => string, everyone: string, separator: string): string {
  if (ARTICLE_READERS.every((reader) => audience.includes(reader))) return everyone;
  return ARTICLE_READERS.filter((reader) => audience.includes(reader)).map(label).join(separator);
}
