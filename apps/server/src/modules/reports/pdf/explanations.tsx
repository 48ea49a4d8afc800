/** @jsxRuntime automatic @jsxImportSource react */
// The pragma keeps JSX working when tsx compiles this file without finding our tsconfig (worker threads).
/**
 * "How we worked it out": Age Pension (income test vs assets test), Rent Assistance and Support at Home care
 * contributions for each option, with the intermediate figures (money with cents, rates as percents).
 */
import { Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatAud, formatPercent } from '@rlc/shared';
import type { OptionExplanation, ReportModel } from './report-model.ts';
import { Table, type Column } from './tables.tsx';
import { colours, styles } from './theme.ts';

const aud = (v: number): string => formatAud(v);
const BINDING = {
  income: 'The income test gives the lower rate, so it applies.',
  assets: 'The assets test gives the lower rate, so it applies.',
  neither: 'Neither test reduces the pension: the maximum rate is payable.',
} as const;

/** The text as a sentence: a full stop added when it ends without one (reasons come as short phrases). */
const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const twoCols: Column[] = [
  { header: 'Item', flex: 3 },
  { header: 'Amount', flex: 1.4, align: 'right' },
];

function OptionBlock({ name, e }: { name: string; e: OptionExplanation }): ReactElement {
  const p = e.agePension;
  const ra = e.rentAssistance;
  return (
    <View style={{ marginBottom: 12 }}>
      {/* The heading, its text and the short table move to the next page together, never split. */}
      <View wrap={false}>
        <Text style={[styles.h3, { color: colours.brand, fontSize: 11, lineHeight: 1.2 }]}>{name}</Text>
        <Text style={styles.h3}>Age Pension</Text>
        <Text style={styles.para}>
          {p.homeowner ? 'Assessed as a homeowner. ' : 'Assessed as a non-homeowner. '}
          {p.homeownerReason} {BINDING[p.bindingTest]}
        </Text>
        <Table
          columns={twoCols}
          rows={[
            { cells: ['Assessable assets', aud(p.assessableAssets)] },
            {
              cells: [
                `Assets test free area (${p.homeowner ? 'homeowner' : 'non-homeowner'})`,
                aud(p.assetsFreeArea),
              ],
            },
            { cells: ['Deemed income from financial assets (per year)', aud(p.deemedIncomePerYear)] },
            { cells: ['Other assessable income (per year)', aud(p.otherIncomePerYear)] },
            { cells: ['Rate under the income test (per fortnight)', aud(p.incomeTestRatePerFortnight)] },
            { cells: ['Rate under the assets test (per fortnight)', aud(p.assetsTestRatePerFortnight)] },
            { cells: ['Age Pension (per fortnight)', aud(p.agePensionPerFortnight)], total: true },
            { cells: ['Age Pension (per year)', aud(p.agePensionPerYear)], total: true },
          ]}
        />
      </View>
      <View wrap={false}>
        <Text style={styles.h3}>Rent Assistance</Text>
        <Text style={styles.para}>{sentence(ra.reason)}</Text>
        {ra.eligible && (
          <Text style={styles.para}>
            Rent of {aud(ra.rentPerFortnight)} a fortnight is above the threshold of{' '}
            {aud(ra.thresholdPerFortnight)}; Rent Assistance pays 75 cents for each dollar above it, up to the
            maximum of {aud(ra.maximumPerFortnight)}:{' '}
            <Text style={styles.bold}>
              {aud(ra.rentAssistancePerFortnight)} a fortnight ({aud(ra.rentAssistancePerYear)} a year).
            </Text>
          </Text>
        )}
      </View>
      {e.care && (
        <View wrap={false}>
          <Text style={styles.h3}>Care contributions (Support at Home)</Text>
          <Text style={styles.para}>
            Classification {e.care.classification}: budget {aud(e.care.budgetPerYear)} a year, of which{' '}
            {aud(e.care.careManagementPerYear)} is set aside for care management. Services are split{' '}
            {formatPercent(e.care.split.clinical)} clinical, {formatPercent(e.care.split.independence)}{' '}
            independence and {formatPercent(e.care.split.everydayLiving)} everyday living. Means category:{' '}
            {e.care.meansCategory}. The contribution rates are {formatPercent(e.care.rates.clinical)},{' '}
            {formatPercent(e.care.rates.independence)} and {formatPercent(e.care.rates.everydayLiving)} of
            each service's price: <Text style={styles.bold}>{aud(e.care.contributionPerYear)} a year.</Text>
          </Text>
          {e.care.estimated && (
            <Text style={[styles.small, styles.para]}>
              Estimated contribution rates. {e.care.method ?? ''}
            </Text>
          )}
        </View>
      )}
    </View>
  );
}

export function ExplanationsSection({ model }: { model: ReportModel }): ReactElement | null {
  if (model.simplified || model.explanations.length === 0) return null;
  return (
    <View style={styles.section}>
      <Text style={styles.h1}>Age Pension, Rent Assistance and care: how we worked them out</Text>
      <Text style={[styles.para, styles.muted]}>
        Figures for the first year, using the rates in force on the rates date. The Age Pension is worked out
        under both the income test and the assets test, and the lower rate applies.
      </Text>
      {model.explanations.map((e) => (
        <OptionBlock
          key={e.optionId}
          e={e}
          name={model.options.find((o) => o.id === e.optionId)?.name ?? e.optionId}
        />
      ))}
    </View>
  );
}
