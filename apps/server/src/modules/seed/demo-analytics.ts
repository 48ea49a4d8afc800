/**
 * The analytics sample: seventeen decided and open reports of the main demo across its four communities,
 * so the demo admin's Analytics has something to show. Written once, when the demo admin has no report yet. Created
 * by the admin (Avery Morgan) and the Sunny Grove manager (Đức Nguyễn), never by the adviser or the self-only
 * adviser (their own lists keep the two worked reports, or none). Every report in Sunny Grove, Harbour View and
 * Wattle Park is decided, so none counts as an open report holding a contract there; the two open ones are in
 * Banksia Terraces. Dates are fixed days (00:00 UTC = 10 or 11 am in Sydney, the same calendar day), spread over the
 * 2025–26 financial year (1 Jul 2025 – 30 Jun 2026) and the next. No PDFs are stored for them.
 *
 * | #  | Community    | By      | Created    | Considered         | Decision                          |
 * | -- | ------------ | ------- | ---------- | ------------------ | --------------------------------- |
 * | 1  | Sunny Grove  | manager | 2025-08-04 | licence            | buy licence 2025-08-25 (21 d)     |
 * | 2  | Sunny Grove  | manager | 2025-10-13 | licence            | no, stay home 2025-11-10 (28 d)   |
 * | 3  | Sunny Grove  | admin   | 2026-02-09 | licence            | buy licence 2026-03-02 (21 d)     |
 * | 4  | Sunny Grove  | manager | 2026-05-18 | licence            | no, external 2026-06-01 (14 d)    |
 * | 5  | Sunny Grove  | manager | 2026-08-10 | licence            | buy licence 2026-08-24 (14 d)     |
 * | 6  | Sunny Grove  | admin   | 2026-10-05 | licence            | no, unknown 2026-10-19 (14 d)     |
 * | 7  | Harbour View | admin   | 2025-09-01 | leasehold, capital | buy leasehold 2025-09-29 (28 d)   |
 * | 8  | Harbour View | admin   | 2025-11-17 | capital            | no, stay home 2025-12-15 (28 d)   |
 * | 9  | Harbour View | admin   | 2026-03-16 | leasehold, capital | buy capital 2026-04-06 (21 d)     |
 * | 10 | Harbour View | admin   | 2026-06-08 | leasehold          | buy leasehold 2026-06-22 (14 d)   |
 * | 11 | Harbour View | admin   | 2026-09-07 | leasehold, capital | no, external 2026-10-05 (28 d)    |
 * | 12 | Wattle Park  | admin   | 2025-12-01 | land lease         | buy land lease 2025-12-22 (21 d)  |
 * | 13 | Wattle Park  | admin   | 2026-04-13 | land lease         | no, stay home 2026-05-11 (28 d)   |
 * | 14 | Wattle Park  | admin   | 2026-07-20 | land lease         | buy land lease 2026-08-03 (14 d)  |
 * | 15 | Banksia      | admin   | 2026-01-12 | strata             | buy strata 2026-02-02 (21 d)      |
 * | 16 | Banksia      | admin   | 2026-05-04 | strata             | undecided, Awaiting Decision      |
 * | 17 | Banksia      | admin   | 2026-10-12 | strata             | undecided, No PDF Generated       |
 */
import { CustomerRecord, MODEL_ID, NO_CHOICE_IDS, type CustomerRecordInput } from '@rlc/shared';
import type { Db, Tx } from '../../db/client.ts';
import { insertFormConsumer, newInternalDetails } from '../forms/index.ts';
import { communityNamed, DEMO_FORM_CUSTOMERS, type Adviser } from './demo-forms.ts';
import { DEMO_CORPORATE } from './demo-users.ts';
import { formCountBy, insertForm, insertFormVillages, userInCorporate } from './repository.ts';

type CommunityKey = 'sunny' | 'harbour' | 'wattle' | 'banksia';
const COMMUNITY_PREFIX: Record<CommunityKey, string> = {
  sunny: 'Sunny Grove',
  harbour: 'Harbour View',
  wattle: 'Wattle Park',
  banksia: 'Banksia',
};

/** One sample report: `contracts` are indexes into the community's contract list (Harbour View: 0 leasehold,
 * 1 capital share); `buy` the index bought, or a no-choice. */
export interface AnalyticsSampleReport {
  community: CommunityKey;
  by: 'admin' | 'manager';
  created: string;
  contracts: number[];
  decision?: { buy: number; at: string } | { no: keyof typeof NO_CHOICE_IDS; at: string };
  status?: 'WAIT' | 'NO_PDF';
  client: [firstName: string, lastName: string];
}

const buy = (contract: number, at: string) => ({ buy: contract, at });
const no = (choice: keyof typeof NO_CHOICE_IDS, at: string) => ({ no: choice, at });
/** One row of the table above: an undecided report gives its status instead of a decision. */
const report = (
  community: CommunityKey,
  by: AnalyticsSampleReport['by'],
  created: string,
  contracts: number[],
  outcome: NonNullable<AnalyticsSampleReport['decision']> | NonNullable<AnalyticsSampleReport['status']>,
  client: AnalyticsSampleReport['client'],
): AnalyticsSampleReport =>
  typeof outcome === 'string'
    ? { community, by, created, contracts, status: outcome, client }
    : { community, by, created, contracts, decision: outcome, client };

export const ANALYTICS_SAMPLE: readonly AnalyticsSampleReport[] = [
  report('sunny', 'manager', '2025-08-04', [0], buy(0, '2025-08-25'), ['Beryl', 'Hutchinson']),
  report('sunny', 'manager', '2025-10-13', [0], no('home', '2025-11-10'), ['Kevin', 'Tran']),
  report('sunny', 'admin', '2026-02-09', [0], buy(0, '2026-03-02'), ['Priya', 'Raman']),
  report('sunny', 'manager', '2026-05-18', [0], no('ext', '2026-06-01'), ['Colin', 'McAllister']),
  report('sunny', 'manager', '2026-08-10', [0], buy(0, '2026-08-24'), ['Rosa', 'Esposito']),
  report('sunny', 'admin', '2026-10-05', [0], no('unk', '2026-10-19'), ['Gwen', 'Pattinson']),
  report('harbour', 'admin', '2025-09-01', [0, 1], buy(0, '2025-09-29'), ['Harold', 'Fitzgerald']),
  report('harbour', 'admin', '2025-11-17', [1], no('home', '2025-12-15'), ['Mei', 'Chen']),
  report('harbour', 'admin', '2026-03-16', [0, 1], buy(1, '2026-04-06'), ['Dimitri', 'Papadopoulos']),
  report('harbour', 'admin', '2026-06-08', [0], buy(0, '2026-06-22'), ['Joan', 'Whitfield']),
  report('harbour', 'admin', '2026-09-07', [0, 1], no('ext', '2026-10-05'), ['Arthur', "O'Connell"]),
  report('wattle', 'admin', '2025-12-01', [0], buy(0, '2025-12-22'), ['Noeline', 'Baker']),
  report('wattle', 'admin', '2026-04-13', [0], no('home', '2026-05-11'), ['Tama', 'Ngata']),
  report('wattle', 'admin', '2026-07-20', [0], buy(0, '2026-08-03'), ['Lorraine', 'Dawson']),
  report('banksia', 'admin', '2026-01-12', [0], buy(0, '2026-02-02'), ['Graham', 'Sutherland']),
  report('banksia', 'admin', '2026-05-04', [0], 'WAIT', ['Yuki', 'Tanaka']),
  report('banksia', 'admin', '2026-10-12', [0], 'NO_PDF', ['Frank', 'Russo']),
];

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** The single worked customer with another name: the figures do not matter to analytics. */
const customerOf = ([firstName, lastName]: [string, string]): CustomerRecordInput => ({
  ...DEMO_FORM_CUSTOMERS.single,
  firstName,
  lastName,
});

async function sampleReport(
  tx: Tx,
  creator: Adviser,
  community: Awaited<ReturnType<typeof communityNamed>>,
  r: AnalyticsSampleReport,
): Promise<void> {
  const chosen = r.contracts.map((i) => community.contractList[i]!);
  const decision = r.decision;
  const formId = await insertForm(tx, {
    corporateId: creator.corporateId,
    communityId: community.id,
    createdBy: creator.id,
    createdAt: at(r.created),
    updatedAt: at(decision?.at ?? r.created),
    status: decision ? ('buy' in decision ? 'BUY' : 'NOTBUY') : (r.status ?? 'NO_PDF'),
    clientResponse: decision ? ('buy' in decision ? 'yes' : 'no') : null,
    choiceId: decision
      ? 'buy' in decision
        ? String(community.contractList[decision.buy]!.id)
        : NO_CHOICE_IDS[decision.no]
      : null,
    decisionAt: decision ? at(decision.at) : null,
  });
  await insertFormConsumer(tx, formId, CustomerRecord.parse(customerOf(r.client)));
  const details = newInternalDetails(community);
  details.selectedContracts = chosen.map((c) => ({ id: c.id, report: true }));
  await insertFormVillages(tx, [
    { formId, modelId: MODEL_ID.internal, order: 0, name: community.name, details },
  ]);
}

/** Seeds ANALYTICS_SAMPLE unless the demo admin has a report already. Returns the number written. */
export async function seedAnalyticsSample(db: Db): Promise<number> {
  const admin = await userInCorporate(db, 'admin@demo.test', DEMO_CORPORATE.name);
  const manager = await userInCorporate(db, 'manager@demo.test', DEMO_CORPORATE.name);
  if (!admin || !manager || (await formCountBy(db, admin.id)) > 0) return 0;
  const communities = Object.fromEntries(
    await Promise.all(
      (Object.entries(COMMUNITY_PREFIX) as [CommunityKey, string][]).map(
        async ([key, prefix]) => [key, await communityNamed(db, admin, prefix)] as const,
      ),
    ),
  ) as Record<CommunityKey, Awaited<ReturnType<typeof communityNamed>>>;
  await db.transaction(async (tx) => {
    for (const r of ANALYTICS_SAMPLE)
      await sampleReport(tx, r.by === 'admin' ? admin : manager, communities[r.community], r);
  });
  return ANALYTICS_SAMPLE.length;
}
