import { normalizeLocale } from '@hatchery/domain';
import type { LocalizedText } from './promptDocuments';

/** A server label in the viewer's language, else English, else the first one given (metric names per language). */
export function localizedText(texts: readonly LocalizedText[] | null | undefined, locale: string): string {
  if (!texts || texts.length === 0) return '';
  const wanted = normalizeLocale(locale);
  const pick =
    texts.find((text) => text.language === locale && text.value.trim() !== '') ??
    texts.find((text) => wanted !== null && normalizeLocale(text.language) === wanted && text.value.trim() !== '') ??
    texts.find((text) => normalizeLocale(text.language) === 'en' && text.value.trim() !== '') ??
    texts.find((text) => text.value.trim() !== '');
  return pick?.value ?? '';
}
