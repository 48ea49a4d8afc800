/**
 * Two sample report forms for the demo adviser (design §8, issue 4 "Real input"), seeded once: when the adviser
 * already has a form, nothing is written.
 * 1. The worked household: a single homeowner aged 78 in Queensland, home $850,000 (selling fees $25,000),
 *    $150,000 of investments, $15,000 of personal assets, comparing staying at home with Sunny Grove's licence
 *    contract (6 %/yr DMF to 36 %, $2,000 termination fee, $89.39/wk) and an external land-lease home with site fees.
 * 2. A couple in New South Wales considering Harbour View's leasehold and Capital Share contracts.
 * Dollars, fractions, frequencies times per year; dates ISO.
 */
import { CustomerRecord, MODEL_ID, yearList, type CustomerRecordInput } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { communityDetail } from '../communities/index.ts';
import { ExternalDetails, insertFormConsumer, newInternalDetails } from '../forms/index.ts';
import { DEMO_CORPORATE } from './demo-users.ts';
import { communitiesOf, formCountBy, insertForm, insertFormVillages, userInCorporate } from './repository.ts';

const ADVISER = 'adviser@demo.test';

export const DEMO_FORM_CUSTOMERS: Record<'single' | 'couple', CustomerRecordInput> = {
  single: {
    firstName: 'Margaret',
    lastName: 'Walsh',
    // 78 in November 2026.
    dob: '1948-05-14',
    relationship: 1,
    state: 'QLD',
    suburb: 'Toowoomba',
    postcode: '4350',
    propertyValue: 850_000,
    propertyGrowth: 0.03,
    sellingFees: 25_000,
    personalAssets: 15_000,
    investmentAssets: 150_000,
    investmentInterest: 0.04,
    livingExpenses: 900,
    livingExpensesFreq: 26,
    travelEntertainmentExpenses: 3_000,
    travelEntertainmentExpensesFreq: 1,
    healthWellnessExpenses: 2_500,
    healthWellnessExpensesFreq: 1,
  },
  couple: {
    firstName: 'John',
    lastName: 'Citizen',
    dob: '1950-03-02',
    relationship: 2,
    partnerFirstName: 'Mary',
    partnerLastName: 'Citizen',
    partnerDob: '1952-08-20',
    state: 'NSW',
    suburb: 'Port Macquarie',
    postcode: '2444',
    propertyValue: 1_100_000,
    propertyGrowth: 0.03,
    sellingFees: 30_000,
    personalAssets: 40_000,
    investmentAssets: 250_000,
    investmentInterest: 0.04,
    livingExpenses: 1_400,
    livingExpensesFreq: 26,
  },
};

/** Seeds the two sample forms unless the demo adviser already has a form. Returns the number written. */
export async function seedDemoForms(db: Db): Promise<number> {
  const adviser = await userInCorporate(db, ADVISER, DEMO_CORPORATE.name);
  if (!adviser) return 0;
  if ((await formCountBy(db, adviser.id)) > 0) return 0;
  const community = async (prefix: string) => {
    const rows = await communitiesOf(db, adviser.corporateId);
    const row = rows.find((r) => r.name.startsWith(prefix));
    if (!row) throw new Error(`seedDemoForms: no demo community ${prefix}`);
    return communityDetail(db, row);
  };
  const sunny = await community('Sunny Grove');
  const harbour = await community('Harbour View');

  await db.transaction(async (tx) => {
    const newForm = async (communityId: number, customer: CustomerRecordInput) => {
      const formId = await insertForm(tx, {
        corporateId: adviser.corporateId,
        communityId,
        createdBy: adviser.id,
      });
      await insertFormConsumer(tx, formId, CustomerRecord.parse(customer));
      return formId;
    };

    const single = await newForm(sunny.id, DEMO_FORM_CUSTOMERS.single);
    await insertFormVillages(tx, [
      {
        formId: single,
        modelId: MODEL_ID.internal,
        order: 0,
        name: sunny.name,
        details: newInternalDetails(sunny),
      },
      {
        formId: single,
        modelId: MODEL_ID.external,
        order: 1,
        name: 'Bayside Land Lease (external)',
        details: ExternalDetails.parse({
          rvOrLlc: 'llc',
          propertyType: '2-bedroom home',
          propertyValue: 450_000,
          ownerType: null,
          // Site fees $200 a week (villages.md §8 F: "up to ~$250/wk couple").
          chargeFeesFreq: 52,
          chargeFeesAmount: 200,
          livingExpenses: null,
          homeExpenses: [],
          travelEntertainmentExpenses: null,
          healthWellnessExpenses: null,
          stampDutyExpense: 0,
          calculationBase: 'resalePrice',
          datePurchased: null,
          capitalGrowth: 0.03,
          // Land lease: the owner keeps the whole gain and sells the home (villages.md §5), agent 2.5 %.
          capitalGain: 1,
          refurbCost: 0,
          sellingFees: 0.025,
          additionalServicesFreq: 52,
          additionalServicesAmount: 0,
          repaymentTimeframe: 0,
          dmf: yearList(Array<number>(11).fill(0)).map((e) => e.value),
          ltmf: yearList(Array<number>(11).fill(0)).map((e) => e.value),
        }),
      },
    ]);

    const couple = await newForm(harbour.id, DEMO_FORM_CUSTOMERS.couple);
    const details = newInternalDetails(harbour);
    details.selectedContracts = harbour.contractList.map((c) => ({ id: c.id, report: true }));
    await insertFormVillages(tx, [
      { formId: couple, modelId: MODEL_ID.internal, order: 0, name: harbour.name, details },
    ]);
  });
  return 2;
}
