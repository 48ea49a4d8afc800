/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * The report as a @react-pdf document: an A4 cover page, then body pages, each with the fixed footer.
 * - Summary report: options, key figures, the summary table, then rates and sources and the legal text on from
 *   where the table ends (a page of its own left the table's last row alone on a page).
 * - Results report: options, key figures in words | charts | exit entitlements | Age Pension / Rent Assistance /
 *   care explanations, ratings, amenities, community content blocks | rates and sources, legal text.
 * The operator's content blocks go where their placement says: the introduction before the
 * options, the community blocks in the Results details, next steps before the rates, additions after the legal text.
 * Each part starts a new page (`|` above); a part longer than a page flows onto more pages. One <Page> per part
 * rather than one long page with breaks: @react-pdf lays out everything after a page break again for each
 * page, so separate pages render about a third faster (bench/pdf.bench.ts) and look the same.
 * A simplified model omits the pension and care parts and says what is missing.
 */
import { Document, Page, View } from '@react-pdf/renderer';
import type { ReactElement, ReactNode } from 'react';
import type { ReportModel } from './report-model.ts';
import { ContentBlocks } from './content.tsx';
import { CoverPage, KIND_TITLE } from './cover.tsx';
import { ExplanationsSection } from './explanations.tsx';
import { Footer } from './footer.tsx';
import {
  AmenitiesSection,
  ChartsSection,
  ExitSection,
  KeyFiguresSection,
  LegalSection,
  Notices,
  OptionsSection,
  RatesSection,
  RatingsSection,
  SummaryTableSection,
} from './sections.tsx';
import { pageStyle, styles } from './theme.ts';

/** A part of the report: starts on a new page, flows onto as many as it needs, footer on each. */
function BodyPages({ model, children }: { model: ReportModel; children: ReactNode }): ReactElement {
  return (
    <Page size="A4" style={pageStyle(model)} wrap>
      <View style={styles.body}>{children}</View>
      <Footer model={model} />
    </Page>
  );
}

/** Whether the Results report has any of its detail sections (each renders nothing when it has no data). */
const hasDetails = (m: ReportModel): boolean =>
  (!m.simplified && m.explanations.length > 0) ||
  m.ratings.length > 0 ||
  m.amenities.length > 0 ||
  m.contentBlocks.some((b) => b.placement === 'community');

/** Next steps, rates and sources, the legal text and the operator's additions. */
function ClosingSections({ model }: { model: ReportModel }): ReactElement {
  return (
    <>
      <ContentBlocks model={model} placement="closing" />
      <RatesSection model={model} />
      <LegalSection model={model} />
      <ContentBlocks model={model} placement="legal" />
    </>
  );
}

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
      <BodyPages model={model}>
        <Notices model={model} />
        <ContentBlocks model={model} placement="introduction" />
        <OptionsSection model={model} />
        <KeyFiguresSection model={model} />
        {model.kind === 'summary' && (
          <>
            <SummaryTableSection model={model} />
            <ClosingSections model={model} />
          </>
        )}
      </BodyPages>
      {model.kind === 'results' && (
        <>
          <BodyPages model={model}>
            <ChartsSection model={model} />
          </BodyPages>
          {model.exitEntitlements.length > 0 && (
            <BodyPages model={model}>
              <ExitSection model={model} />
            </BodyPages>
          )}
          {hasDetails(model) && (
            <BodyPages model={model}>
              <ExplanationsSection model={model} />
              <RatingsSection model={model} />
              <AmenitiesSection model={model} />
              <ContentBlocks model={model} placement="community" />
            </BodyPages>
          )}
        </>
      )}
      {model.kind === 'results' && (
        <BodyPages model={model}>
          <ClosingSections model={model} />
        </BodyPages>
      )}
    </Document>
  );
}
