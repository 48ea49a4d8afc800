/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * The operator's report content blocks in the PDF: each block's title, then its limited rich text
 * (@rlc/shared rich-text.ts: headings, paragraphs, bulleted and numbered lists, bold, http(s)/mailto links)
 * drawn with @react-pdf elements. The text is parsed here, never interpreted as HTML.
 */
import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { parseRichText, type ReportContentPlacement, type RichInline } from '@rlc/shared';
import type { ReportModel } from './report-model.ts';
import { colours, styles } from './theme.ts';

function Inline({ parts }: { parts: readonly RichInline[] }): ReactElement {
  return (
    <>
      {parts.map((p, i) =>
        p.type === 'bold' ? (
          <Text key={i} style={styles.bold}>
            {p.text}
          </Text>
        ) : p.type === 'link' ? (
          <Link key={i} src={p.href} style={{ color: colours.infoBorder }}>
            {p.text}
          </Link>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

/** One block's text as @react-pdf elements. */
export function RichText({ text }: { text: string }): ReactElement {
  return (
    <View>
      {parseRichText(text).map((b, i) => {
        if (b.type === 'heading')
          return (
            <Text
              key={i}
              style={b.level === 2 ? styles.h3 : [styles.bold, { marginTop: 4, marginBottom: 2 }]}
            >
              <Inline parts={b.content} />
            </Text>
          );
        if (b.type === 'paragraph')
          return (
            <Text key={i} style={styles.para}>
              <Inline parts={b.content} />
            </Text>
          );
        return (
          <View key={i} style={{ marginBottom: 5 }}>
            {b.items.map((item, n) => (
              <View key={n} style={{ flexDirection: 'row', marginBottom: 2 }}>
                <Text style={{ width: 14 }}>{b.ordered ? `${n + 1}.` : '•'}</Text>
                <Text style={{ flex: 1 }}>
                  <Inline parts={item} />
                </Text>
              </View>
            ))}
          </View>
        );
      })}
    </View>
  );
}

/** Blocks of up to this many characters of text (about eight lines) are kept on one page with their title. */
const SHORT_BLOCK_CHARS = 600;

/** The model's blocks of one placement, each with its title; nothing when there are none. */
export function ContentBlocks({
  model,
  placement,
}: {
  model: ReportModel;
  placement: ReportContentPlacement;
}): ReactElement | null {
  const blocks = model.contentBlocks.filter((b) => b.placement === placement);
  if (blocks.length === 0) return null;
  return (
    <View style={styles.section}>
      {blocks.map((b) => (
        // A short block (the demo's three "Next steps") is read as one: it moves whole to the next page rather
        // than leave its title and first item behind. A longer one may break, its title kept with some text.
        <View key={b.title} style={{ marginBottom: 6 }} wrap={b.text.length > SHORT_BLOCK_CHARS}>
          <Text style={placement === 'introduction' ? styles.h1 : styles.h2} minPresenceAhead={40}>
            {b.title}
          </Text>
          <RichText text={b.text} />
        </View>
      ))}
    </View>
  );
}
