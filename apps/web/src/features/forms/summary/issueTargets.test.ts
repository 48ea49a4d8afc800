import { describe, expect, it } from 'vitest';
import { distinctIssues, issueTarget } from './issueTargets.ts';
import { externalVillage, internalVillage } from '../../../test/formData.ts';

const form = {
  villagesInternal: [internalVillage({ id: 11, name: 'Sunny Grove' })],
  villagesExternal: [externalVillage({ id: 21, name: 'Wattle Creek' })],
};

describe('where a refused input is fixed', () => {
  it('sends Current Details fields to Current Details and the other customer fields to Customer Details', () => {
    // propertyGrowth and investmentInterest are Current Details fields (CURRENT_DETAILS_FIELDS); the care split
    // is only on Customer Details.
    expect(issueTarget('customer.propertyGrowth', form)).toEqual({
      path: 'current',
      screen: 'Current Details',
    });
    expect(issueTarget('customer.investmentInterest', form)?.path).toBe('current');
    expect(issueTarget('customer.clinicalCareSplit', form)).toEqual({
      path: 'customer',
      screen: 'Customer Details',
    });
    expect(issueTarget('customer.partnerClinicalCareSplit', form)?.path).toBe('customer');
  });

  it("sends an option's issue to that option's page, internal or external, named as in the step bar", () => {
    expect(issueTarget('village.11.contract.capitalGrowthRate', form)).toEqual({
      path: 'property/int-11',
      screen: 'Sunny Grove',
    });
    expect(issueTarget('village.21', form)).toEqual({ path: 'property/ext-21', screen: 'Wattle Creek' });
  });

  it('falls back to Properties for an option no longer on the form (or no form loaded), and to nothing otherwise', () => {
    expect(issueTarget('village.99.contract', form)).toEqual({ path: 'properties', screen: 'Properties' });
    expect(issueTarget('village.11', undefined)).toEqual({ path: 'properties', screen: 'Properties' });
    expect(issueTarget('asAt', form)).toBeNull();
    expect(issueTarget('', form)).toBeNull();
  });

  it('lists a message once even when several paths carry it', () => {
    const issues = [
      { path: 'customer.clinicalCareSplit', message: 'A' },
      { path: 'customer.independenceSplit', message: 'A' },
      { path: 'customer.propertyGrowth', message: 'B' },
    ];
    expect(distinctIssues(issues).map((i) => i.path)).toEqual([
      'customer.clinicalCareSplit',
      'customer.propertyGrowth',
    ]);
  });
});
