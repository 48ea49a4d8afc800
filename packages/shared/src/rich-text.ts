/**
 * The limited rich text of report content (docs/adr/0012-report-content-rich-text.md): a small
 * markdown subset stored as plain text and parsed here into blocks that the PDF and the web preview draw with
 * their own elements. No HTML is ever interpreted: `<b>` stays the four characters `<b>`.
 *
 *   ## Heading            → heading level 2        ### Subheading → heading level 3
 *   - item  or  * item    → bulleted list          1. item        → numbered list
 *   a blank line          → a new paragraph (lines of one paragraph are joined with a space)
 *   **bold**              → bold text              [text](https://…) → a link (http, https or mailto only)
 *
 * A link with any other target (javascript:, data:, a relative path) is shown as its text, without a link.
 */

export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'bold'; text: string }
  | { type: 'link'; text: string; href: string };

export type RichBlock =
  | { type: 'heading'; level: 2 | 3; content: RichInline[] }
  | { type: 'paragraph'; content: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] };

/** Most characters a report content block may hold (about two A4 pages of text). */
export const RICH_TEXT_MAX_LENGTH = 6000;

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+)$/i;

/** Whether `href` is a target a report may link to: http(s) or mailto, nothing else. */
export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

// **bold** or [text](target); everything between matches is plain text.
const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** The inline parts of one line or paragraph: plain text, **bold** and [links](https://…). */
export function parseInline(text: string): RichInline[] {
  const out: RichInline[] = [];
  const push = (part: RichInline) => {
    const last = out[out.length - 1];
    // Adjacent plain texts (e.g. an unsafe link shown as text) merge, so the output is the same however it was cut.
    if (part.type === 'text' && last?.type === 'text') last.text += part.text;
    else if (part.text) out.push(part);
  };
  let at = 0;
  for (const m of text.matchAll(INLINE)) {
    push({ type: 'text', text: text.slice(at, m.index) });
    const [, bold, label, href] = m;
    if (bold !== undefined) push({ type: 'bold', text: bold });
    else if (label !== undefined && href !== undefined)
      push(isSafeHref(href) ? { type: 'link', text: label, href } : { type: 'text', text: label });
    at = m.index + m[0].length;
  }
  push({ type: 'text', text: text.slice(at) });
  return out;
}

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;

/** The blocks of a report content text (see the file comment); an empty or blank text gives []. */
export function parseRichText(source: string): RichBlock[] {
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = (heading[1] ?? '#').length === 3 ? 3 : 2;
      blocks.push({ type: 'heading', level, content: parseInline(heading[2] ?? '') });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = !!numbered;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    // A line right after a list item continues that item (a wrapped line), else it is paragraph text.
    if (list) {
      const items: string[] = list.items;
      items[items.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The plain words of parsed blocks (for a search, a length check or a test), one block per line. */
export function richTextPlain(blocks: readonly RichBlock[]): string {
  const inline = (parts: readonly RichInline[]) => parts.map((p) => p.text).join('');
  return blocks
    .map((b) => (b.type === 'list' ? b.items.map(inline).join('\n') : inline(b.content)))
    .join('\n');
}
