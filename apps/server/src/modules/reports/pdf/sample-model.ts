/**
 * A realistic sample ReportModel: the demo household (a single homeowner aged 78 in Queensland).
 *
 * ILLUSTRATIVE SAMPLE FIGURES FOR RENDERER TESTS AND THE BENCHMARK — NOT ENGINE OUTPUT. The Age Pension,
 * Rent Assistance and care figures below are worked by hand from the rates in ../shared/reference/rates.md
 * (20 Mar 2026 pension / deeming / Rent Assistance, 1 Jul 2025 free areas, 1 Nov 2025 Support at Home) so
 * they look right on the page; the projection is a deliberately simple one (flat 3 % indexation). The real
 * figures come from `@rlc/engine`'s comparison, mapped into this shape by the report job.
 */
import { MEANS_CATEGORY_LABELS, reportName } from '@rlc/shared';
import type { ReportModelInput } from './report-model.ts';
import { LEGAL_LIMITATIONS, disclaimerText } from './legal-text.ts';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const FORTNIGHTS = 26;
const WEEKS = 52;
const INDEXATION = 0.03; // expenses, pension and care grow 3 % a year in this sketch
const EARNINGS = 0.04; // investment earnings rate, fraction per year
const DISCOUNT = 0.03; // present-value discount rate, fraction per year
const YEARS = 15;

// Household (spec §3.4 fields): home $850,000, selling fees $25,000, $150,000 investments, $15,000 personal.
const HOME_VALUE = 850_000;
const SELLING_FEES = 25_000;
const INVESTMENTS = 150_000;
const PERSONAL = 15_000;
const NET_SALE = HOME_VALUE - SELLING_FEES; // 825,000

// Age Pension at 20 Mar 2026 (single): maximum 1,200.90 pf incl. supplements; homeowner free area 321,500;
// taper $0.75 pf per whole $250 of excess assets; income free area 218 pf, 50c taper; deeming 1.25 % on the
// first 64,200 and 3.25 % above.
const MAX_RATE = 1200.9;
const deemed = (financial: number): number =>
  round2(Math.min(financial, 64_200) * 0.0125 + Math.max(0, financial - 64_200) * 0.0325);

interface OptionFigures {
  invest: number; // funds left to invest, dollars
  assessable: number; // assets-test assets, dollars
  pensionPf: number; // Age Pension payable, dollars per fortnight
  incomeTestPf: number;
  assetsTestPf: number;
  raPf: number; // Rent Assistance, dollars per fortnight
  ongoing: number[]; // [recurrent charges or site fees, home expenses, living, travel, health], dollars per year
  careRates: { independence: number; everydayLiving: number };
}

// Staying at home: assessable 150,000 + 15,000 = 165,000 < 321,500 → assets test allows the maximum.
// Deemed 64,200 × 1.25 % + 85,800 × 3.25 % = 802.50 + 2,788.50 = 3,591.00/yr = 138.12 pf < 218 → maximum.
const HOME: OptionFigures = {
  invest: INVESTMENTS,
  assessable: INVESTMENTS + PERSONAL,
  pensionPf: MAX_RATE,
  incomeTestPf: MAX_RATE,
  assetsTestPf: MAX_RATE,
  raPf: 0,
  ongoing: [0, 9_500, 26_000, 5_000, 3_000],
  careRates: { independence: 0.05, everydayLiving: 0.175 },
};
// Licence village, entry 450,000 > extra allowable amount 258,000 → homeowner, entry contribution exempt.
// Invest 825,000 + 150,000 − 450,000 = 525,000; assessable 540,000; excess 218,500 → 874 steps × 0.75 =
// 655.50 → assets test 545.40 pf. Deemed 802.50 + 460,800 × 3.25 % = 15,778.50/yr = 606.87 pf; (606.87 − 218)
// × 0.5 = 194.43 → income test 1,006.47 pf. Assets test binds: 545.40 pf. Fees $89/week = 4,628/yr.
const VILLAGE: OptionFigures = {
  invest: 525_000,
  assessable: 540_000,
  pensionPf: 545.4,
  incomeTestPf: 1006.47,
  assetsTestPf: 545.4,
  raPf: 0,
  ongoing: [89 * WEEKS, 1_200, 26_000, 5_000, 3_000],
  // Part pensioner, estimated: 5 % + 45 % × (655.50 / 1,200.90) and 17.5 % + 62.5 % × (655.50 / 1,200.90).
  careRates: { independence: 0.2956, everydayLiving: 0.5161 },
};
// Land-lease home 420,000: owns the home → homeowner; site fees $230/week = 460 pf count as rent.
// Rent Assistance: (460 − 154.80) × 0.75 = 228.90, capped at the maximum 219.40 pf, is part of the maximum rate:
// 1,200.90 + 219.40 = 1,420.30 pf. Invest 555,000; assessable 570,000; excess 248,500 → 994 steps × 0.75 = 745.50
// → assets test 1,420.30 − 745.50 = 674.80 pf. Deemed 802.50 + 490,800 × 3.25 % = 16,753.50/yr; above the free
// area 5,668/yr by 11,085.50 → × 0.5 = 5,542.75/yr off 36,927.80/yr = 31,385.05/yr = 1,207.12 pf (income test).
// Assets test binds: 674.80 pf, of which 219.40 is Rent Assistance and 455.40 Age Pension.
const LAND_LEASE: OptionFigures = {
  invest: 555_000,
  assessable: 570_000,
  pensionPf: 455.4,
  incomeTestPf: 1207.12,
  assetsTestPf: 674.8,
  raPf: 219.4,
  ongoing: [230 * WEEKS, 3_200, 26_000, 5_000, 3_000],
  careRates: { independence: 0.3294, everydayLiving: 0.563 },
};

// Support at Home classification 2: official budget 16,034.45/yr, 10 % care management = 1,603.45, leaving
// 14,431.00 for services split 20 % clinical (0 % contribution), 50 % independence, 30 % everyday living.
const CARE_BUDGET = 16_034.45;
const CARE_MGMT = 1_603.45;
const SERVICES = round2(CARE_BUDGET - CARE_MGMT); // 14,431.00
const SPLIT = { clinical: 0.2, independence: 0.5, everydayLiving: 0.3 };
// Price of each service type: 14,431 × 0.2 = 2,886.20, × 0.5 = 7,215.50, × 0.3 = 4,329.30 a year.
const PRICES = {
  clinical: round2(SERVICES * SPLIT.clinical),
  independence: round2(SERVICES * SPLIT.independence),
  everydayLiving: round2(SERVICES * SPLIT.everydayLiving),
};
/** Contribution by service type (price × rate, to the cent; clinical care is free), dollars per year. */
const careByType = (f: OptionFigures) => ({
  clinical: 0,
  independence: round2(PRICES.independence * f.careRates.independence),
  everydayLiving: round2(PRICES.everydayLiving * f.careRates.everydayLiving),
});
// The year's contribution is the sum of the types' (e.g. staying at home: 0 + 360.78 + 757.63 = 1,118.41).
const careYear1 = (f: OptionFigures): number => {
  const c = careByType(f);
  return round2(c.clinical + c.independence + c.everydayLiving);
};

/** Value of the dwelling (or what leaving it returns) at the end of `year`, dollars. */
type ExitFn = (year: number) => {
  resalePrice: number | null;
  exitFee: number;
  otherCosts: number;
  entitlement: number;
};
const homeExit: ExitFn = (y) => {
  const resalePrice = round2(HOME_VALUE * 1.04 ** y);
  return {
    resalePrice,
    exitFee: 0,
    otherCosts: SELLING_FEES,
    entitlement: round2(resalePrice - SELLING_FEES),
  };
};
// QLD licence: DMF 6 % of the ingoing contribution per year, capped at 36 %; $2,000 termination fee.
const villageExit: ExitFn = (y) => {
  const exitFee = round2(450_000 * Math.min(0.06 * y, 0.36));
  return { resalePrice: null, exitFee, otherCosts: 2_000, entitlement: round2(450_000 - exitFee - 2_000) };
};
// Land-lease: the resident sells the home (3.5 % a year growth), 3 % selling costs, no exit fee.
const landLeaseExit: ExitFn = (y) => {
  const resalePrice = round2(420_000 * 1.035 ** y);
  const otherCosts = round2(resalePrice * 0.03);
  return { resalePrice, exitFee: 0, otherCosts, entitlement: round2(resalePrice - otherCosts) };
};

/** Year-by-year projection: net cash flow and estate position (dwelling exit value + investments). */
function project(
  f: OptionFigures,
  exit: ExitFn,
  simplified: boolean,
): { cashFlow: number[]; estate: number[] } {
  const cashFlow: number[] = [];
  const estate: number[] = [];
  let invest = f.invest;
  // A simplified comparison has no Age Pension, Rent Assistance or care contributions.
  const expenses1 = f.ongoing.reduce((a, b) => a + b, 0) + (simplified ? 0 : careYear1(f));
  const benefits1 = simplified ? 0 : (f.pensionPf + f.raPf) * FORTNIGHTS;
  for (let y = 1; y <= YEARS; y++) {
    const g = (1 + INDEXATION) ** (y - 1);
    const cf = round2(benefits1 * g + invest * EARNINGS - expenses1 * g);
    invest = round2(invest + cf);
    cashFlow.push(cf);
    estate.push(round2(exit(y).entitlement + invest));
  }
  return { cashFlow, estate };
}

const pv = (value: number, year: number): number => round2(value / (1 + DISCOUNT) ** year);
const at = (list: number[], year: number): number => list[year - 1] ?? 0;

/** Builds the sample model; `kind` and `simplified` pick the variant. */
export function sampleReportModel(
  kind: 'summary' | 'results' = 'results',
  opts: { simplified?: boolean } = {},
): ReportModelInput {
  const simplified = opts.simplified ?? false;
  const all = [HOME, VILLAGE, LAND_LEASE];
  const exits = [homeExit, villageExit, landLeaseExit];
  const horizons = [
    [1, 2, 5, 10, 15],
    [1, 2, 5, 10],
    [1, 2, 5, 10, 15],
  ] as const;
  const projections = all.map((f, i) => project(f, exits[i] ?? homeExit, simplified));
  const care = all.map(careYear1);
  const perOption = (fn: (f: OptionFigures, i: number) => number | null): (number | null)[] => all.map(fn);
  const cf10 = projections.map((p) => round2(p.cashFlow.slice(0, 10).reduce((a, b) => a + b, 0)));
  const cf10Pv = projections.map((p) =>
    round2(p.cashFlow.slice(0, 10).reduce((a, b, i) => a + pv(b, i + 1), 0)),
  );
  const exitAt = (i: number, y: number): number | null =>
    (horizons[i] as readonly number[]).includes(y) ? (exits[i]?.(y).entitlement ?? null) : null;
  const ongoingTotal = all.map((f) => f.ongoing.reduce((a, b) => a + b, 0));
  const incomeTotal = all.map((f) => round2((f.pensionPf + f.raPf) * FORTNIGHTS + f.invest * EARNINGS));

  return {
    kind,
    simplified,
    missingDetails: simplified
      ? ['Date of birth', 'Pension type', 'Personal assets', 'Care level (Support at Home classification)']
      : [],
    cover: {
      reportName: reportName({
        report: '',
        firstName: 'Margaret',
        lastName: 'Ellis',
        relationship: 1,
        partnerFirstName: '',
        partnerLastName: '',
      }),
      household: 'Single homeowner, aged 78, Queensland',
      communityName: 'Banksia Gardens Village',
      communityState: 'QLD',
      communityAddress: '12 Banksia Drive, Carindale QLD 4152',
      operatorName: 'Banksia Living Pty Ltd',
      adviserName: 'Sam Carter',
      adviserPhone: '07 3555 0182',
      adviserEmail: 'adviser@demo.test',
      preparedOn: '2026-11-20',
    },
    options: [
      {
        id: 'home',
        name: 'Staying at home',
        kind: 'home',
        tenure: 'Own home',
        entryPrice: null,
        internal: false,
      },
      {
        id: 'village',
        name: 'Banksia Gardens - 2 bedroom villa',
        kind: 'village',
        tenure: 'Licence',
        entryPrice: 450_000,
        internal: true,
        description:
          'DMF 6% a year of the ingoing contribution, to 36% after 6 years; $2,000 termination fee; about $89 a week in fees.',
      },
      {
        id: 'landlease',
        name: 'Coral Palms Lifestyle - 2 bedroom home',
        kind: 'land-lease',
        tenure: 'Own home, lease the site',
        entryPrice: 420_000,
        internal: false,
        description: 'Site fees $230 a week; no exit fee; the resident sells the home.',
      },
    ],
    discountRate: DISCOUNT,
    summary: [
      {
        key: 'ingoing',
        title: 'Ingoing',
        rows: [
          { label: 'Home sale proceeds (after selling fees)', nominal: [null, NET_SALE, NET_SALE] },
          { label: 'Entry price', nominal: [null, 450_000, 420_000] },
          { label: 'Stamp duty', nominal: [null, 0, 0] },
          { label: 'Funds left to invest', nominal: perOption((f) => f.invest), total: true },
        ],
      },
      {
        key: 'ongoing',
        title: 'Ongoing costs (first year)',
        rows: [
          { label: 'Recurrent charges / site fees', nominal: perOption((f) => f.ongoing[0] ?? 0) },
          { label: 'Home expenses', nominal: perOption((f) => f.ongoing[1] ?? 0) },
          { label: 'Living expenses', nominal: perOption((f) => f.ongoing[2] ?? 0) },
          { label: 'Travel and entertainment', nominal: perOption((f) => f.ongoing[3] ?? 0) },
          { label: 'Health and wellness', nominal: perOption((f) => f.ongoing[4] ?? 0) },
          { label: 'Total ongoing costs', nominal: ongoingTotal, total: true },
        ],
      },
      {
        key: 'income',
        title: 'Income (first year)',
        rows: [
          ...(simplified
            ? []
            : [
                {
                  label: 'Age Pension',
                  nominal: perOption((f) => round2(f.pensionPf * FORTNIGHTS)),
                  perFortnight: perOption((f) => f.pensionPf),
                },
                {
                  label: 'Rent Assistance',
                  nominal: perOption((f) => round2(f.raPf * FORTNIGHTS)),
                  perFortnight: perOption((f) => f.raPf),
                },
              ]),
          { label: 'Investment income', nominal: perOption((f) => f.invest * EARNINGS) },
          { label: 'Other income', nominal: [0, 0, 0] },
          {
            label: 'Total income',
            nominal: simplified ? perOption((f) => f.invest * EARNINGS) : incomeTotal,
            total: true,
          },
        ],
      },
      ...(simplified
        ? []
        : [
            {
              key: 'care' as const,
              title: 'Care contributions (first year)',
              rows: [{ label: 'Support at Home contributions', nominal: care }],
            },
          ]),
      {
        key: 'netCashFlow',
        title: 'Net cash flow',
        rows: [
          { label: 'First year', nominal: projections.map((p) => at(p.cashFlow, 1)) },
          { label: 'Total over 10 years', nominal: cf10, presentValue: cf10Pv, total: true },
        ],
      },
      {
        key: 'exitEntitlement',
        title: 'Exit entitlement',
        rows: [1, 2, 5, 10, 15].map((y) => ({
          label: `After ${y} year${y === 1 ? '' : 's'}`,
          nominal: all.map((_, i) => exitAt(i, y)),
          presentValue: all.map((_, i) => {
            const v = exitAt(i, y);
            return v === null ? null : pv(v, y);
          }),
        })),
      },
      {
        key: 'estate',
        title: 'Estate position',
        rows: [5, 10, 15].map((y) => ({
          label: `After ${y} years`,
          nominal: projections.map((p) => at(p.estate, y)),
          presentValue: projections.map((p) => pv(at(p.estate, y), y)),
        })),
      },
    ],
    charts: {
      netCashFlow: projections.map((p, i) => ({
        optionId: ['home', 'village', 'landlease'][i] ?? 'home',
        points: p.cashFlow.map((value, y) => ({ year: y + 1, value, presentValue: pv(value, y + 1) })),
      })),
      estatePosition: projections.map((p, i) => ({
        optionId: ['home', 'village', 'landlease'][i] ?? 'home',
        points: p.estate.map((value, y) => ({ year: y + 1, value, presentValue: pv(value, y + 1) })),
      })),
    },
    exitEntitlements: all.map((_, i) => ({
      optionId: ['home', 'village', 'landlease'][i] ?? 'home',
      horizons: horizons[i]!.map((y) => ({ years: y, ...exits[i]!(y) })),
    })),
    explanations: simplified
      ? []
      : all.map((f, i) => ({
          optionId: ['home', 'village', 'landlease'][i] ?? 'home',
          agePension: {
            homeowner: true,
            homeownerReason: [
              'Staying in the principal home: the home is exempt from the assets test.',
              'The entry contribution ($450,000) exceeds the extra allowable amount ($258,000), so the resident is a homeowner and the contribution is exempt.',
              'Owning a home on a leased site counts as home ownership; the home is exempt from the assets test.',
            ][i]!,
            maximumRatePerFortnight: round2(MAX_RATE + f.raPf),
            assessableAssets: f.assessable,
            assetsFreeArea: 321_500,
            deemedIncomePerYear: deemed(f.invest),
            otherIncomePerYear: 0,
            incomeFreeAreaPerYear: 218 * FORTNIGHTS,
            incomeTestRatePerFortnight: f.incomeTestPf,
            assetsTestRatePerFortnight: f.assetsTestPf,
            bindingTest: i === 0 ? 'neither' : 'assets',
            ratePerFortnight: Math.min(f.incomeTestPf, f.assetsTestPf),
            agePensionPerFortnight: f.pensionPf,
            agePensionPerYear: round2(f.pensionPf * FORTNIGHTS),
          },
          rentAssistance:
            f.raPf > 0
              ? {
                  eligible: true,
                  reason: 'Site fees for a home on a leased site count as rent.',
                  rentPerFortnight: 460,
                  thresholdPerFortnight: 154.8,
                  maximumPerFortnight: 219.4,
                  inMaximumRatePerFortnight: 219.4,
                  rentAssistancePerFortnight: f.raPf,
                  rentAssistancePerYear: round2(f.raPf * FORTNIGHTS),
                }
              : {
                  eligible: false,
                  reason:
                    i === 0
                      ? 'Homeowners who pay no rent cannot receive Rent Assistance.'
                      : 'A village resident assessed as a homeowner cannot receive Rent Assistance on village fees.',
                },
          care: {
            classification: 2,
            budgetPerYear: CARE_BUDGET,
            careManagementPerYear: CARE_MGMT,
            servicesBudgetPerYear: SERVICES,
            split: SPLIT,
            rates: { clinical: 0, ...f.careRates },
            pricePerYear: PRICES,
            contributionByTypePerYear: careByType(f),
            meansCategory: MEANS_CATEGORY_LABELS[i === 0 ? 'full-pensioner' : 'part-pensioner'],
            contributionPerYear: care[i]!,
            estimated: i !== 0,
            ...(i !== 0
              ? {
                  method:
                    'Estimated in proportion to the reduction in Age Pension, between the full-pensioner and self-funded rates. Enter the rates from the Services Australia letter for exact figures.',
                }
              : {}),
          },
        })),
    ratings: [
      { optionId: 'village', location: 4, amenities: 5, careSupport: 4, lifestyle: 4 },
      { optionId: 'landlease', location: 3, amenities: 4, careSupport: 1.5, lifestyle: 4 },
    ],
    amenities: [
      'Clubhouse',
      'Swimming pool',
      'Library',
      'Gym',
      'Bowling green',
      'Community garden',
      'Hair salon',
      'Workshop',
      'Cinema',
      'Bar and lounge',
      'Cafe',
      'Medical consulting room',
      'Bus service',
      'BBQ area',
      'Pet friendly',
      'Caravan parking',
      'Arts and crafts room',
      'Walking paths',
      'Tennis court',
      'Chapel',
    ],
    contentBlocks: [
      {
        title: 'About Banksia Gardens Village',
        text: 'Banksia Gardens is a community of 180 villas set in landscaped gardens, ten minutes from the local shopping centre and hospital. Residents run more than twenty clubs and activities, and a community bus runs to the shops twice a week.',
      },
      {
        title: 'Next steps',
        placement: 'closing',
        text: 'Take this report home and talk it over with your family. We recommend you obtain independent legal and financial advice before signing a contract. Your adviser can arrange a visit to the village and a copy of the Prospective Costs Document.',
      },
    ],
    rates: {
      asAt: '2026-03-20',
      programDates: [
        { program: 'Age Pension', effectiveDate: '2026-03-20' },
        { program: 'Rent Assistance', effectiveDate: '2026-03-20' },
        { program: 'Support at Home', effectiveDate: '2025-11-01' },
      ],
      outOfDateNotice:
        'Rates may be out of date: the scheduled revisions of 1 July 2026 and 20 September 2026 have passed without new values being loaded. The figures use the rates in force from 20/03/2026.',
      sources: [
        {
          parameter: 'Age Pension maximum rate, single (incl. supplements)',
          value: '$1,200.90 per fortnight',
          effectiveDate: '2026-03-20',
          status: 'secondary',
          url: 'https://taxlite.net/au/benefits/federal/age-pension.html',
        },
        {
          parameter: 'Assets test free area, single homeowner',
          value: '$321,500',
          effectiveDate: '2025-07-01',
          status: 'official',
          url: 'https://www.servicesaustralia.gov.au/assets-test-for-age-pension',
        },
        {
          parameter: 'Income test free area, single',
          value: '$218 per fortnight',
          effectiveDate: '2025-07-01',
          status: 'official',
          url: 'https://www.servicesaustralia.gov.au/sites/default/files/2025-12/co029-2601.pdf',
        },
        {
          parameter: 'Deeming rates (lower / upper), single threshold $64,200',
          value: '1.25% / 3.25%',
          effectiveDate: '2026-03-20',
          status: 'secondary',
          url: 'https://www.dss.gov.au/income-support-payments/social-security-deeming-rates',
        },
        {
          parameter: 'Extra allowable amount (retirement villages)',
          value: '$258,000',
          effectiveDate: '2025-07-01',
          status: 'derived',
          url: 'https://guides.dss.gov.au/social-security-guide/1/1/e/240',
        },
        {
          parameter: 'Rent Assistance, single: threshold / maximum',
          value: '$154.80 / $219.40 per fortnight',
          effectiveDate: '2026-03-20',
          status: 'secondary',
          url: 'https://taxlite.net/au/benefits/federal/cra-single-no-child.html',
        },
        {
          parameter: 'Support at Home classification 2 budget',
          value: '$16,034.45 per year',
          effectiveDate: '2025-11-01',
          status: 'official',
          url: 'https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home',
        },
        {
          parameter: 'Support at Home contribution rates, full pensioner',
          value: '0% / 5% / 17.50%',
          effectiveDate: '2025-11-01',
          status: 'official',
          url: 'https://www.health.gov.au/our-work/support-at-home/charging-for-support-at-home-services/support-at-home-participant-contributions',
        },
      ],
    },
    legal: { limitations: [...LEGAL_LIMITATIONS], disclaimer: disclaimerText('Banksia Living Pty Ltd') },
  };
}
