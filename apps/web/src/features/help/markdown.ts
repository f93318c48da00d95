/**
 * A deliberately small Markdown reader for the help pages: headings, paragraphs, bullet and numbered lists, quotes,
 * code blocks, and inline bold, italic, code and links. It yields plain data that MarkdownView renders as React
 * elements, so text is always text: HTML in a page shows as characters, never as markup.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] }
  | { type: 'code'; text: string };

/** Where a link may lead: another help page, a path of the app, or an outside web or mail address. */
export type LinkTarget = { kind: 'help'; slug: string } | { kind: 'app'; path: string } | { kind: 'external'; href: string } | null;

export function linkTarget(href: string): LinkTarget {
  const help = /^help:([a-z0-9-]+)$/.exec(href);
  if (help?.[1]) return { kind: 'help', slug: help[1] };
  if (/^\/(?!\/)[^\s]*$/.test(href)) return { kind: 'app', path: href };
  if (/^(https?:\/\/|mailto:)[^\s]+$/i.test(href)) return { kind: 'external', href };
  return null;
}

const INLINE_PATTERNS: Array<{ type: 'code' | 'strong' | 'em' | 'link'; re: RegExp }> = [
  { type: 'code', re: /`([^`]+)`/ },
  { type: 'link', re: /\[([^\]]+)\]\(([^)\s]+)\)/ },
  { type: 'strong', re: /\*\*(.+?)\*\*|__(.+?)__/ },
  { type: 'em', re: /(?<![\w*])\*(?![\s*])(.+?)(?<![\s*])\*(?![\w*])|(?<![\w_])_(?![\s_])(.+?)(?<![\s_])_(?![\w_])/ },
];

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    let best: { type: (typeof INLINE_PATTERNS)[number]['type']; match: RegExpExecArray } | null = null;
    for (const { type, re } of INLINE_PATTERNS) {
      const match = re.exec(rest);
      if (match && (best === null || match.index < best.match.index)) best = { type, match };
    }
    if (!best) {
      out.push({ type: 'text', text: rest });
      break;
    }
    const { type, match } = best;
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const inner = match[1] ?? match[2] ?? '';
    if (type === 'code') out.push({ type: 'code', text: inner });
    else if (type === 'link') out.push({ type: 'link', href: match[2] ?? '', children: parseInline(match[1] ?? '') });
    else out.push({ type, children: parseInline(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  // Adjacent text pieces merged, for tidy output.
  return out.reduce<Inline[]>((merged, node) => {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else merged.push(node);
    return merged;
  }, []);
}

const BULLET = /^[-*+]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  let quote: string[] = [];

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    if (quote.length > 0) blocks.push({ type: 'quote', children: parseInline(quote.join(' ')) });
    paragraph = [];
    list = null;
    quote = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = raw.trim();
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trim().startsWith('```'); i++) code.push(lines[i] ?? '');
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      // The article title is the page's h2: Markdown "##" becomes h3, deeper levels h4.
      const level = Math.min(4, Math.max(2, (heading[1]?.length ?? 2) + 1)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = numbered !== null;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push((bullet ?? numbered)?.[1] ?? '');
      continue;
    }
    if (line.startsWith('>')) {
      if (paragraph.length > 0 || list) flush();
      quote.push(line.replace(/^>\s?/, ''));
      continue;
    }
    if (list && /^\s+/.test(raw)) {
      // An indented line continues the last list item.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    if (list || quote.length > 0) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}
