// Property tests of the Age Pension and Rent Assistance rules over random households and every loaded date:
// more assets or income never raise the pension; it never exceeds the maximum; a couple's rate does not depend on
// which partner holds what (the rules see only combined amounts, so we check the order of summation is irrelevant
// and that the split is exactly half each).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agePension, type AgePensionInput } from '../src/rules/age-pension.ts';
import { rentAssistance } from '../src/rules/rent-assistance.ts';
import { applyLifetimeCap, supportAtHome } from '../src/rules/support-at-home.ts';

const dates = ['2024-09-20', '2025-03-20', '2025-07-01', '2025-09-20', '2026-03-20', '2026-11-21'];
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

const household = fc.record({
  asAt: fc.constantFrom(...dates),
  relationship: fc.constantFrom('single' as const, 'couple' as const),
  homeowner: fc.boolean(),
  financialAssets: cents(2_000_000),
  otherAssets: cents(1_000_000),
  otherIncomeAnnual: cents(150_000),
  rentPerFortnight: cents(1_000),
});

describe('Age Pension properties', () => {
  it('more assets (financial or other) never raise the pension', () => {
    fc.assert(
      fc.property(household, cents(500_000), fc.boolean(), (h, more, financial) => {
        const base = agePension(h);
        const richer = agePension(
          financial
            ? { ...h, financialAssets: h.financialAssets + more }
            : { ...h, otherAssets: h.otherAssets + more },
        );
        return richer.perFortnight <= base.perFortnight;
      }),
      { numRuns: 400 },
    );
  });

  it('more income never raises the pension', () => {
    fc.assert(
      fc.property(
        household,
        cents(100_000),
        (h, more) =>
          agePension({ ...h, otherIncomeAnnual: h.otherIncomeAnnual + more }).perFortnight <=
          agePension(h).perFortnight,
      ),
      { numRuns: 400 },
    );
  });

  it('the pension is never negative and never exceeds the maximum rate (with Rent Assistance)', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = agePension(h);
        const noMeans = agePension({ ...h, financialAssets: 0, otherAssets: 0, otherIncomeAnnual: 0 });
        return (
          r.perFortnight >= 0 &&
          r.perFortnight <= r.maxRatePerFortnight &&
          r.maxRatePerFortnight === noMeans.perFortnight &&
          r.perFortnight === Math.min(r.incomeTest.perFortnight, r.assetsTest.perFortnight)
        );
      }),
      { numRuns: 400 },
    );
  });

  it("a couple's rate is symmetric: swapping the partners' assets and incomes gives the same result, half each", () => {
    const partner = fc.record({ financial: cents(1_000_000), other: cents(500_000), income: cents(60_000) });
    fc.assert(
      fc.property(
        fc.constantFrom(...dates),
        fc.boolean(),
        cents(800),
        partner,
        partner,
        (asAt, homeowner, rent, a, b) => {
          const input = (x: typeof a, y: typeof a): AgePensionInput => ({
            asAt,
            relationship: 'couple',
            homeowner,
            financialAssets: x.financial + y.financial,
            otherAssets: x.other + y.other,
            otherIncomeAnnual: x.income + y.income,
            rentPerFortnight: rent,
          });
          const ab = agePension(input(a, b));
          const ba = agePension(input(b, a));
          expect(ba).toEqual(ab);
          expect(Math.abs(ab.perFortnightEach! * 2 - ab.perFortnight)).toBeLessThanOrEqual(0.01 + 1e-9);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a non-homeowner never gets less than a homeowner with the same assets (higher free area)', () => {
    fc.assert(
      fc.property(
        household,
        (h) =>
          agePension({ ...h, homeowner: false }).assetsTest.perFortnight >=
          agePension({ ...h, homeowner: true }).assetsTest.perFortnight,
      ),
      { numRuns: 300 },
    );
  });
});

describe('Rent Assistance properties', () => {
  it('is non-decreasing in rent and between 0 and the maximum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dates),
        fc.constantFrom('single' as const, 'couple' as const),
        cents(1_500),
        cents(500),
        (asAt, relationship, rent, more) => {
          const a = rentAssistance({ asAt, relationship, rentPerFortnight: rent }).perFortnight;
          const b = rentAssistance({ asAt, relationship, rentPerFortnight: rent + more }).perFortnight;
          const max = rentAssistance({ asAt, relationship, rentPerFortnight: 100_000 }).perFortnight;
          return a >= 0 && a <= b && b <= max;
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Support at Home properties', () => {
  const split = fc
    .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
    .filter(([a, b]) => a + b <= 100)
    .map(([a, b]) => ({ clinical: a / 100, independence: b / 100, everydayLiving: (100 - a - b) / 100 }));
  it('full pensioners never pay more than self-funded, and the contribution never exceeds the services budget', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), split, (classification, s) => {
        const full = supportAtHome({ asAt: '2026-01-01', classification, means: 'full-pensioner', split: s });
        const self = supportAtHome({ asAt: '2026-01-01', classification, means: 'self-funded', split: s });
        return (
          full.annualContribution <= self.annualContribution &&
          self.annualContribution <= self.servicesBudgetAnnual
        );
      }),
      { numRuns: 200 },
    );
  });
  it('the lifetime cap never raises a contribution and caps the total', () => {
    fc.assert(
      fc.property(fc.array(cents(100_000), { maxLength: 15 }), (list) => {
        const capped = applyLifetimeCap(list, '2025-11-01');
        const total = capped.reduce((s, x) => s + x, 0);
        return capped.every((c, i) => c <= list[i]!) && total <= 135318.69 + 1e-6;
      }),
      { numRuns: 200 },
    );
  });
});
