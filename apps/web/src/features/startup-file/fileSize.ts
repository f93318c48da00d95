import { htmlLang } from '../../app/i18n/locale';
/** A file size for people: bytes, KB or MB in the reader's locale (1 KB = 1,024 bytes, as file managers show). */
export function formatFileSize(size: number, locale: string): string {
  const units = [
    { unit: 'megabyte', value: size / (1024 * 1024) },
    { unit: 'kilobyte', value: size / 1024 },
  ];
  const chosen = units.find((u) => u.value >= 1);
  const tag = htmlLang(locale);
  if (!chosen) return new Intl.NumberFormat(tag, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(size);
  return new Intl.NumberFormat(tag, { style: 'unit', unit: chosen.unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(chosen.value);
}
