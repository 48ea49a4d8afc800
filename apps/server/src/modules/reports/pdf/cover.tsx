/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * The cover page: the operator's logo and name, report kind, who it is for, the community and its address, the
 * adviser with phone and e-mail, the report date and the rates' dates, and the options compared.
 */
import { Image, Page, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatDate } from '@rlc/shared';
import type { ReportModel } from './report-model.ts';
import { colours, pageStyle, styles } from './theme.ts';
import { money } from './tables.tsx';
import { Footer } from './footer.tsx';
import { optionLabel } from './labels.ts';

export const KIND_TITLE = { summary: 'Summary report', results: 'Results report' } as const;
export const OPTION_KIND_LABEL = {
  home: 'Current home',
  village: 'Retirement village',
  'land-lease': 'Land-lease community',
} as const;

function Detail({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <View style={{ flexDirection: 'row', marginBottom: 5 }}>
      <Text style={{ width: 110, color: colours.muted }}>{label}</Text>
      <Text style={{ flex: 1 }}>{value}</Text>
    </View>
  );
}

/** Height of the logo on the cover, points (its width follows its proportions, up to half the page). */
const LOGO_HEIGHT = 44;

/** The operator's logo on a white panel (a logo is drawn for a light background) and its name. */
function Brand({ model }: { model: ReportModel }): ReactElement {
  const logo = model.cover.operatorLogo;
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 30 }}>
      {logo && (
        <View style={{ backgroundColor: '#ffffff', borderRadius: 4, padding: 6, marginRight: 12 }}>
          <Image
            src={{ data: Buffer.from(logo.base64, 'base64'), format: logo.format }}
            style={{ height: LOGO_HEIGHT, maxWidth: 240, objectFit: 'contain' }}
          />
        </View>
      )}
      <Text style={{ flex: 1, fontSize: 14, fontWeight: 700, color: '#ffffff' }}>
        {model.cover.operatorName}
      </Text>
    </View>
  );
}

export function CoverPage({ model }: { model: ReportModel }): ReactElement {
  const { cover } = model;
  return (
    <Page size="A4" style={[...pageStyle(model), { paddingTop: 0, paddingHorizontal: 0 }]}>
      <View
        style={{
          backgroundColor: colours.brand,
          paddingHorizontal: 40,
          paddingTop: 40,
          paddingBottom: 34,
          color: '#ffffff',
        }}
      >
        <Brand model={model} />
        <Text style={{ fontSize: 11, letterSpacing: 1.5, color: '#b9c8dc' }}>
          RETIREMENT LIVING COMPARISON
        </Text>
        <Text style={{ fontSize: 26, fontWeight: 700, marginTop: 10 }}>{KIND_TITLE[model.kind]}</Text>
        {model.simplified && (
          <Text style={{ fontSize: 12, marginTop: 4, color: '#dfe7f1' }}>Simplified comparison</Text>
        )}
      </View>
      <View style={{ height: 5, backgroundColor: colours.accent }} />
      <View style={[styles.body, { paddingHorizontal: 40, paddingTop: 36 }]}>
        <Text style={[styles.small, { fontSize: 9, lineHeight: 1.3 }]}>Prepared for</Text>
        <Text
          style={{
            fontSize: 22,
            lineHeight: 1.2,
            fontWeight: 700,
            marginTop: 2,
            marginBottom: 4,
          }}
        >
          {cover.reportName}
        </Text>
        {cover.household && (
          <Text style={{ fontSize: 11, lineHeight: 1.3, color: colours.muted, marginBottom: 24 }}>
            {cover.household}
          </Text>
        )}
        <View style={{ marginTop: cover.household ? 0 : 20, marginBottom: 24 }}>
          <Detail label="Community" value={`${cover.communityName}, ${cover.communityState}`} />
          {cover.communityAddress && <Detail label="Address" value={cover.communityAddress} />}
          <Detail label="Adviser" value={cover.adviserName} />
          {cover.adviserPhone && <Detail label="Adviser phone" value={cover.adviserPhone} />}
          <Detail label="Adviser e-mail" value={cover.adviserEmail} />
          <Detail label="Date prepared" value={formatDate(cover.preparedOn)} />
          <Detail label="Rates as at" value={formatDate(model.rates.asAt)} />
          {model.rates.programDates.length > 0 && (
            <Detail
              label="Rates in force from"
              value={model.rates.programDates
                .map((d) => `${d.program} ${formatDate(d.effectiveDate)}`)
                .join('; ')}
            />
          )}
        </View>
        <Text style={styles.h2}>Options compared</Text>
        {model.options.map((o, i) => (
          <View key={o.id} style={{ flexDirection: 'row', marginBottom: 6, alignItems: 'flex-start' }}>
            <Text style={{ width: 20, fontWeight: 700, color: colours.accent }}>{i + 1}.</Text>
            <View style={{ flex: 1 }}>
              <Text style={styles.bold}>{optionLabel(model, o.id)}</Text>
              <Text style={styles.small}>
                {OPTION_KIND_LABEL[o.kind]} - {o.tenure}
                {o.entryPrice !== null ? ` - entry price ${money(o.entryPrice)}` : ''}
              </Text>
            </View>
          </View>
        ))}
        {model.rates.outOfDateNotice && (
          <View style={[styles.notice, { marginTop: 16 }]}>
            <Text>{model.rates.outOfDateNotice}</Text>
          </View>
        )}
      </View>
      <Footer model={model} />
    </Page>
  );
}
