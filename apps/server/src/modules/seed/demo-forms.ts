/**
 * Two sample report forms for the demo adviser (design §8), seeded once: when the adviser
 * already has a form, nothing is written.
 * 1. The worked household: a single homeowner aged 78 in Queensland, home $850,000 (selling fees $25,000),
 *    $150,000 of investments, $15,000 of personal assets, comparing staying at home with Sunny Grove's licence
 *    contract (6 %/yr DMF to 36 %, $2,000 termination fee, $89.39/wk) and an external land-lease home with site fees.
 * 2. A couple in New South Wales considering Harbour View's leasehold and Capital Share contracts.
 * Dollars, fractions, frequencies times per year; dates ISO.
 */
import { CustomerRecord, MODEL_ID, yearList, type CustomerRecordInput } from '@rlc/shared';
import type { Db, Tx } from '../../db/client.ts';
import { SECOND_DEMO, SECOND_DEMO_FORM } from './demo-second.ts';
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

/** The worked household's external option: a land-lease home with $200 a week of site fees and no exit fee. */
export function landLeaseExternalDetails(): ExternalDetails {
  return ExternalDetails.parse({
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
  });
}

export type Adviser = NonNullable<Awaited<ReturnType<typeof userInCorporate>>>;

/** The user's corporate's community whose name starts with `prefix`, as forms read it. */
export async function communityNamed(db: Db, adviser: Adviser, prefix: string) {
  const rows = await communitiesOf(db, adviser.corporateId);
  const row = rows.find((r) => r.name.startsWith(prefix));
  if (!row) throw new Error(`seedDemoForms: no demo community ${prefix}`);
  return communityDetail(db, row);
}

async function newForm(tx: Tx, adviser: Adviser, communityId: number, customer: CustomerRecordInput) {
  const formId = await insertForm(tx, {
    corporateId: adviser.corporateId,
    communityId,
    createdBy: adviser.id,
  });
  await insertFormConsumer(tx, formId, CustomerRecord.parse(customer));
  return formId;
}

/** A form whose one option is the community with every contract reported. */
async function communityForm(
  tx: Tx,
  adviser: Adviser,
  community: Awaited<ReturnType<typeof communityDetail>>,
  customer: CustomerRecordInput,
): Promise<void> {
  const formId = await newForm(tx, adviser, community.id, customer);
  const details = newInternalDetails(community);
  details.selectedContracts = community.contractList.map((c) => ({ id: c.id, report: true }));
  await insertFormVillages(tx, [
    { formId, modelId: MODEL_ID.internal, order: 0, name: community.name, details },
  ]);
}

/**
 * Seeds the sample forms: the main demo adviser's two unless they already have a form, and the second
 * corporate's one unless its adviser has a form. Returns the number written.
 */
export async function seedDemoForms(db: Db): Promise<number> {
  return (await seedMainDemoForms(db)) + (await seedSecondDemoForm(db));
}

async function seedSecondDemoForm(db: Db): Promise<number> {
  const { adviserEmail, communityName, customer } = SECOND_DEMO_FORM;
  const adviser = await userInCorporate(db, adviserEmail, SECOND_DEMO.corporate.name);
  if (!adviser || (await formCountBy(db, adviser.id)) > 0) return 0;
  const community = await communityNamed(db, adviser, communityName);
  await db.transaction((tx) => communityForm(tx, adviser, community, customer));
  return 1;
}

async function seedMainDemoForms(db: Db): Promise<number> {
  const adviser = await userInCorporate(db, ADVISER, DEMO_CORPORATE.name);
  if (!adviser) return 0;
  if ((await formCountBy(db, adviser.id)) > 0) return 0;
  const sunny = await communityNamed(db, adviser, 'Sunny Grove');
  const harbour = await communityNamed(db, adviser, 'Harbour View');

  await db.transaction(async (tx) => {
    const single = await newForm(tx, adviser, sunny.id, DEMO_FORM_CUSTOMERS.single);
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
        details: landLeaseExternalDetails(),
      },
    ]);

    await communityForm(tx, adviser, harbour, DEMO_FORM_CUSTOMERS.couple);
  });
  return 2;
}
