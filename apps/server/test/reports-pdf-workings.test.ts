// Issue 14 "Workings that add up": the Age Pension explanation goes from the maximum rate, through each test's
// rate and the lower of the two, to Rent Assistance (included or not, in words) and what is paid; the care
// contribution goes from the budget, the split and the rates to the year's figure. The sample model's figures are
// worked by hand in sample-model.ts; each line checked here is re-derived in the comments.
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleReportModel } from '../src/modules/reports/pdf/index.ts';
import { renderReportPdf } from '../src/modules/reports/pdf/render.ts';

let text = '';
beforeAll(async () => {
  const parser = new PDFParse({ data: new Uint8Array(await renderReportPdf(sampleReportModel('results'))) });
  text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
}, 60_000);

describe('Age Pension working, line by line', () => {
  it('land-lease home: maximum with Rent Assistance, both tests, the lower, Rent Assistance included, paid', () => {
    // Maximum 1,200.90 + Rent Assistance min((460 − 154.80) × 0.75 = 228.90, 219.40) = 1,420.30 a fortnight.
    expect(text).toContain(
      '1. Maximum rate: basic rate and supplements, with $219.40 Rent Assistance $1,420.30',
    );
    // Deemed 16,753.50 a year, 11,085.50 above the free area 218 × 26 = 5,668 → 1,420.30 − 5,542.75 / 26 = 1,207.12.
    expect(text).toContain(
      'is $11,085.50 above the free area of $5,668.00 a year; rate under the income test $1,207.12',
    );
    // Assets 570,000 − 321,500 = 248,500 above → 994 × 0.75 = 745.50 off 1,420.30 = 674.80.
    expect(text).toContain(
      'are $248,500.00 above the free area of $321,500.00 (homeowner); rate under the assets test $674.80',
    );
    expect(text).toContain(
      '4. The lower of the two rates: the assets test gives the lower rate, so it applies $674.80',
    );
    // 219.40 × 26 = 5,704.40 a year; 674.80 − 219.40 = 455.40 Age Pension, × 26 = 11,840.40.
    expect(text).toContain(
      '5. Rent Assistance is included in this rate: $219.40 of it is Rent Assistance $219.40 $5,704.40',
    );
    expect(text).toContain('Age Pension paid: $674.80 less $219.40 Rent Assistance $455.40 $11,840.40');
  });

  it('village: the assets test binds, Rent Assistance not included (said in words), paid per fortnight and year', () => {
    expect(text).toContain(
      '4. The lower of the two rates: the assets test gives the lower rate, so it applies $545.40',
    );
    expect(text).toContain('5. Rent Assistance is not included in this rate (see below) $0.00 $0.00');
    // 545.40 × 26 = 14,180.40.
    expect(text).toContain('Age Pension paid $545.40 $14,180.40');
  });

  it('staying at home: neither test reduces the maximum rate', () => {
    // Assets 165,000 within 321,500; deemed income 3,591 within 5,668: both give the maximum 1,200.90.
    expect(text).toContain(
      'are within the free area of $321,500.00 (homeowner); rate under the assets test $1,200.90',
    );
    expect(text).toContain('4. The lower of the two rates: neither test reduces the maximum rate $1,200.90');
    // 1,200.90 × 26 = 31,223.40.
    expect(text).toContain('Age Pension paid $1,200.90 $31,223.40');
  });
});

describe('care contribution from the budget, the split and the rates', () => {
  it('land-lease home, part pensioner (estimated rates)', () => {
    // 16,034.45 − 1,603.45 care management = 14,431.00 for services.
    expect(text).toContain(
      'a budget of $16,034.45 a year, less $1,603.45 set aside for care management, leaves $14,431.00 a year for services',
    );
    // Clinical 14,431 × 20 % = 2,886.20 at 0 %; independence × 50 % = 7,215.50 × 32.94 % = 2,376.79;
    // everyday living × 30 % = 4,329.30 × 56.30 % = 2,437.40; total 0 + 2,376.79 + 2,437.40 = 4,814.19.
    expect(text).toContain('Clinical care 20.00% $2,886.20 0.00% $0.00');
    expect(text).toContain('Independence 50.00% $7,215.50 32.94% $2,376.79');
    expect(text).toContain('Everyday living 30.00% $4,329.30 56.30% $2,437.40');
    expect(text).toContain('Total $14,431.00 $4,814.19');
  });
});

describe('Age Pension and Rent Assistance a fortnight beside the year', () => {
  it('in the Results key figures', () => {
    // Village 545.40 × 26 = 14,180.40 → $14,180; land lease 455.40 × 26 = 11,840.40 and 219.40 × 26 = 5,704.40.
    expect(text).toContain('The Age Pension pays $545.40 a fortnight ($14,180 a year).');
    expect(text).toContain(
      'The Age Pension pays $455.40 a fortnight ($11,840 a year) and Rent Assistance $219.40 a fortnight ($5,704 a year).',
    );
  });

  it("in the Summary report's table, under each yearly figure", async () => {
    const parser = new PDFParse({
      data: new Uint8Array(await renderReportPdf(sampleReportModel('summary'))),
    });
    const summary = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    // Age Pension row: 31,223.40 / 26 = 1,200.90; 14,180.40 / 26 = 545.40; 11,840.40 / 26 = 455.40.
    expect(summary).toMatch(
      /Age Pension \$31,223 \$1,200\.90 a fortnight \$14,180 \$545\.40 a fortnight \$11,840 \$455\.40 a fortnight/,
    );
    expect(summary).toMatch(
      /Rent Assistance \$0 \$0\.00 a fortnight \$0 \$0\.00 a fortnight \$5,704 \$219\.40 a fortnight/,
    );
  });
});
