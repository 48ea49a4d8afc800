/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (the server started from
// the repository root).
/**
 * The user manual PDF (Resources › software): docs/user-manual.md drawn with @react-pdf/renderer in
 * the reports' look. The markdown is the limited rich text of docs/adr/0012 plus one `# Title` line: a cover with
 * the contents, then the `## ` chapters one after the other (a title never left alone at the foot of a page). Text is parsed, never interpreted as HTML.
 */
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { loadPdfKit } from '../reports/index.ts';

const { RichText, pdfColours, pdfStyles } = await loadPdfKit();

export interface ManualChapter {
  title: string;
  /** The chapter's text without its `## ` line (rich text, may hold `### ` sections). */
  text: string;
}

export interface Manual {
  title: string;
  /** The text before the first chapter (the manual's introduction). */
  intro: string;
  chapters: ManualChapter[];
}

/**
 * Splits the manual's markdown: the `# ` line is the title (else 'User manual'), each `## ` line opens a chapter.
 */
export function splitManual(markdown: string): Manual {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title = 'User manual';
  const intro: string[] = [];
  const chapters: { title: string; lines: string[] }[] = [];
  for (const line of lines) {
    const h1 = /^#\s+(.+)$/.exec(line);
    const h2 = /^##\s+(.+)$/.exec(line);
    if (h1?.[1] && chapters.length === 0 && intro.every((l) => !l.trim())) title = h1[1].trim();
    else if (h2?.[1]) chapters.push({ title: h2[1].trim(), lines: [] });
    else (chapters.at(-1)?.lines ?? intro).push(line);
  }
  return {
    title,
    intro: intro.join('\n').trim(),
    chapters: chapters.map((c) => ({ title: c.title, text: c.lines.join('\n').trim() })),
  };
}

function ManualDocument({ manual, product }: { manual: Manual; product: string }): ReactElement {
  const footer = (
    <View style={pdfStyles.footer} fixed>
      <Text style={{ flex: 1 }}>{`${product} — ${manual.title}`}</Text>
      <Text
        style={{ flex: 1, textAlign: 'right' }}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
  return (
    <Document title={`${product} — ${manual.title}`} author={product} subject={manual.title}>
      <Page size="A4" style={pdfStyles.page}>
        <View style={pdfStyles.body}>
          <Text style={[pdfStyles.h1, { fontSize: 24, marginTop: 120 }]}>{manual.title}</Text>
          <Text style={[pdfStyles.muted, { fontSize: 12, marginBottom: 24 }]}>{product}</Text>
          <RichText text={manual.intro} />
          <Text style={pdfStyles.h2}>Contents</Text>
          {manual.chapters.map((c, i) => (
            <Text key={c.title} style={{ marginBottom: 2 }}>{`${i + 1}. ${c.title}`}</Text>
          ))}
        </View>
        {footer}
      </Page>
      <Page size="A4" style={pdfStyles.page}>
        <View style={[pdfStyles.body, { fontSize: 10.5, lineHeight: 1.4 }]}>
          {manual.chapters.flatMap((c, i) => [
            // A chapter title never ends a page alone: it moves on with at least some of its text (siblings in
            // one parent, which is what react-pdf's minPresenceAhead looks at).
            <Text
              key={`${c.title}-title`}
              minPresenceAhead={60}
              style={[
                pdfStyles.h1,
                { marginTop: i === 0 ? 0 : 14, borderBottomWidth: 1, borderBottomColor: pdfColours.rule },
              ]}
            >
              {`${i + 1}. ${c.title}`}
            </Text>,
            <RichText key={`${c.title}-text`} text={c.text} />,
          ])}
        </View>
        {footer}
      </Page>
    </Document>
  );
}

/** The manual's PDF bytes (CPU-bound, about a second: callers cache it, manual.ts). */
export function renderManualPdf(manual: Manual, product: string): Promise<Buffer> {
  return renderToBuffer(<ManualDocument manual={manual} product={product} />);
}
