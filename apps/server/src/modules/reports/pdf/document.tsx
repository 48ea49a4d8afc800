/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * The report as a @react-pdf document: an A4 cover page, then one flowing body page set with a fixed footer.
 * - Summary report: options, key figures, the summary table.
 * - Results report: options, key figures in words, charts, exit entitlements, Age Pension / Rent Assistance /
 *   care explanations, ratings, amenities, content blocks.
 * Both end with the rates and their sources, and the legal limitations and disclaimer (spec §1).
 * A simplified model omits the pension and care parts and says what is missing.
 */
import { Document, Page, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { ReportModel } from './report-model.ts';
import { CoverPage, KIND_TITLE } from './cover.tsx';
import { ExplanationsSection } from './explanations.tsx';
import { Footer } from './footer.tsx';
import {
  AmenitiesSection,
  ChartsSection,
  ContentSection,
  ExitSection,
  KeyFiguresSection,
  LegalSection,
  Notices,
  OptionsSection,
  RatesSection,
  RatingsSection,
  SummaryTableSection,
} from './sections.tsx';
import { styles } from './theme.ts';

export function ReportDocument({ model }: { model: ReportModel }): ReactElement {
  return (
    <Document
      title={`${KIND_TITLE[model.kind]} - ${model.cover.reportName}`}
      author={model.cover.adviserName}
      subject={`Retirement living comparison for ${model.cover.reportName}`}
      creator={model.cover.operatorName}
      producer="Retirement living comparison"
      language="en-AU"
    >
      <CoverPage model={model} />
      <Page size="A4" style={styles.page} wrap>
        <View style={styles.body}>
          <Notices model={model} />
          <OptionsSection model={model} />
          <KeyFiguresSection model={model} />
          {model.kind === 'summary' ? (
            <SummaryTableSection model={model} />
          ) : (
            <>
              <ChartsSection model={model} />
              <ExitSection model={model} />
              <ExplanationsSection model={model} />
              <RatingsSection model={model} />
              <AmenitiesSection model={model} />
              <ContentSection model={model} />
            </>
          )}
          <RatesSection model={model} />
          <LegalSection model={model} />
        </View>
        <Footer model={model} />
      </Page>
    </Document>
  );
}
