// The "Rates and sources" table names each rate for the client: the breakdown of a parameter (whose rate, which
// free area) in words, not the parameter file's keys. The audit of 26 Nov 2026 found '(couple_combined, homeowner)'
// and '(couple_each)' printed in every couple's report.
import { describe, expect, it } from 'vitest';
import { parameterLabel } from '../src/modules/reports/model-from-form.ts';

describe('parameterLabel', () => {
  it("names a couple's combined free area in words", () => {
    expect(parameterLabel('au.dss.age_pension.assets_test.free_area[couple_combined][homeowner]')).toBe(
      'Age Pension: assets test free area (couple combined, homeowner)',
    );
  });

  it('names a rate paid to each member of a couple in words', () => {
    expect(parameterLabel('au.dss.age_pension.maximum_basic_rate[couple_each]')).toBe(
      'Age Pension: maximum basic rate (each member of a couple)',
    );
  });

  it('names a non-homeowner free area and a single rate in words', () => {
    expect(parameterLabel('au.dss.age_pension.assets_test.free_area[single][non_homeowner]')).toBe(
      'Age Pension: assets test free area (single, non-homeowner)',
    );
    expect(parameterLabel('au.dss.rent_assistance.threshold[single]')).toBe(
      'Rent Assistance: threshold (single)',
    );
  });

  it('never prints a key with an underscore, even one it has no words for', () => {
    expect(parameterLabel('au.health.support_at_home.budget[class_8]')).toBe(
      'Support at Home: budget (class 8)',
    );
  });
});
