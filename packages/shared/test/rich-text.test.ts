import { describe, expect, it } from 'vitest';
import { parseInline, parseRichText, richTextPlain } from '../src/rich-text.ts';

describe('report content rich text (a small markdown subset, never HTML)', () => {
  it('reads headings, paragraphs joined across lines, bulleted and numbered lists', () => {
    const text = [
      '## Your next steps',
      'Talk to your family',
      'and your adviser.',
      '',
      '- Visit the community',
      '* Read the contract',
      '',
      '1. Book a tour',
      '2) Sign up',
      '### Small print',
    ].join('\n');
    expect(parseRichText(text)).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Your next steps' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Talk to your family and your adviser.' }] },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'Visit the community' }],
          [{ type: 'text', text: 'Read the contract' }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'Book a tour' }], [{ type: 'text', text: 'Sign up' }]],
      },
      { type: 'heading', level: 3, content: [{ type: 'text', text: 'Small print' }] },
    ]);
  });

  it('reads bold and http(s)/mailto links; any other link target stays plain text', () => {
    expect(parseInline('Call **1800 000 000** or see [our site](https://example.com.au/a?b=1).')).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'bold', text: '1800 000 000' },
      { type: 'text', text: ' or see ' },
      { type: 'link', text: 'our site', href: 'https://example.com.au/a?b=1' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[mail us](mailto:care@example.com)')).toEqual([
      { type: 'link', text: 'mail us', href: 'mailto:care@example.com' },
    ]);
    // javascript: and relative targets lose the link, keep the words, merged with the text around them.
    expect(parseInline('a [click](javascript:alert(1)) b [x](/admin)')).toEqual([
      { type: 'text', text: 'a click) b x' },
    ]);
  });

  it('keeps HTML as the characters typed', () => {
    const blocks = parseRichText('<script>alert(1)</script> <b>hi</b>');
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script> <b>hi</b>' }] },
    ]);
  });

  it('gives nothing for blank text and plain words for a check', () => {
    expect(parseRichText('  \n\n ')).toEqual([]);
    expect(richTextPlain(parseRichText('# A\n- **b** c\n- [d](https://e.au)'))).toBe('A\nb c\nd');
  });

  it('continues a list item on its next line; a paragraph after a list starts after a blank line', () => {
    expect(parseRichText('- one\n  more\n\nafter')).toEqual([
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one more' }]] },
      { type: 'paragraph', content: [{ type: 'text', text: 'after' }] },
    ]);
  });
});
