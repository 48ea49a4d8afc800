/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/** Body sections shared by the Summary and Results reports. Each returns null when it has nothing to show. */
import { Link, Rect, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatDate } from '@rlc/shared';
import type { ReportModel } from './report-model.ts';
import { BarChart, LineChart } from './charts.tsx';
import { OPTION_KIND_LABEL } from './cover.tsx';
import { keyFigures, keyHorizon, keySentences } from './key-figures.ts';
import { optionLabel, ratingLabel } from './labels.ts';
import { payoutNote } from './payout-note.ts';
import { SummaryTable, Table, money } from './tables.tsx';
import { colours, styles } from './theme.ts';

const NBSP = '\u00a0';
/** The home's net sale value in the exit-entitlement chart and table (it is not an exit entitlement). */
const HOME_SALE_NAME = "Your home's net sale value (if you stay)";
const HOME_SALE_NOTE =
  "Your home's net sale value is what it would sell for, less selling fees, if you stayed and sold it then; " +
  'staying also keeps your savings. The estate position compares the whole.';

/** Spec §9: at most 18 amenity icons in a report. */
export const MAX_AMENITIES = 18;

/** A discount rate as people say it: 0.03 → "3%", 0.025 → "2.5%" (the screen's wording too). */
const ratePercent = (rate: number): string => `${Number((rate * 100).toFixed(2))}%`;

/** What "today's dollars" means, with the discount rate (a fraction per year) the engine used. */
export const TODAYS_DOLLARS = (rate: number): string =>
  `Today's dollars: a future amount shown as what it is worth now, discounted at ${ratePercent(rate)} a year.`;

/**
 * What the reader must know before the figures: the simplified-comparison notice. (The rates notice is on the
 * cover and with the rates, not repeated here.)
 */
export function Notices({ model }: { model: ReportModel }): ReactElement {
  return (
    <View>
      {model.simplified && (
        <View style={styles.info} wrap={false}>
          <Text style={[styles.bold, { marginBottom: 3 }]}>This is a simplified comparison</Text>
          <Text style={styles.para}>
            Age Pension, Rent Assistance and care contributions are not included, because these customer
            details are missing:
          </Text>
          {model.missingDetails.map((d) => (
            <Text key={d} style={{ marginLeft: 8 }}>
              - {d}
            </Text>
          ))}
          <Text style={{ marginTop: 4 }}>
            Ask your adviser to complete the customer details for a customised report.
          </Text>
        </View>
      )}
    </View>
  );
}

export function OptionsSection({ model }: { model: ReportModel }): ReactElement {
  return (
    <View style={styles.section}>
      <Text style={styles.h1}>The options compared</Text>
      <Table
        columns={[
          { header: 'Option', flex: 2.4 },
          { header: 'Type', flex: 1.4 },
          { header: 'Tenure', flex: 1.4 },
          { header: 'Entry price', flex: 1, align: 'right' },
        ]}
        rows={model.options.map((o) => ({
          cells: [
            <View key="n">
              <Text style={styles.bold}>{o.name}</Text>
              {optionLabel(model, o.id) !== o.name && (
                <Text style={styles.small}>Shown as "{optionLabel(model, o.id)}" in this report</Text>
              )}
              {o.description && <Text style={styles.small}>{o.description}</Text>}
              {o.insufficientFunds && (
                <Text style={[styles.small, { color: colours.warnBorder }]}>
                  Insufficient funds for this option
                </Text>
              )}
            </View>,
            OPTION_KIND_LABEL[o.kind],
            o.tenure,
            money(o.entryPrice),
          ],
        }))}
      />
    </View>
  );
}

/** Key figures as cards (summary) or sentences (results). */
export function KeyFiguresSection({ model }: { model: ReportModel }): ReactElement {
  const horizon = keyHorizon(model);
  const figures = keyFigures(model);
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h1}>Key figures</Text>
      <View style={{ flexDirection: 'row', gap: 8, marginBottom: 8 }}>
        {figures.map((k) => (
          <View
            key={k.optionId}
            style={{
              flex: 1,
              borderWidth: 0.6,
              borderColor: colours.rule,
              borderTopWidth: 3,
              borderTopColor: colours.accent,
              padding: 7,
            }}
          >
            <Text style={[styles.bold, { marginBottom: 5, minHeight: 27 }]}>{k.optionName}</Text>
            <Text style={styles.small}>Estate position after {horizon} years</Text>
            <Text
              style={{
                fontSize: 13,
                lineHeight: 1.2,
                fontWeight: 700,
                color: colours.brand,
                marginBottom: k.estatePresentValue === null ? 4 : 1,
              }}
            >
              {money(k.estate)}
            </Text>
            {k.estatePresentValue !== null && (
              <Text style={[styles.small, { marginBottom: 4 }]}>
                {money(k.estatePresentValue)} in today's dollars
              </Text>
            )}
            <Text style={styles.small}>Net cash flow, first year</Text>
            <Text style={[styles.bold, { marginBottom: 4 }]}>{money(k.firstYearCashFlow)}</Text>
            <Text style={styles.small}>
              {k.isHome ? 'Home sale value (net) after 5 years' : 'Exit entitlement after 5 years'}
            </Text>
            <Text style={styles.bold}>{money(k.exitAt5)}</Text>
            {k.exitAt5PresentValue !== null && (
              <Text style={styles.small}>{money(k.exitAt5PresentValue)} in today's dollars</Text>
            )}
          </View>
        ))}
      </View>
      {figures.some((k) => k.estatePresentValue !== null || k.exitAt5PresentValue !== null) && (
        <Text style={[styles.small, { marginBottom: 6 }]}>
          {TODAYS_DOLLARS(model.discountRate)}{' '}
          {figures.some((k) => k.exitAt5PresentValue !== null) && payoutNote(model)}
        </Text>
      )}
      {model.kind === 'results' &&
        keySentences(model).map((s) => (
          <Text key={s} style={styles.para}>
            {s}
          </Text>
        ))}
    </View>
  );
}

export function SummaryTableSection({ model }: { model: ReportModel }): ReactElement {
  const sections = model.simplified ? model.summary.filter((s) => s.key !== 'care') : model.summary;
  return (
    <View style={styles.section}>
      <Text style={styles.h1} minPresenceAhead={80}>
        Summary comparison
      </Text>
      <Text style={[styles.para, styles.muted]}>
        Amounts in dollars, rounded to the nearest dollar. "PV" under the net cash flow, exit entitlements and
        estate positions is the present value: the amount in today's dollars, discounted at{' '}
        {ratePercent(model.discountRate)} a year. {payoutNote(model)}
      </Text>
      <SummaryTable model={model} sections={sections} />
    </View>
  );
}

function yearsOf(series: { points: { year: number }[] }[]): number[] {
  return [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
}

function seriesFor(model: ReportModel, list: ReportModel['charts']['netCashFlow'], years: number[]) {
  return model.options
    .filter((o) => list.some((s) => s.optionId === o.id))
    .map((o) => {
      const s = list.find((x) => x.optionId === o.id);
      return {
        name: optionLabel(model, o.id),
        values: years.map((y) => s?.points.find((p) => p.year === y)?.value ?? null),
      };
    });
}

export function ChartsSection({ model }: { model: ReportModel }): ReactElement {
  const estateYears = yearsOf(model.charts.estatePosition);
  const cashYears = yearsOf(model.charts.netCashFlow);
  return (
    <View style={styles.section}>
      <Text style={styles.h1}>How the options compare over time</Text>
      <View wrap={false} style={{ marginBottom: 14 }}>
        <Text style={styles.h2}>Estate position by year</Text>
        <Text style={[styles.small, { marginBottom: 4 }]}>
          What you would have at the end of each year: the exit entitlement or home equity, plus investments.
        </Text>
        <LineChart years={estateYears} series={seriesFor(model, model.charts.estatePosition, estateYears)} />
      </View>
      <View wrap={false}>
        <Text style={styles.h2}>Net cash flow by year</Text>
        <Text style={[styles.small, { marginBottom: 4 }]}>
          Income (including Age Pension and Rent Assistance) less ongoing costs and care contributions, each
          year.
        </Text>
        <LineChart years={cashYears} series={seriesFor(model, model.charts.netCashFlow, cashYears)} />
        {model.pensionAgeNotes.map((note) => (
          <Text key={note} style={[styles.small, { marginTop: 2 }]}>
            {note}
          </Text>
        ))}
      </View>
    </View>
  );
}

export function ExitSection({ model }: { model: ReportModel }): ReactElement | null {
  if (model.exitEntitlements.length === 0) return null;
  const horizons = [...new Set(model.exitEntitlements.flatMap((e) => e.horizons.map((h) => h.years)))].sort(
    (a, b) => a - b,
  );
  const withExit = model.options.filter((o) => model.exitEntitlements.some((e) => e.optionId === o.id));
  const at = (id: string, y: number) =>
    model.exitEntitlements.find((e) => e.optionId === id)?.horizons.find((h) => h.years === y);
  // Like with like: the contracts' exit entitlements in one chart; the home's net sale value, which is
  // not one, in its own bars on the same scale with a note. Each keeps its style index among the options.
  const seriesOf = (o: ReportModel['options'][number]) => ({
    name: o.kind === 'home' ? HOME_SALE_NAME : optionLabel(model, o.id),
    values: horizons.map((y) => at(o.id, y)?.entitlement ?? null),
  });
  const contracts = withExit.filter((o) => o.kind !== 'home');
  const home = withExit.find((o) => o.kind === 'home');
  const styleOf = (o: ReportModel['options'][number]) => model.options.indexOf(o);
  const label = (y: number): string => `${y} year${y === 1 ? '' : 's'}`;
  return (
    <View style={styles.section}>
      <Text style={styles.h1}>Exit entitlement</Text>
      <Text style={[styles.para, styles.muted]}>
        What you, or your estate, would receive on leaving after each period: for a retirement village, the
        amount refunded after the deferred management fee (DMF) and exit costs; for a land-lease home, the
        sale price less selling costs. Your own home's net sale value is shown apart, for reference.
        Retirement villages are shown at 1, 2, 5 and 10 years; land-lease communities also at 15 years.{' '}
        {TODAYS_DOLLARS(model.discountRate)} {payoutNote(model)}
      </Text>
      {contracts.length > 0 && (
        <View wrap={false} style={{ marginBottom: 10 }}>
          <BarChart
            categories={horizons.map(label)}
            series={contracts.map(seriesOf)}
            scaleWith={home ? [seriesOf(home)] : []}
            firstStyle={contracts[0] ? styleOf(contracts[0]) : 0}
            // With the home's chart below, both charts and the table fit one page.
            height={home ? 160 : undefined}
          />
        </View>
      )}
      {home && (
        <View wrap={false} style={{ marginBottom: 10 }}>
          <Text style={[styles.small, styles.bold]}>For reference, not an exit entitlement</Text>
          <BarChart
            categories={horizons.map(label)}
            series={[seriesOf(home)]}
            scaleWith={contracts.map(seriesOf)}
            firstStyle={styleOf(home)}
            height={contracts.length > 0 ? 100 : 190}
          />
          <Text style={[styles.small, styles.muted]}>{HOME_SALE_NOTE}</Text>
        </View>
      )}
      <Table
        columns={[
          { header: 'After', flex: 0.8 },
          ...withExit.map((o) => ({
            header: o.kind === 'home' ? HOME_SALE_NAME : optionLabel(model, o.id),
            flex: 1.5,
            align: 'right' as const,
          })),
        ]}
        rows={horizons.map((y) => ({
          cells: [
            label(y),
            ...withExit.map((o) => {
              const h = at(o.id, y);
              if (!h) return '-';
              // No-break spaces inside each part: a line may break between "DMF $19,200," and "costs $2,000",
              // never between "costs" and its amount.
              const parts = [
                h.resalePrice !== null ? `value ${money(h.resalePrice)}` : null,
                h.exitFee ? `DMF ${money(h.exitFee)}` : null,
                h.otherCosts ? `costs ${money(h.otherCosts)}` : null,
                h.upfrontFeeRefund ? `upfront fee refund ${money(h.upfrontFeeRefund)}` : null,
              ]
                .filter((p): p is string => p !== null)
                .map((p) => p.replace(/ /g, NBSP));
              return (
                <View key={o.id}>
                  <Text style={[styles.num, styles.bold]}>{money(h.entitlement)}</Text>
                  {h.presentValue !== null && (
                    <Text style={[styles.num, styles.small]}>{money(h.presentValue)} in today's dollars</Text>
                  )}
                  {parts.length > 0 && <Text style={[styles.num, styles.small]}>{parts.join(', ')}</Text>}
                </View>
              );
            }),
          ],
        }))}
      />
    </View>
  );
}

function Stars({ value }: { value: number }): ReactElement {
  return (
    <Svg width={60} height={9}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <Rect
            key={i}
            x={i * 12}
            y={1}
            width={10}
            height={7}
            fill={fill >= 0.5 ? colours.accent : '#ffffff'}
            stroke={colours.accent}
            strokeWidth={0.6}
          />
        );
      })}
    </Svg>
  );
}

export function RatingsSection({ model }: { model: ReportModel }): ReactElement | null {
  if (model.ratings.length === 0) return null;
  const cell = (v: number) => (
    <View key={v} style={{ alignItems: 'flex-end' }}>
      <Stars value={v} />
      <Text style={styles.small}>
        {ratingLabel(v)} ({v}/5)
      </Text>
    </View>
  );
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h1}>Ratings</Text>
      <Table
        columns={[
          { header: 'Option', flex: 2 },
          { header: 'Location', flex: 1, align: 'right' },
          { header: 'Amenities', flex: 1, align: 'right' },
          { header: 'Care & support', flex: 1, align: 'right' },
          { header: 'Lifestyle', flex: 1, align: 'right' },
        ]}
        rows={model.ratings.map((r) => ({
          cells: [
            optionLabel(model, r.optionId),
            cell(r.location),
            cell(r.amenities),
            cell(r.careSupport),
            cell(r.lifestyle),
          ],
        }))}
      />
    </View>
  );
}

/** A simple badge icon: the amenity's initials in a rounded square. */
function AmenityIcon({ name }: { name: string }): ReactElement {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['and', 'of', 'the'].includes(w.toLowerCase()))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <View
      style={{
        width: 22,
        height: 22,
        borderRadius: 5,
        backgroundColor: colours.accent,
        justifyContent: 'center',
        alignItems: 'center',
        marginRight: 6,
      }}
    >
      <Text style={{ color: '#ffffff', fontWeight: 700, fontSize: 8, lineHeight: 1 }}>{initials}</Text>
    </View>
  );
}

export function AmenitiesSection({ model }: { model: ReportModel }): ReactElement | null {
  if (model.amenities.length === 0) return null;
  const shown = model.amenities.slice(0, MAX_AMENITIES);
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h1}>Amenities at {model.cover.communityName}</Text>
      <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
        {shown.map((a) => (
          <View
            key={a}
            style={{ width: '33.3%', flexDirection: 'row', alignItems: 'center', marginBottom: 7 }}
          >
            <AmenityIcon name={a} />
            <Text style={{ flex: 1 }}>{a}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

const STATUS = {
  official: 'Official',
  secondary: 'Secondary source',
  derived: 'Derived',
  projected: 'Projected',
} as const;

export function RatesSection({ model }: { model: ReportModel }): ReactElement {
  return (
    <View style={styles.section}>
      <Text style={styles.h1}>Rates and sources</Text>
      <Text style={styles.para}>
        Rates as at <Text style={styles.bold}>{formatDate(model.rates.asAt)}</Text>. Each figure below was in
        force on that date; "Secondary source" means it was published by an adviser or provider and not yet
        confirmed in an official publication.
      </Text>
      {model.rates.outOfDateNotice && (
        <View style={styles.notice} wrap={false}>
          <Text>{model.rates.outOfDateNotice}</Text>
        </View>
      )}
      {model.rates.sources.length > 0 && (
        <Table
          columns={[
            { header: 'Parameter', flex: 2.6 },
            { header: 'Value', flex: 1.6 },
            { header: 'Effective', flex: 0.9 },
            { header: 'Status', flex: 1 },
          ]}
          rows={model.rates.sources.map((s) => ({
            cells: [
              <View key="p">
                <Text>{s.parameter}</Text>
                <Link
                  src={s.url}
                  style={{
                    fontSize: 6.5,
                    lineHeight: 1.3,
                    color: colours.infoBorder,
                    textDecoration: 'none',
                  }}
                >
                  {s.url}
                </Link>
              </View>,
              s.value,
              formatDate(s.effectiveDate),
              STATUS[s.status],
            ],
          }))}
        />
      )}
    </View>
  );
}

export function LegalSection({ model }: { model: ReportModel }): ReactElement {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.h1}>Limitations and disclaimer</Text>
      {model.legal.limitations.map((l) => (
        <View key={l} style={{ flexDirection: 'row', marginBottom: 3 }}>
          <Text style={{ width: 10 }}>-</Text>
          <Text style={{ flex: 1 }}>{l}</Text>
        </View>
      ))}
      <Text style={[styles.para, { marginTop: 6 }]}>{model.legal.disclaimer}</Text>
    </View>
  );
}
