import { describe, expect, it } from 'vitest';
import { bodyHtml, mergeFields, mergeValuesOf, renderEmail, type MergeValues } from './email-render.js';

const values: MergeValues = {
  firstName: 'Maya',
  lastName: 'Chen',
  fullName: 'Maya Chen',
  email: 'maya@example.org',
  startupName: 'Solar & Sons',
  organisationName: 'Demo Incubator',
};

describe('merge fields (D-584)', () => {
  it('replaces every known field, spaces inside the braces allowed, and leaves unknown ones as written', () => {
    expect(mergeFields('Hi {{firstName}} {{ lastName }} of {{startupName}} ({{email}}), {{fullName}} at {{organisationName}}', values)).toBe(
      'Hi Maya Chen of Solar & Sons (maya@example.org), Maya Chen at Demo Incubator',
    );
    expect(mergeFields('{{unknown}} {{ firstname }} {firstName} {{firstName}}', values)).toBe('{{unknown}} {{ firstname }} {firstName} Maya');
  });

  it('values of a recipient: empty parts, the full name from first and last name when it is blank, no startup is empty', () => {
    expect(mergeValuesOf({ firstName: null, lastName: 'Chen', fullName: '  ', email: 'a@b.c', startupName: null, organisationName: 'Org' })).toEqual({
      firstName: '',
      lastName: 'Chen',
      fullName: 'Chen',
      email: 'a@b.c',
      startupName: '',
      organisationName: 'Org',
    });
  });
});

describe('rendering (D-584)', () => {
  it('text is the merged body; the subject is one line', () => {
    const rendered = renderEmail({ subject: 'Hello {{firstName}}\r\nBcc: x@y.z', body: 'Dear {{firstName}},\n\nSee you.' }, values);
    expect(rendered.subject).toBe('Hello Maya Bcc: x@y.z');
    expect(rendered.text).toBe('Dear Maya,\n\nSee you.');
    expect(rendered.html).toBe('<p>Dear Maya,</p>\n<p>See you.</p>');
  });

  it('HTML escapes the text and the merged values, keeps line breaks within a paragraph', () => {
    expect(renderEmail({ subject: 's', body: '<b>{{startupName}}</b>\n"quoted" & \'single\'' }, values).html).toBe(
      '<p>&lt;b&gt;Solar &amp; Sons&lt;/b&gt;<br>\n&quot;quoted&quot; &amp; &#39;single&#39;</p>',
    );
  });

  it('links web addresses; sentence punctuation stays outside; www. gets https', () => {
    expect(bodyHtml('Read https://example.org/a?b=1&c=2. Or www.example.com, (http://x.org/y).')).toBe(
      '<p>Read <a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>. Or ' +
        '<a href="https://www.example.com">www.example.com</a>, (<a href="http://x.org/y">http://x.org/y</a>).</p>',
    );
    // No link where an attribute could be broken out of, nor for other schemes.
    expect(bodyHtml('javascript:alert(1) https://a.org/"onmouseover="x')).toBe(
      '<p>javascript:alert(1) <a href="https://a.org/">https://a.org/</a>&quot;onmouseover=&quot;x</p>',
    );
  });

  it('blank-line-separated blocks become paragraphs; empty blocks vanish', () => {
    expect(bodyHtml('\n\nOne\r\n\r\n  \n\nTwo\nlines\n\n')).toBe('<p>One</p>\n<p>Two<br>\nlines</p>');
    expect(bodyHtml('')).toBe('');
  });
});
