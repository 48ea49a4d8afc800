/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/** Footer on every page: report name, the "Estimates only" warning and "Page n of N". */
import { Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { ReportModel } from './report-model.ts';
import { clip } from './labels.ts';
import { styles } from './theme.ts';

export const FOOTER_WARNING = 'Estimates only — not financial advice';
/** The most of the report name that fits the footer's third on one line. */
const FOOTER_NAME_MAX = 40;

export function Footer({ model }: { model: ReportModel }): ReactElement {
  return (
    <View style={styles.footer} fixed>
      {/* One line: a long name is shortened here (the cover has it whole). */}
      <Text style={{ flex: 1 }}>{clip(model.cover.reportName, FOOTER_NAME_MAX)}</Text>
      <Text style={{ flex: 1, textAlign: 'center' }}>{FOOTER_WARNING}</Text>
      <Text
        style={{ flex: 1, textAlign: 'right' }}
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </View>
  );
}
