import { describe, expect, it } from 'vitest';
import { linkTarget, parseInline, parseMarkdown } from './markdown';

describe('help Markdown reader', () => {
  it('reads headings, paragraphs, lists, quotes and code blocks', () => {
    const blocks = parseMarkdown(
      '## Title\n\nFirst line\nsame paragraph.\n\n- one\n- two\n  continued\n\n1. first\n2. second\n\n> A tip\n\n```\ncode <b>\n```',
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code']);
    expect(blocks[0]).toEqual({ type: 'heading', level: 3, children: [{ type: 'text', text: 'Title' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line same paragraph.' }] });
    expect(blocks[2]).toMatchObject({ ordered: false, items: [[{ text: 'one' }], [{ text: 'two continued' }]] });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] });
    expect(blocks[5]).toEqual({ type: 'code', text: 'code <b>' });
  });

  it('reads bold, italic, code and links, nested', () => {
    expect(parseInline('Open **the [Security](/account/settings/security) page**, then `Change` _now_.')).toEqual([
      { type: 'text', text: 'Open ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'the ' },
          { type: 'link', href: '/account/settings/security', children: [{ type: 'text', text: 'Security' }] },
          { type: 'text', text: ' page' },
        ],
      },
      { type: 'text', text: ', then ' },
      { type: 'code', text: 'Change' },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'now' }] },
      { type: 'text', text: '.' },
    ]);
    // Snake_case words and lone asterisks stay text.
    expect(parseInline('user_access and 2 * 3')).toEqual([{ type: 'text', text: 'user_access and 2 * 3' }]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] }]);
  });

  it('follows only help pages, app paths and web or mail addresses', () => {
    expect(linkTarget('help:sessions-and-devices')).toEqual({ kind: 'help', slug: 'sessions-and-devices' });
    expect(linkTarget('/account/settings/security')).toEqual({ kind: 'app', path: '/account/settings/security' });
    expect(linkTarget('https://example.org/x')).toEqual({ kind: 'external', href: 'https://example.org/x' });
    expect(linkTarget('mailto:help@example.org')).toEqual({ kind: 'external', href: 'mailto:help@example.org' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', 'help:../x']) expect(linkTarget(bad), bad).toBeNull();
  });
});
