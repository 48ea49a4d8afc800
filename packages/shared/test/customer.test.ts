import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CURRENT_DETAILS_FIELDS,
  CustomerRecord,
  annualAmount,
  annualCustomerFigures,
  availableFunds,
  careLevelLabel,
  careSplitError,
  clientFullName,
  emptyCustomer,
  homeExpensesTotal,
  isSingleHomeExpenseLine,
  itemisedHomeExpenseLines,
  missingCustomisedReportDetails,
  missingCustomisedReportDetailCodes,
  CUSTOMISED_REPORT_DETAILS,
  CUSTOMISED_REPORT_FIELD_NAMES,
  partnerFullName,
  reportName,
  singleHomeExpenseLine,
} from '../src/index.ts';

describe('CustomerRecord defaults (spec §3.4)', () => {
  const c = emptyCustomer();
  it('is single with the Age Pension (pension type 2) by default', () => {
    expect(c.relationship).toBe(1);
    expect(c.pensionType).toBe(2);
    expect(c.partnerPensionType).toBe(2);
  });
  it('has no care package and no supplements by default', () => {
    expect(c.homeCarePackage).toBe(0);
    expect(c.partnerHomeCarePackage).toBe(0);
    expect([c.includeDementia, c.includeOxygen, c.includeFeeding, c.applyNoWorseOffPrinciple]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(c.meansCategory).toBeNull();
    expect(c.assessedContributionRates).toBeNull();
  });
  it('starts with the seven fixed home-expense categories at $0, in the spec order', () => {
    expect(c.homeExpenses.map((l) => l.text)).toEqual([
      'Renovations',
      'Appliances',
      'Utilities',
      'Rates',
      'Insurances',
      'Garden/pool maintenance',
      'Other',
    ]);
    expect(c.homeExpenses.every((l) => l.value === 0)).toBe(true);
    expect(new Set(c.homeExpenses.map((l) => l.uid)).size).toBe(7);
  });
  it('defaults periodic amounts to fortnightly (spec §9 default expense frequency 26)', () => {
    expect(c.livingExpensesFreq).toBe(26);
    expect(c.otherIncomeFreq).toBe(26);
  });
  it('fills a missing home-expense line value with 0', () => {
    const parsed = CustomerRecord.parse({ homeExpenses: [{ uid: 'all', text: 'all' }] });
    expect(parsed.homeExpenses).toEqual([{ uid: 'all', text: 'all', value: 0 }]);
  });
});

describe('CustomerRecord shape checks', () => {
  const bad = (input: Record<string, unknown>) => CustomerRecord.safeParse(input).success;
  it('rejects care levels outside 0–8', () => {
    expect(bad({ homeCarePackage: 9 })).toBe(false);
    expect(bad({ homeCarePackage: -1 })).toBe(false);
    expect(bad({ homeCarePackage: 8 })).toBe(true);
  });
  it('rejects dates that are not real ISO calendar dates', () => {
    expect(bad({ dob: '1947-02-29' })).toBe(false); // 1947 is not a leap year
    expect(bad({ dob: '1948-02-29' })).toBe(true); // 1948 is
    expect(bad({ dob: '02/03/1948' })).toBe(false); // dd/mm/yyyy is display format only
    expect(bad({ dob: null })).toBe(true);
  });
  it('accepts an empty e-mail but not a malformed one (spec §5 "empty allowed")', () => {
    expect(bad({ email: '' })).toBe(true);
    expect(bad({ email: 'jo@example.com' })).toBe(true);
    expect(bad({ email: 'jo@example' })).toBe(false);
  });
  it('rejects unknown frequencies and states', () => {
    expect(bad({ livingExpensesFreq: 4 })).toBe(false);
    expect(bad({ livingExpensesFreq: 52 })).toBe(true);
    expect(bad({ state: 'XYZ' })).toBe(false);
    expect(bad({ state: 'QLD' })).toBe(true);
  });
  it('rejects contribution rates above 100 %', () => {
    expect(bad({ assessedContributionRates: { clinical: 0, independence: 0.05, everydayLiving: 1.2 } })).toBe(
      false,
    );
    expect(
      bad({ assessedContributionRates: { clinical: 0, independence: 0.05, everydayLiving: 0.175 } }),
    ).toBe(true);
  });
});

describe('names (spec §3.4)', () => {
  const base = { ...emptyCustomer(), firstName: 'Margaret', lastName: 'Nguyen' };
  it('joins the full names, skipping blanks', () => {
    expect(clientFullName(base)).toBe('Margaret Nguyen');
    expect(clientFullName({ firstName: ' Margaret ', lastName: '' })).toBe('Margaret');
    expect(partnerFullName({ partnerFirstName: 'Tom', partnerLastName: 'Nguyen' })).toBe('Tom Nguyen');
  });
  it('a single customer gives the full name', () => {
    expect(reportName(base)).toBe('Margaret Nguyen');
  });
  it('a couple with the same last name gives "first and partnerFirst last"', () => {
    const couple = { ...base, relationship: 2, partnerFirstName: 'Tom', partnerLastName: 'Nguyen' };
    expect(reportName(couple)).toBe('Margaret and Tom Nguyen');
  });
  it('a couple with different last names gives both full names', () => {
    const couple = { ...base, relationship: 2, partnerFirstName: 'Tom', partnerLastName: 'Baker' };
    expect(reportName(couple)).toBe('Margaret Nguyen and Tom Baker');
  });
  it('partner names are ignored for a single customer', () => {
    expect(reportName({ ...base, partnerFirstName: 'Tom', partnerLastName: 'Nguyen' })).toBe(
      'Margaret Nguyen',
    );
  });
  it("the adviser's own report name wins", () => {
    expect(reportName({ ...base, report: 'The Nguyen family' })).toBe('The Nguyen family');
  });
});

describe('missingCustomisedReportDetails (spec §5)', () => {
  const complete = {
    ...emptyCustomer(),
    firstName: 'Margaret',
    dob: '1948-03-02',
    propertyValue: 850_000,
    personalAssets: 15_000,
    investmentAssets: 150_000,
  };
  it('is empty for the demo single homeowner', () => {
    expect(missingCustomisedReportDetails(complete)).toEqual([]);
  });
  it('names everything for an empty single customer, in the spec order', () => {
    expect(missingCustomisedReportDetails(emptyCustomer())).toEqual([
      'First Name',
      'Date of Birth',
      'Home Market Value (Net)',
      'Personal Assets',
      'Investment Assets',
    ]);
  });
  it('gives the same as codes, in the same order, for the engine and the server', () => {
    const codes = missingCustomisedReportDetailCodes({ ...emptyCustomer(), relationship: 2 });
    expect(codes).toEqual(CUSTOMISED_REPORT_DETAILS);
    expect(codes.map((c) => CUSTOMISED_REPORT_FIELD_NAMES[c])).toEqual(
      missingCustomisedReportDetails({ ...emptyCustomer(), relationship: 2 }),
    );
  });
  it('adds the partner fields for a couple only', () => {
    expect(missingCustomisedReportDetails({ ...complete, relationship: 2 })).toEqual([
      'Partner First Name',
      'Partner Date of Birth',
    ]);
    expect(
      missingCustomisedReportDetails({
        ...complete,
        relationship: 2,
        partnerFirstName: 'Tom',
        partnerDob: '1950-01-31',
      }),
    ).toEqual([]);
  });
  it('treats a blank name, an invalid date and $0 as missing', () => {
    expect(
      missingCustomisedReportDetails({
        ...complete,
        firstName: '  ',
        dob: '1947-02-29',
        investmentAssets: 0,
      }),
    ).toEqual(['First Name', 'Date of Birth', 'Investment Assets']);
  });
});

describe('money helpers', () => {
  it('available funds are the home value less selling fees, plus investments (spec §3.4)', () => {
    // Demo household: $850,000 home − $25,000 selling fees + $150,000 investments = $975,000.
    expect(availableFunds({ propertyValue: 850_000, sellingFees: 25_000, investmentAssets: 150_000 })).toBe(
      975_000,
    );
    // No home to sell: its selling fees do not count; investments only.
    expect(availableFunds({ propertyValue: 0, sellingFees: 25_000, investmentAssets: 150_000 })).toBe(
      150_000,
    );
  });
  it('converts each spec frequency to a year', () => {
    // $100 a fortnight = 26 × 100; a week = 52 × 100; a month = 12 × 100; a year = 100; none = 0.
    expect(annualAmount(100, 26)).toBe(2600);
    expect(annualAmount(100, 52)).toBe(5200);
    expect(annualAmount(100, 12)).toBe(1200);
    expect(annualAmount(100, 1)).toBe(100);
    expect(annualAmount(100, 0)).toBe(0);
  });
  it('gives the customer figures per year', () => {
    const c = CustomerRecord.parse({
      livingExpenses: 600, // a fortnight → 15,600 a year
      livingExpensesFreq: 26,
      otherIncome: 50, // a week → 2,600 a year
      otherIncomeFreq: 52,
      travelEntertainmentExpenses: 5000,
      travelEntertainmentExpensesFreq: 1,
      healthWellnessExpenses: 200, // a month → 2,400
      healthWellnessExpensesFreq: 12,
      homeExpenses: [
        { uid: 'rates', text: 'Rates', value: 2200 },
        { uid: 'insurances', text: 'Insurances', value: 1800 },
      ],
    });
    expect(annualCustomerFigures(c)).toEqual({
      otherIncome: 2600,
      livingExpenses: 15_600,
      homeExpenses: 4000,
      travelEntertainmentExpenses: 5000,
      healthWellnessExpenses: 2400,
    });
  });
  it('home expenses: one line is the single "all" total; itemised lines sum', () => {
    expect(isSingleHomeExpenseLine(singleHomeExpenseLine(7000))).toBe(true);
    expect(singleHomeExpenseLine(7000)[0]?.uid).toBe('all');
    expect(isSingleHomeExpenseLine(itemisedHomeExpenseLines())).toBe(false);
    expect(homeExpensesTotal([...singleHomeExpenseLine(7000)])).toBe(7000);
    expect(homeExpensesTotal(itemisedHomeExpenseLines())).toBe(0);
  });
});

describe('care helpers', () => {
  it('labels levels with the spec §9 approximate amounts and "No" for 0', () => {
    expect(careLevelLabel(0)).toBe('No');
    expect(careLevelLabel(1)).toBe('Level 1 (≈ $11,000 a year)');
    expect(careLevelLabel(4)).toBe('Level 4 (≈ $30,000 a year)');
    expect(careLevelLabel(8)).toBe('Level 8 (≈ $78,000 a year)');
  });
  it('wants the service split to add up to 100 %', () => {
    expect(careSplitError(0.5, 0.25, 0.25)).toBeNull();
    expect(careSplitError(0.3333, 0.3333, 0.3334)).toBeNull();
    expect(careSplitError(0.5, 0.25, 0)).toMatch(/75\.00%/);
    expect(careSplitError(0, 0, 0)).not.toBeNull();
  });
});

describe('CustomerRecord invariants', () => {
  it('every field has a default (CustomerPatch in api/forms.ts unwraps them)', () => {
    const withoutDefault = Object.entries(CustomerRecord.shape)
      .filter(([, field]) => !(field instanceof z.ZodDefault))
      .map(([key]) => key);
    expect(withoutDefault).toEqual([]);
  });
  it('CURRENT_DETAILS_FIELDS are fields of the record', () => {
    for (const key of CURRENT_DETAILS_FIELDS) expect(Object.keys(CustomerRecord.shape)).toContain(key);
  });
});
