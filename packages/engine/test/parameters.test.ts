// The parameter files: strict schema, dated look-up, end dates, the compiled module's freshness, and
// consistency checks of the loaded figures against each other and against published cut-offs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError, ParameterNotInForceError } from '../src/errors.ts';
import { GENERATED_PATH, renderGeneratedModule } from '../src/parameters/generate.ts';
import { loadParameterFiles } from '../src/parameters/load.ts';
import {
  buildParameterSet,
  defaultParameters,
  getParameter,
  normaliseParameterPath,
  type ParameterSet,
} from '../src/parameters/index.ts';
import { agePension } from '../src/rules/age-pension.ts';

const value = (set: ParameterSet, path: string, asAt: string, ...keys: string[]) =>
  getParameter(set, path, asAt, ...keys).value;
const AP = 'au.dss.age_pension';

const minimalFile = {
  description: 'x',
  unit: 'AUD',
  period: 'point',
  references: [{ title: 't', url: 'https://example.org' }],
  values: [
    {
      effective: '2024-01-01',
      value: 1,
      status: 'official',
      source: 'https://example.org',
      verified: '2026-11-21',
    },
    {
      effective: '2025-01-01',
      until: '2025-06-30',
      value: 2,
      status: 'derived',
      source: 'https://example.org',
      verified: '2026-11-21',
    },
  ],
};

describe('parameter schema', () => {
  it('loads every YAML file under parameters/ and validates it', () => {
    const files = loadParameterFiles();
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(50);
    expect(() => buildParameterSet(files)).not.toThrow();
    expect(Object.keys(defaultParameters.files)).toEqual(Object.keys(files).map(normaliseParameterPath));
  });

  it('rejects unknown keys at the top level and in a value', () => {
    const withTypo = { ...minimalFile, descripton: 'typo' };
    expect(() => buildParameterSet({ 'a/b': withTypo })).toThrow(EngineError);
    const badValue = { ...minimalFile, values: [{ ...minimalFile.values[0], sorce: 'https://x.org' }] };
    try {
      buildParameterSet({ 'parameters/a/b.yaml': badValue });
      expect.unreachable();
    } catch (e) {
      expect((e as EngineError).code).toBe('INVALID_INPUT');
      expect((e as EngineError).issues[0]?.path).toMatch(/^a\.b\.values\.0/);
    }
  });

  it('rejects a bad status, a bad URL, unordered dates, overlapping until, value+table and a mismatched breakdown', () => {
    const v0 = minimalFile.values[0]!;
    const bad = [
      { ...minimalFile, values: [{ ...v0, status: 'guess' }] },
      { ...minimalFile, values: [{ ...v0, source: 'not a url' }] },
      { ...minimalFile, values: [minimalFile.values[1], v0] },
      {
        ...minimalFile,
        values: [
          { ...v0, until: '2025-02-01' },
          { ...v0, effective: '2025-01-01' },
        ],
      },
      { ...minimalFile, values: [{ ...v0, table: { a: 1 } }] },
      { ...minimalFile, values: [{ ...v0, effective: '2024-02-30' }] },
      { ...minimalFile, values: [{ ...v0, until: '2023-01-01' }] },
      { ...minimalFile, breakdown: ['relationship'] },
      {
        ...minimalFile,
        breakdown: ['k'],
        values: [{ ...v0, value: undefined, table: { a: 1, b: { c: 2 } } }],
      },
      { ...minimalFile, unit: 'dollars' },
    ];
    for (const file of bad)
      expect(() => buildParameterSet({ x: file }), JSON.stringify(file)).toThrow(EngineError);
  });

  it('every loaded value has a source URL, a verified date and a known status', () => {
    for (const [path, file] of Object.entries(defaultParameters.files))
      for (const v of file.values) {
        expect(v.source, path).toMatch(/^https:\/\//);
        expect(['official', 'secondary', 'derived']).toContain(v.status);
      }
  });
});

describe('getParameter', () => {
  const set = buildParameterSet({ 'test/item': minimalFile });

  it('keeps a value in force until superseded and cites it', () => {
    expect(value(set, 'test.item', '2024-01-01')).toBe(1);
    expect(value(set, 'test.item', '2024-12-31')).toBe(1);
    const r = getParameter(set, 'test.item', '2025-03-01');
    expect(r).toEqual({
      value: 2,
      entry: {
        path: 'test.item',
        value: 2,
        unit: 'AUD',
        period: 'point',
        effectiveDate: '2025-01-01',
        status: 'derived',
        source: 'https://example.org',
      },
    });
  });

  it('throws ParameterNotInForceError before the first value, after an end date and for an unknown path', () => {
    expect(() => getParameter(set, 'test.item', '2023-12-31')).toThrow(ParameterNotInForceError);
    expect(() => getParameter(set, 'test.item', '2025-07-01')).toThrow(ParameterNotInForceError);
    expect(() => getParameter(set, 'no.such', '2025-01-01')).toThrow(ParameterNotInForceError);
    try {
      getParameter(set, 'test.item', '2025-07-01');
    } catch (e) {
      expect((e as ParameterNotInForceError).code).toBe('PARAMETER_NOT_IN_FORCE');
      expect((e as ParameterNotInForceError).asAt).toBe('2025-07-01');
    }
  });

  it('walks breakdown keys, and treats a key missing from that date as not in force', () => {
    expect(
      value(
        defaultParameters,
        `${AP}.assets_test.free_area`,
        '2025-07-01',
        'couple_combined',
        'non_homeowner',
      ),
    ).toBe(739500);
    const entry = getParameter(
      defaultParameters,
      `${AP}.assets_test.free_area`,
      '2025-07-01',
      'single',
      'homeowner',
    ).entry;
    expect(entry.path).toBe(`${AP}.assets_test.free_area[single][homeowner]`);
    // The minimum Pension Supplement of 20 Mar 2026 was not published: the 20 Sep 2025 value stays in force.
    expect(
      getParameter(defaultParameters, `${AP}.pension_supplement.minimum`, '2026-11-21', 'single').entry
        .effectiveDate,
    ).toBe('2025-09-20');
    // The single-sharer Rent Assistance is a separate file; illness-separated income cut-off only exists at 20 Sep 2025.
    expect(() =>
      getParameter(
        defaultParameters,
        `${AP}.income_test.cut_off`,
        '2026-03-20',
        'illness_separated_couple_combined',
      ),
    ).toThrow(ParameterNotInForceError);
  });

  it('errors on missing or extra keys (a programming error)', () => {
    expect(() =>
      getParameter(defaultParameters, `${AP}.assets_test.free_area`, '2025-07-01', 'single'),
    ).toThrow(/needs breakdown keys/);
    expect(() => getParameter(defaultParameters, `${AP}.income_test.taper`, '2025-07-01', 'single')).toThrow(
      ParameterNotInForceError,
    );
  });

  it('normalises file paths', () => {
    expect(normaliseParameterPath('packages/engine/parameters/au/dss/x.yaml')).toBe('au.dss.x');
    expect(normaliseParameterPath('au\\dss\\x.yml')).toBe('au.dss.x');
    expect(normaliseParameterPath('au.dss.x')).toBe('au.dss.x');
  });
});

describe('the compiled parameters', () => {
  it('data.generated.ts is up to date with the YAML (run `npm run params -w packages/engine`)', async () => {
    const expected = await renderGeneratedModule(loadParameterFiles());
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(expected);
  });
});

describe('legacy and program dates', () => {
  it('Home Care Package values end on 31 Oct 2025; Support at Home starts 1 Nov 2025', () => {
    const HCP = 'au.health.home_care_package.basic_subsidy_annual';
    expect(value(defaultParameters, HCP, '2025-10-31', '4')).toBe(62853);
    expect(() => getParameter(defaultParameters, HCP, '2025-11-01', '4')).toThrow(ParameterNotInForceError);
    const SAH = 'au.health.support_at_home.classification_budget.annual';
    expect(() => getParameter(defaultParameters, SAH, '2025-10-31', '1')).toThrow(ParameterNotInForceError);
    expect(value(defaultParameters, SAH, '2025-11-01', '1')).toBe(10731);
  });

  it('loads the 20 Mar 2026 pension figures as secondary and the derived basic rate as derived', () => {
    expect(
      getParameter(defaultParameters, `${AP}.pension_supplement.maximum`, '2026-03-20', 'single').entry
        .status,
    ).toBe('secondary');
    expect(
      getParameter(defaultParameters, `${AP}.maximum_basic_rate`, '2026-03-20', 'single').entry.status,
    ).toBe('derived');
    expect(getParameter(defaultParameters, `${AP}.deeming.rates`, '2026-03-20', 'upper').entry.status).toBe(
      'secondary',
    );
    expect(
      getParameter(defaultParameters, `${AP}.maximum_basic_rate`, '2025-09-20', 'single').entry.status,
    ).toBe('official');
  });
});

describe('consistency of the loaded figures', () => {
  // Total maximum rates published in rates.md §1.1 (independent of how they are split into components).
  const totals: [string, number, number][] = [
    ['2024-09-20', 1144.4, 862.6],
    ['2025-03-20', 1149.0, 866.1],
    ['2025-09-20', 1178.7, 888.5],
    ['2026-03-20', 1200.9, 905.2],
    // DSS 20 Sep 2026 rates list (rates-2026.md): 1,135.40 + 88.20 + 14.10; 855.90 + 66.50 + 10.60.
    ['2026-09-20', 1237.7, 933.0],
  ];
  it.each(totals)('components add up to the published total maximum rate at %s', (asAt, single, each) => {
    for (const [key, total] of [
      ['single', single],
      ['couple_each', each],
    ] as const) {
      const sum =
        value(defaultParameters, `${AP}.maximum_basic_rate`, asAt, key) +
        value(defaultParameters, `${AP}.pension_supplement.maximum`, asAt, key) +
        value(defaultParameters, `${AP}.energy_supplement`, asAt, key);
      expect(sum).toBeCloseTo(total, 2);
    }
  });

  it('the extra allowable amount equals the single non-homeowner less homeowner free area (2024–2026)', () => {
    for (const asAt of ['2024-07-01', '2025-07-01', '2026-07-01']) {
      const fa = (h: string) => value(defaultParameters, `${AP}.assets_test.free_area`, asAt, 'single', h);
      expect(value(defaultParameters, `${AP}.retirement_village.extra_allowable_amount`, asAt)).toBe(
        fa('non_homeowner') - fa('homeowner'),
      );
    }
  });

  it('Rent Assistance ceilings agree with threshold + maximum / 0.75 to within a cent', () => {
    for (const asAt of ['2024-09-20', '2025-03-20', '2025-09-20', '2026-03-20'])
      for (const k of ['single', 'couple_combined']) {
        const t = value(defaultParameters, 'au.dss.rent_assistance.threshold', asAt, k);
        const m = value(defaultParameters, 'au.dss.rent_assistance.maximum', asAt, k);
        const c = value(defaultParameters, 'au.dss.rent_assistance.ceiling', asAt, k);
        expect(Math.abs(t + m / 0.75 - c)).toBeLessThanOrEqual(0.011);
      }
  });

  it('basic daily fee maxima = floor(single MBR × level % / 14) to the cent (B26, B27)', () => {
    for (const asAt of ['2024-09-20', '2025-03-20', '2025-09-20'])
      for (const level of ['1', '2', '3', '4']) {
        const mbr = value(defaultParameters, `${AP}.maximum_basic_rate`, asAt, 'single');
        const pct = value(
          defaultParameters,
          'au.health.home_care_package.basic_daily_fee.fraction_of_mbr',
          asAt,
          level,
        );
        const fee = value(
          defaultParameters,
          'au.health.home_care_package.basic_daily_fee.maximum',
          asAt,
          level,
        );
        expect(Math.floor(Math.round(mbr * pct * 1e6) / 14 / 1e4) / 100).toBe(fee);
      }
  });
});

describe('cross-checks between independently published figures', () => {
  const HCP = 'au.health.home_care_package.income_tested_care_fee';
  it.each(['2024-09-20', '2025-03-20', '2025-07-01', '2025-09-20'])(
    'ITCF single income free area = (MBR + max PS - min PS + income free area) x 26 at %s',
    (asAt) => {
      const v = (path: string, ...k: string[]) => value(defaultParameters, path, asAt, ...k);
      const fortnight =
        v(`${AP}.maximum_basic_rate`, 'single') +
        v(`${AP}.pension_supplement.maximum`, 'single') -
        v(`${AP}.pension_supplement.minimum`, 'single') +
        v(`${AP}.income_test.free_area`, 'single');
      expect(v(`${HCP}.income_free_area_single`)).toBeCloseTo(fortnight * 26, 2);
    },
  );

  it.each(['2024-09-20', '2025-03-20', '2025-07-01', '2025-09-20'])(
    'ITCF single upper threshold = single income cut-off x 26 at %s',
    (asAt) => {
      const cutOff = value(defaultParameters, `${AP}.income_test.cut_off`, asAt, 'single');
      expect(value(defaultParameters, `${HCP}.upper_threshold_single`, asAt)).toBeCloseTo(cutOff * 26, 2);
    },
  );

  it('Support at Home annual budgets are 4 x the quarterly budgets to within rounding', () => {
    for (let c = 1; c <= 8; c++) {
      const q = value(
        defaultParameters,
        'au.health.support_at_home.classification_budget.quarterly',
        '2025-11-01',
        String(c),
      );
      const a = value(
        defaultParameters,
        'au.health.support_at_home.classification_budget.annual',
        '2025-11-01',
        String(c),
      );
      expect(Math.abs(a - 4 * q)).toBeLessThanOrEqual(0.05);
    }
  });

  it('HCP daily subsidies (derived) are the annual subsidy / 365 to the cent', () => {
    for (const asAt of ['2024-07-01', '2025-07-01'])
      for (const level of ['1', '2', '3', '4']) {
        const annual = value(
          defaultParameters,
          'au.health.home_care_package.basic_subsidy_annual',
          asAt,
          level,
        );
        const daily = value(
          defaultParameters,
          'au.health.home_care_package.basic_subsidy_daily',
          asAt,
          level,
        );
        expect(daily).toBeCloseTo(Math.round((annual / 365) * 100) / 100, 2);
      }
  });
});

describe('the assets test reproduces every published cut-off (rates.md §1.5)', () => {
  const CUT = `${AP}.assets_test.cut_off`;
  const dates = defaultParameters.files[CUT]!.values.map((v) => v.effective);
  const base = { financialAssets: 0, otherIncomeAnnual: 0, rentPerFortnight: 0 };
  for (const asAt of dates)
    for (const relationship of ['single', 'couple'] as const)
      for (const homeowner of [true, false]) {
        it(`${asAt} ${relationship} ${homeowner ? 'homeowner' : 'non-homeowner'}`, () => {
          const key = relationship === 'single' ? 'single' : 'couple_combined';
          const cutOff = value(defaultParameters, CUT, asAt, key, homeowner ? 'homeowner' : 'non_homeowner');
          // Nil at the published cut-off; positive one $250 step below it.
          const at = agePension({ asAt, relationship, homeowner, otherAssets: cutOff, ...base });
          const below = agePension({
            asAt,
            relationship,
            homeowner,
            otherAssets: cutOff - (relationship === 'single' ? 250 : 500),
            ...base,
          });
          expect(at.assetsTest.perFortnight).toBe(0);
          expect(below.assetsTest.perFortnight).toBeGreaterThan(0);
        });
      }
});

describe('the income test reproduces the published income cut-offs (rates.md §1.3)', () => {
  const CUT = `${AP}.income_test.cut_off`;
  for (const asAt of ['2025-03-20', '2025-09-20', '2026-03-20', '2026-07-01', '2026-09-20'])
    for (const relationship of ['single', 'couple'] as const)
      it(`${asAt} ${relationship}`, () => {
        const cutOff = value(
          defaultParameters,
          CUT,
          asAt,
          relationship === 'single' ? 'single' : 'couple_combined',
        );
        const run = (pf: number) =>
          agePension({
            asAt,
            relationship,
            homeowner: true,
            financialAssets: 0,
            otherAssets: 0,
            otherIncomeAnnual: pf * 26,
            rentPerFortnight: 0,
          }).incomeTest.perFortnight;
        expect(run(cutOff)).toBe(0);
        expect(run(cutOff - 2)).toBeGreaterThan(0);
      });
});
