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
import { optionLabel } from './labels.ts';
import { Table, type Column, type TableRow } from './tables.tsx';
import { colours, styles } from './theme.ts';

const aud = (v: number): string => formatAud(v);
const BINDING = {
  income: 'The income test gives the lower rate, so it applies.',
  assets: 'The assets test gives the lower rate, so it applies.',
  neither: 'Neither test reduces the pension: the maximum rate is payable.',
} as const;

/** The text as a sentence: a full stop added when it ends without one (reasons come as short phrases). */
const sentence = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const workingCols: Column[] = [
  { header: 'Working', flex: 3.4 },
  { header: 'A fortnight', flex: 1, align: 'right' },
  { header: 'A year', flex: 1, align: 'right' },
];

/** "$1,000 above the free area of $5,668" or "within the free area of $5,668". */
const againstFreeArea = (amount: number, freeArea: number, suffix = ''): string =>
  amount > freeArea
    ? `${aud(amount - freeArea)} above the free area of ${aud(freeArea)}${suffix}`
    : `within the free area of ${aud(freeArea)}${suffix}`;

const LOWER = {
  income: 'the income test gives the lower rate, so it applies',
  assets: 'the assets test gives the lower rate, so it applies',
  neither: 'neither test reduces the maximum rate',
} as const;

/**
 * The Age Pension working, one line per step, so a reader can follow it: the maximum rate, each test's rate,
 * the lower of the two, how much of it is Rent Assistance (said in words either way), and what is paid.
 */
function AgePensionWorking({ e, couple }: { e: OptionExplanation; couple: boolean }): ReactElement {
  const p = e.agePension;
  const ra = e.rentAssistance;
  const raIncluded = ra.inMaximumRatePerFortnight > 0;
  const assessableIncome = p.deemedIncomePerYear + p.otherIncomePerYear;
  const rows: TableRow[] = [
    {
      cells: [
        `1. Maximum rate: basic rate and supplements${
          raIncluded ? `, with ${aud(ra.inMaximumRatePerFortnight)} Rent Assistance` : ''
        }`,
        aud(p.maximumRatePerFortnight),
        '',
      ],
    },
    {
      cells: [
        `2. Income test: assessable income of ${aud(assessableIncome)} a year (deemed income ${aud(
          p.deemedIncomePerYear,
        )}, other income ${aud(p.otherIncomePerYear)}) is ${againstFreeArea(
          assessableIncome,
          p.incomeFreeAreaPerYear,
          ' a year',
        )}; rate under the income test`,
        aud(p.incomeTestRatePerFortnight),
        '',
      ],
    },
    {
      cells: [
        `3. Assets test: assessable assets of ${aud(p.assessableAssets)} are ${againstFreeArea(
          p.assessableAssets,
          p.assetsFreeArea,
        )} (${p.homeowner ? 'homeowner' : 'non-homeowner'}); rate under the assets test`,
        aud(p.assetsTestRatePerFortnight),
        '',
      ],
    },
    {
      cells: [`4. The lower of the two rates: ${LOWER[p.bindingTest]}`, aud(p.ratePerFortnight), ''],
      total: true,
    },
    raIncluded
      ? {
          cells: [
            `5. Rent Assistance is included in this rate: ${aud(ra.rentAssistancePerFortnight)} of it is Rent Assistance`,
            aud(ra.rentAssistancePerFortnight),
            aud(ra.rentAssistancePerYear),
          ],
        }
      : { cells: ['5. Rent Assistance is not included in this rate (see below)', aud(0), aud(0)] },
    {
      cells: [
        `Age Pension paid${couple ? ' to the two of you' : ''}${
          raIncluded
            ? `: ${aud(p.ratePerFortnight)} less ${aud(ra.rentAssistancePerFortnight)} Rent Assistance`
            : ''
        }`,
        aud(p.agePensionPerFortnight),
        aud(p.agePensionPerYear),
      ],
      total: true,
    },
  ];
  return (
    <View>
      <Text style={styles.para}>
        {p.homeowner ? 'Assessed as a homeowner. ' : 'Assessed as a non-homeowner. '}
        {p.homeownerReason} {BINDING[p.bindingTest]}
      </Text>
      <Table columns={workingCols} rows={rows} />
    </View>
  );
}

const careCols: Column[] = [
  { header: 'Service type', flex: 2 },
  { header: 'Share', flex: 0.8, align: 'right' },
  { header: 'Price a year', flex: 1.2, align: 'right' },
  { header: 'Contribution rate', flex: 1.2, align: 'right' },
  { header: 'Contribution a year', flex: 1.3, align: 'right' },
];
const SERVICE_TYPES = [
  ['clinical', 'Clinical care'],
  ['independence', 'Independence'],
  ['everydayLiving', 'Everyday living'],
] as const;

/** The care contribution from the budget, the split and the rates: a line per service type, then the total. */
function CareWorking({ care }: { care: NonNullable<OptionExplanation['care']> }): ReactElement {
  return (
    <View>
      <Text style={styles.para}>
        Classification {care.classification}: a budget of {aud(care.budgetPerYear)} a year, less{' '}
        {aud(care.careManagementPerYear)} set aside for care management, leaves{' '}
        {aud(care.servicesBudgetPerYear)} a year for services. Each service type's price is its share of that;
        the contribution is the price times the contribution rate for a {care.meansCategory.toLowerCase()}.
      </Text>
      <Table
        columns={careCols}
        rows={[
          ...SERVICE_TYPES.map(([key, label]) => ({
            cells: [
              label,
              formatPercent(care.split[key]),
              aud(care.pricePerYear[key]),
              formatPercent(care.rates[key]),
              aud(care.contributionByTypePerYear[key]),
            ],
          })),
          {
            cells: ['Total', '', aud(care.servicesBudgetPerYear), '', aud(care.contributionPerYear)],
            total: true,
          },
        ]}
      />
      {care.ratesReason && <Text style={[styles.small, styles.para]}>{care.ratesReason}</Text>}
      {care.estimated && (
        <Text style={[styles.small, styles.para]}>Estimated contribution rates. {care.method ?? ''}</Text>
      )}
    </View>
  );
}

function OptionBlock({
  name,
  e,
  couple,
}: {
  name: string;
  e: OptionExplanation;
  couple: boolean;
}): ReactElement {
  const ra = e.rentAssistance;
  return (
    <View style={{ marginBottom: 12 }}>
      {/* The heading, its text and the short table move to the next page together, never split. */}
      <View wrap={false}>
        <Text style={[styles.h3, { color: colours.brand, fontSize: 11, lineHeight: 1.2 }]}>{name}</Text>
        <Text style={styles.h3}>Age Pension</Text>
        <AgePensionWorking e={e} couple={couple} />
      </View>
      <View wrap={false}>
        <Text style={styles.h3}>Rent Assistance</Text>
        <Text style={styles.para}>{sentence(ra.reason)}</Text>
        {ra.eligible ? (
          <Text style={styles.para}>
            Rent of {aud(ra.rentPerFortnight)} a fortnight is above the threshold of{' '}
            {aud(ra.thresholdPerFortnight)}; Rent Assistance pays 75 cents for each dollar above it, up to the
            maximum of {aud(ra.maximumPerFortnight)}:{' '}
            <Text style={styles.bold}>
              {aud(ra.rentAssistancePerFortnight)} a fortnight ({aud(ra.rentAssistancePerYear)} a year).
            </Text>
          </Text>
        ) : (
          <Text style={styles.para}>Rent Assistance is not included: $0.00 a fortnight ($0.00 a year).</Text>
        )}
      </View>
      {e.care && (
        <View wrap={false}>
          <Text style={styles.h3}>Care contributions (Support at Home)</Text>
          <CareWorking care={e.care} />
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
        {model.couple ? ' For a couple, every rate here is for the two of you together.' : ''}
      </Text>
      {model.explanations.map((e) => (
        <OptionBlock key={e.optionId} e={e} name={optionLabel(model, e.optionId)} couple={model.couple} />
      ))}
    </View>
  );
}
