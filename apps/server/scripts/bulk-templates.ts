/**
 * What the bulk report generator (bulk-reports.ts) copies into its rows, built once in JavaScript with the forms
 * module's own shapes so every generated report reads back like one made on the screens: customers (valid
 * CustomerRecords with their name columns), one internal option per community contract (`newInternalDetails`
 * with that contract selected) and the demo's external option. The SQL then only picks among them at random.
 */
import { CustomerRecord, type CustomerRecordInput } from '@rlc/shared';
import type { Db } from '../src/db/client.ts';
import { communityDetail } from '../src/modules/communities/index.ts';
import { newInternalDetails } from '../src/modules/forms/index.ts';
import { customerNameColumns } from '../src/modules/forms/repository.ts';
import { landLeaseExternalDetails } from '../src/modules/seed/index.ts';
import { communitiesOf } from '../src/modules/seed/repository.ts';

const FIRST = [
  'Margaret',
  'John',
  'Patricia',
  'Robert',
  'Barbara',
  'Peter',
  'Helen',
  'David',
  'Joan',
  'Graham',
];
const PARTNER = ['Mary', 'Brian', 'Susan', 'Kevin', 'Carol', 'Geoffrey', 'Judith', 'Ian', 'Lorraine', 'Ross'];
const LAST = ['Walsh', 'Citizen', 'Nguyen', 'Smith', 'Jones', 'Brown', 'Wilson', 'Taylor', 'Kelly', 'Murphy'];
const STATES = ['QLD', 'NSW', 'VIC', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const;

/** A customer row to copy: the record and the name columns the forms list searches (forms repository). */
export interface CustomerTemplate {
  customer: CustomerRecord;
  clientName: string;
  partnerName: string;
  reportName: string;
  searchText: string;
}

/** 200 customers: every first × last name, singles and couples alternating, ages 66 to 89, homes $450k–$1.4M. */
export function customerTemplates(): CustomerTemplate[] {
  const out: CustomerTemplate[] = [];
  for (let i = 0; i < FIRST.length * LAST.length * 2; i++) {
    const couple = i % 2 === 1;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const input: CustomerRecordInput = {
      firstName: first,
      lastName: last,
      dob: `${1937 + (i % 24)}-0${1 + (i % 9)}-1${i % 10}`,
      relationship: couple ? 2 : 1,
      ...(couple
        ? { partnerFirstName: PARTNER[i % PARTNER.length]!, partnerLastName: last, partnerDob: '1950-06-15' }
        : {}),
      state: STATES[i % STATES.length]!,
      propertyValue: 450_000 + (i % 20) * 50_000,
      propertyGrowth: 0.03,
      sellingFees: 25_000,
      personalAssets: 15_000 + (i % 5) * 10_000,
      investmentAssets: 50_000 + (i % 8) * 50_000,
      investmentInterest: 0.04,
      livingExpenses: 900 + (i % 6) * 100,
      livingExpensesFreq: 26,
    };
    const customer = CustomerRecord.parse(input);
    out.push({ customer, ...customerNameColumns(customer) });
  }
  return out;
}

/** A live community of the corporate with, per contract it offers, an internal option selecting that contract. */
export interface CommunityTemplate {
  id: number;
  name: string;
  state: string;
  contracts: { id: number; details: Record<string, unknown> }[];
}

export async function communityTemplates(db: Db, corporateId: number): Promise<CommunityTemplate[]> {
  const rows = (await communitiesOf(db, corporateId)).filter((c) => c.deletedAt === null);
  const out: CommunityTemplate[] = [];
  for (const row of rows) {
    const detail = await communityDetail(db, row);
    const ids = detail.contractList.map((c) => c.id);
    out.push({
      id: row.id,
      name: row.name,
      state: row.state,
      // `taken` = the other contracts, so newInternalDetails selects this one and prices it.
      contracts: ids.map((id) => ({
        id,
        details: newInternalDetails(detail, new Set(ids.filter((other) => other !== id))),
      })),
    });
  }
  return out;
}

/** The external option generated reports compare with: the demo household's land-lease home. */
export function externalTemplate(): Record<string, unknown> {
  return landLeaseExternalDetails();
}
