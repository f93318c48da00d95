/** Splits text into plain parts and http(s) links (the dev mailbox shows mail text with clickable links). */
export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    const url = match[0].replace(/[.,;:!?]+$/, '');
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
