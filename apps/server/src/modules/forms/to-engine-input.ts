/**
 * Maps a stored report form to the engine's `compare` input (`@rlc/engine` CompareInput,
 * packages/engine/src/comparison/input.ts; example packages/engine/examples/compare.json).
 *
 *   toEngineInput({ asAt, customer, community, contracts, services, villages }) → { input, columns }
 *
 * - Customer: spec §3.4 record → engine Customer. Details the spec requires for a customised report (§5) are
 *   passed only when present by the shared rule (`missingCustomisedReportDetailCodes`: money fields must be > 0), so
 *   the engine's simplified/customised decision matches the one the screens show.
 * - Options, in the form's order, only those marked `compare`: one per selected contract of an internal village
 *   (effective contract terms of the community, spec §3.9) and one per external village (spec §3.5).
 * - Contract terms: every year list (years 1–10 and 15) reaches the engine whole, read at each horizon: the DMF and
 *   LTMF percent lists as cumulative fractions with their currency lists (`dmfCurr`, `ltmfCurr`) as cumulative
 *   dollars; sales fees as a rate of the resale price plus dollars (`salesFees`, `salesFeesCurr`); reinstatement
 *   and admin/legal as dollars plus a share of the entry price; other exit costs as dollars plus a share of their
 *   base (`additExitCostsBase`). A term whose `…Use` switch is off counts as none. "Exit entitlement based on"
  (`exitEntitlementBasedOn`) decides who realises the exit value: the ingoing contribution refunded by the
  operator, or the resale price when the resident sells; the owner type gives the tenure only. With amortisation
  on, the part of the upfront fee not yet written off (`amortisationYearValPerc`, cumulative) is refunded on exit.
 * - External options: the gain share, cost sharing (`costsSharedInGainProportion`, default shared in the gain
 *   proportion, villages.md §3) and the purchase date, which dates the entry contribution for the
 *   extra-allowable-amount test when given.
 * Money in dollars, rates as fractions, frequencies times per year.
 */
import type { CompareInput } from '@rlc/engine';
import {
  annualAmount,
  isCouple,
  missingCustomisedReportDetailCodes,
  MODEL_ID,
  optionUid,
  type CommunityContract,
  type ContractSettings,
  type ModelId,
  type CommunityDetail,
  type CustomerRecord,
  type ExpenseItem,
  type OwnerType,
  type PricedItem,
  type SummaryColumn,
} from '@rlc/shared';
import type { ExternalDetails, InternalDetails } from './village-details.ts';

type EngineOption = NonNullable<CompareInput['options']>[number];
type EngineCustomer = CompareInput['customer'];
type Tenure = EngineOption['tenure'];
type Freq = 0 | 1 | 12 | 26 | 52;

export interface StoredVillage {
  id: number;
  modelId: ModelId;
  order: number;
  compare: boolean;
  name: string;
  details: InternalDetails | ExternalDetails;
}

export interface FormForEngine {
  asAt: string;
  customer: CustomerRecord;
  community: Pick<
    CommunityDetail,
    'id' | 'name' | 'state' | 'rvOrLlc' | 'ownerType' | 'additionalServices' | 'contractList'
  >;
  villages: readonly StoredVillage[];
}

/** Column metadata of each engine option (same order as `input.options`), for the summary table. */
export type OptionColumn = Omit<SummaryColumn, 'insufficientFunds'>;

const TENURE_BY_OWNER: Record<OwnerType, Tenure> = {
  Leasehold: 'leasehold',
  Licence: 'licence',
  Strata: 'strata',
  Rental: 'rental',
};

/** Land lease → 'land-lease'; a village → its owner type's tenure (licence when none is set, the commonest). */
export function tenureOf(rvOrLlc: 'rv' | 'llc', ownerType: OwnerType | null): Tenure {
  if (rvOrLlc === 'llc') return 'land-lease';
  return ownerType ? TENURE_BY_OWNER[ownerType] : 'licence';
}

const periodic = (amount: number, frequency: number) => ({ amount, frequency: frequency as Freq });
const item = (e: ExpenseItem | null) => (e ? periodic(e.amount, e.frequency) : undefined);
const line = (name: string, amount: number, frequency: number) => ({
  name,
  amount,
  frequency: frequency as Freq,
});
/** The 11 values of a year list (years 1–10 and 15), in order. */
const values = (list: readonly { value: number }[]): number[] => list.map((e) => e.value);
/** Per year: the list's dollars plus its fraction of `price` (a cost worked out on the entry price). */
const dollarsPlusShare = (
  dollars: readonly { value: number }[],
  share: readonly { value: number }[],
  price: number,
): number[] => dollars.map((e, i) => e.value + (share[i]?.value ?? 0) * price);
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

function person(c: CustomerRecord, partner: boolean) {
  const p = partner ? 'partner' : '';
  const k = (name: string) =>
    (partner ? `partner${name[0]!.toUpperCase()}${name.slice(1)}` : name) as keyof CustomerRecord;
  const classification = c[partner ? 'partnerHomeCarePackage' : 'homeCarePackage'];
  const noWorseOff = c.applyNoWorseOffPrinciple;
  const rates = c[partner ? 'partnerAssessedContributionRates' : 'assessedContributionRates'];
  const means = c[partner ? 'partnerMeansCategory' : 'meansCategory'];
  const care =
    classification > 0
      ? defined({
          classification,
          split: {
            clinical: c[k('clinicalCareSplit')] as number,
            independence: c[k('independenceSplit')] as number,
            everydayLiving: c[k('everydayLivingSplit')] as number,
          },
          means: means ?? undefined,
          contributionRates: rates
            ? { independence: rates.independence, everydayLiving: rates.everydayLiving }
            : undefined,
          noWorseOff,
          supplements: {
            // The engine accepts the dementia supplement only for grandfathered recipients (noWorseOff).
            dementia: noWorseOff && (c[k('includeDementia')] as boolean),
            oxygen: c[k('includeOxygen')] as boolean,
            enteralFeeding: c[k('includeFeeding')] as boolean,
          },
        })
      : undefined;
  void p;
  const firstName = (partner ? c.partnerFirstName : c.firstName).trim();
  const lastName = (partner ? c.partnerLastName : c.lastName).trim();
  const dob = partner ? c.partnerDob : c.dob;
  return defined({
    firstName: firstName || undefined,
    lastName: lastName || undefined,
    dob: dob ?? undefined,
    care,
  });
}

/** The customer record as the engine's Customer. */
export function engineCustomer(c: CustomerRecord): EngineCustomer {
  const missing = new Set(missingCustomisedReportDetailCodes(c));
  const present = (code: 'propertyValue' | 'personalAssets' | 'investmentAssets', v: number) =>
    missing.has(code) ? undefined : v;
  return defined({
    relationship: isCouple(c) ? ('couple' as const) : ('single' as const),
    person: person(c, false),
    partner: isCouple(c) ? person(c, true) : undefined,
    state: c.state ?? undefined,
    propertyValue: present('propertyValue', c.propertyValue),
    propertyGrowth: c.propertyGrowth,
    sellingFees: c.sellingFees,
    personalAssets: present('personalAssets', c.personalAssets),
    investmentAssets: present('investmentAssets', c.investmentAssets),
    investmentInterest: c.investmentInterest,
    otherIncome: annualAmount(c.otherIncome, c.otherIncomeFreq),
    expenses: {
      living: periodic(c.livingExpenses, c.livingExpensesFreq),
      travelEntertainment: periodic(c.travelEntertainmentExpenses, c.travelEntertainmentExpensesFreq),
      healthWellness: periodic(c.healthWellnessExpenses, c.healthWellnessExpensesFreq),
      // Home-expense lines are dollars per year.
      homeExpenses: c.homeExpenses.filter((l) => l.value > 0).map((l) => line(l.text, l.value, 1)),
    },
  });
}

function optionExpenses(d: InternalDetails | ExternalDetails) {
  return defined({
    living: item(d.livingExpenses),
    travelEntertainment: item(d.travelEntertainmentExpenses),
    healthWellness: item(d.healthWellnessExpenses),
    homeExpenses: d.homeExpenses.filter((e) => e.amount > 0).map((e) => line(e.name, e.amount, e.frequency)),
  });
}

const recurrent = (d: InternalDetails | ExternalDetails, label: string) =>
  d.chargeFeesFreq > 0 && d.chargeFeesAmount > 0 ? [line(label, d.chargeFeesAmount, d.chargeFeesFreq)] : [];

/** Recurrent charge lines less the contract's discount (`fraction` of each amount, 0.1 = 10 % off). */
const discounted = (lines: ReturnType<typeof recurrent>, fraction: number) =>
  fraction > 0
    ? lines.map((l) => ({ ...l, amount: Math.round(l.amount * (1 - fraction) * 100) / 100 }))
    : lines;

/**
 * The exit-entitlement terms of contract settings `s` (engine `ExitContractTerms` without the tenure) for an
 * entry `price` in dollars and recurrent charges of `monthlyFee` dollars a month (the security deposit's months).
 * Used for every internal option and for the contract editor's preview (contracts module).
 */
export function contractExitTerms(s: ContractSettings, price: number, monthlyFee: number) {
  const basis = (b: 'purchasePrice' | 'resalePrice') =>
    b === 'resalePrice' ? ('resale' as const) : ('entry' as const);
  return {
    entryPrice: price,
    // "Next resident's price from the base price": the resale price stays the ingoing contribution (no growth).
    capitalGrowthRate: s.nextIngoingUsesBasePrice ? 0 : s.capitalGrowthRate,
    dmf: s.dmfUse
      ? { basis: basis(s.dmfBasis), schedule: values(s.dmf), dollars: values(s.dmfCurr) }
      : { basis: basis(s.dmfBasis), schedule: Array<number>(11).fill(0) },
    ltmf: s.ltmfUse
      ? { basis: basis(s.ltmfBasis), schedule: values(s.ltmf), dollars: values(s.ltmfCurr) }
      : undefined,
    capitalGainShare: s.participateInCapitalGain ? s.capitalGainShare : 0,
    salesFeeRate: s.salesFeesUse ? values(s.salesFees) : 0,
    salesFeeDollars: s.salesFeesUse ? values(s.salesFeesCurr) : 0,
    // Selling costs follow the gain share only when the contract says so (ADR 0029); else the resident pays them.
    costsSharedInGainProportion: s.participateInCapitalGain && s.sellingCostsSharedInGainProportion,
    reinstatementCost: s.reinstatementUse ? dollarsPlusShare(s.reinstatementCurr, s.reinstatement, price) : 0,
    adminFee: s.adminLegalUse ? dollarsPlusShare(s.adminLegalCurr, s.adminLegal, price) : 0,
    otherExitCosts: s.additExitCostsUse ? values(s.additExitCostsCurr) : 0,
    otherExitCostsRate: s.additExitCostsUse ? values(s.additExitCosts) : 0,
    otherExitCostsBasis: basis(s.additExitCostsBase),
    securityDeposit: s.securityDepositUse
      ? s.securityDepositValMths * monthlyFee + s.securityDepositValPerc * price
      : 0,
    // "Exit entitlement based on" decides who realises the exit value, whatever the owner type (ADR 0029).
    exitRealisedBy:
      s.exitEntitlementBasedOn === 'resalePrice' ? ('resident' as const) : ('operator' as const),
    // An entry cost; with amortisation on, the part not yet written off is refunded on exit (ADR 0029).
    upfrontFee: s.upfrontFeeUse ? s.upfrontFeeValCurr + s.upfrontFeeValPerc * price : 0,
    upfrontFeeAmortisation:
      s.upfrontFeeUse && s.amortisationUse ? values(s.amortisationYearValPerc) : undefined,
  };
}

/** One internal option: the village's selected `contract` with its effective terms. */
function internalOption(
  v: StoredVillage,
  d: InternalDetails,
  contract: CommunityContract,
  services: readonly PricedItem[],
  communityOwner: OwnerType | null,
): EngineOption {
  const s = contract.settings;
  const price = s.ingoingContribution > 0 ? s.ingoingContribution : d.propertyValue;
  const tenure = tenureOf(d.rvOrLlc, s.overrideCommunityOwnerType ?? communityOwner);
  const monthlyFee = d.chargeFeesFreq > 0 ? (d.chargeFeesAmount * d.chargeFeesFreq) / 12 : 0;
  const chosen = new Set(d.selectedAdditionalServices.filter((x) => x.selected).map((x) => x.id));
  return {
    id: optionUid.internal(v.id, contract.id),
    name: `${v.name} – ${contract.name}`.slice(0, 200),
    rvOrLlc: d.rvOrLlc,
    tenure,
    contract: defined({
      ...contractExitTerms(s, price, monthlyFee),
      establishmentFee: s.establishmentFeeUse
        ? s.establishmentFeeAppliesTo === 'chargeFees'
          ? s.establishmentFeeValMths * monthlyFee
          : s.establishmentFeeValPerc * price
        : 0,
      additionalContribution: s.additContributionUse
        ? s.additContributionValCurr + s.additContributionValPerc * price
        : 0,
      preparationFee: s.prepFeeUse ? s.prepFeeValCurr : 0,
      // Stamp duty applies to a strata unit bought outright (spec: stampDutyExpense where the owner type is strata).
      stampDuty: tenure === 'strata' ? d.stampDutyExpense : 0,
      repaymentTimeframeMonths: s.repaymentTimeline,
    }),
    fees: {
      recurrent: discounted(
        recurrent(d, d.rvOrLlc === 'llc' ? 'Site fees' : 'Recurrent charges'),
        s.discountChargeFees ? s.discountChargeFeesValPerc : 0,
      ),
      additionalServices: services
        .filter((x) => chosen.has(x.id) && !x.deleted)
        .map((x) => line(x.name ?? 'Service', x.amount, x.frequency)),
    },
    expenses: optionExpenses(d),
  };
}

function externalOption(v: StoredVillage, d: ExternalDetails): EngineOption {
  const tenure = tenureOf(d.rvOrLlc, d.ownerType);
  const basis = d.calculationBase === 'resalePrice' ? ('resale' as const) : ('entry' as const);
  return {
    id: optionUid.external(v.id),
    name: (v.name || 'External property').slice(0, 200),
    rvOrLlc: d.rvOrLlc,
    tenure,
    contract: {
      entryPrice: d.propertyValue,
      capitalGrowthRate: d.capitalGrowth,
      dmf: { basis, schedule: [...d.dmf] },
      ltmf: d.ltmf.some((x) => x > 0) ? { basis, schedule: [...d.ltmf] } : undefined,
      capitalGainShare: d.capitalGain,
      salesFeeRate: d.sellingFees,
      costsSharedInGainProportion: d.costsSharedInGainProportion,
      refurbishmentCost: d.refurbCost,
      stampDuty: d.stampDutyExpense,
      repaymentTimeframeMonths: d.repaymentTimeframe,
      // The purchase date dates the entry contribution for the extra-allowable-amount test (else: the report date).
      ...(d.datePurchased ? { entryContributionPaidOn: d.datePurchased } : {}),
    },
    fees: {
      recurrent: recurrent(d, d.rvOrLlc === 'llc' ? 'Site fees' : 'Recurrent charges'),
      additionalServices:
        d.additionalServicesAmount > 0 && d.additionalServicesFreq > 0
          ? [line('Additional services', d.additionalServicesAmount, d.additionalServicesFreq)]
          : [],
    },
    expenses: optionExpenses(d),
  };
}

/** The engine input of a form, and the column metadata of each option in the same order. */
export function toEngineInput(form: FormForEngine): { input: CompareInput; columns: OptionColumn[] } {
  const options: EngineOption[] = [];
  const columns: OptionColumn[] = [];
  const contracts = new Map(form.community.contractList.map((c) => [c.id, c]));
  const villages = [...form.villages]
    .filter((v) => v.compare)
    .sort((a, b) => a.order - b.order || a.id - b.id);
  for (const v of villages) {
    if (v.modelId === MODEL_ID.internal) {
      const d = v.details as InternalDetails;
      for (const sel of d.selectedContracts) {
        const contract = contracts.get(sel.id);
        if (!contract) continue; // unassigned from the community since it was chosen
        const option = internalOption(
          v,
          d,
          contract,
          form.community.additionalServices,
          form.community.ownerType,
        );
        options.push(option);
        columns.push({
          uid: option.id,
          _id: v.id,
          type: 'internal',
          contractTypeId: contract.contractTypeId,
          contractId: contract.id,
          name: option.name,
          kind: option.rvOrLlc,
        });
      }
    } else {
      const option = externalOption(v, v.details as ExternalDetails);
      options.push(option);
      columns.push({
        uid: option.id,
        _id: v.id,
        type: 'external',
        contractTypeId: null,
        contractId: null,
        name: option.name,
        kind: option.rvOrLlc,
      });
    }
  }
  const c = form.customer;
  return {
    input: {
      asAt: form.asAt,
      customer: engineCustomer(c),
      // Staying at home keeps the home exempt when there is one (Home Market Value entered).
      currentSituation: { homeowner: c.propertyValue > 0 },
      options,
      assumptions: {},
    },
    columns,
  };
}
