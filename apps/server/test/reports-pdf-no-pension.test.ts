// A household whose means take the Age Pension to nil read "The Age Pension pays you $0.00 a fortnight ($0 a
// year)" in the PDF's key figures, which looks like a fault. The sentence now says that no pension is paid and
// which test takes it to nil, with what that test counts.
import { describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { keySentences } from '../src/modules/reports/pdf/key-figures.ts';
import { reportModelSchema } from '../src/modules/reports/pdf/report-model.ts';

/** The sample Results model with the first option's year-1 Age Pension set to nil by `test`. */
function modelWithNoPension(test: 'income' | 'assets', couple: boolean) {
  const input = sampleReportModel('results');
  const explanations = (input.explanations ?? []).map((e, i) =>
    i === 0
      ? {
          ...e,
          agePension: {
            ...e.agePension,
            bindingTest: test,
            assessableAssets: 1_250_000,
            deemedIncomePerYear: 40_000,
            otherIncomePerYear: 22_500,
            incomeTestRatePerFortnight: test === 'income' ? 0 : 500,
            assetsTestRatePerFortnight: test === 'assets' ? 0 : 500,
            ratePerFortnight: 0,
            agePensionPerFortnight: 0,
            agePensionPerYear: 0,
          },
          rentAssistance: { ...e.rentAssistance, rentAssistancePerFortnight: 0, rentAssistancePerYear: 0 },
        }
      : e,
  );
  return {
    model: reportModelSchema.parse({ ...input, couple, explanations }),
    id: input.explanations?.[0]?.optionId,
  };
}

describe('key figures when an option pays no Age Pension', () => {
  it('a single person over the assets test: says so and names the assets counted, no "$0.00 a fortnight"', () => {
    const { model } = modelWithNoPension('assets', false);
    const first = keySentences(model)[0]!;
    expect(first).toContain(
      'You would not receive the Age Pension here, because the assets test counts your assets at $1,250,000',
    );
    expect(first).not.toContain('$0.00 a fortnight');
  });

  it('a couple over the income test: deemed $40,000 + other $22,500 = $62,500 a year counted', () => {
    const { model } = modelWithNoPension('income', true);
    const first = keySentences(model)[0]!;
    expect(first).toContain(
      'Neither of you would receive the Age Pension here, because the income test counts your combined income at $62,500 a year',
    );
    expect(first).not.toMatch(/pays the two of you \$0\.00/);
  });

  it('an option that pays a pension keeps its fortnightly figure', () => {
    const { model } = modelWithNoPension('assets', false);
    expect(keySentences(model)[1]).toMatch(/The Age Pension pays \$[\d,]+\.\d\d a fortnight/);
  });
});
