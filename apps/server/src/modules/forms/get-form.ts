/** GET form/:formId (spec §3.3): the form with everything its screens need. 404 outside the caller's scope. */
import { defaultParameters, getParameter } from '@rlc/engine';
import {
  DEFAULT_FORM_CONFIG,
  SIMPLIFIED_REPORT_GOTO,
  type FormRates,
  type FormResponse,
  MODEL_ID,
} from '@rlc/shared';
import { buildChoices, decisionFacts } from './choices.ts';
import {
  formCommunity,
  isoDay,
  requireForm,
  storedCustomer,
  storedRatings,
  storedVillages,
} from './context.ts';
import type { FormDeps } from './deps.ts';
import { toFormPdf } from './form-pdf.ts';
import { magicBlock, magicDecisionRefusal, magicOffersUnset } from './magic.ts';
import { selectedContracts } from './options.ts';
import {
  contractTypesOf,
  corporateRow,
  pdfListRows,
  summaryTableOf,
  userName,
  type FormScope,
} from './repository.ts';
import { toExternalVillage, toInternalVillage } from './village-details.ts';

/** Support at Home classification 1–8 annual budgets (dollars) in force on `asAt` (spec §3.3 rates). */
export function supportAtHomeRates(asAt: string): FormRates {
  const level = (n: number): number | null => {
    try {
      return getParameter(
        defaultParameters,
        'au.health.support_at_home.classification_budget.annual',
        asAt,
        String(n),
      ).value;
    } catch {
      return null; // before Support at Home began (1 Nov 2025), or a data gap: the screen shows no amount
    }
  };
  return {
    asAt,
    supportAtHomeLevel1: level(1),
    supportAtHomeLevel2: level(2),
    supportAtHomeLevel3: level(3),
    supportAtHomeLevel4: level(4),
    supportAtHomeLevel5: level(5),
    supportAtHomeLevel6: level(6),
    supportAtHomeLevel7: level(7),
    supportAtHomeLevel8: level(8),
  };
}

export async function getForm(deps: FormDeps, caller: FormScope, formId: number): Promise<FormResponse> {
  const { db } = deps;
  const form = await requireForm(db, caller, formId);
  const [
    community,
    corporate,
    { row: consumerRow, customer },
    villages,
    ratings,
    pdfs,
    table,
    creator,
    types,
  ] = await Promise.all([
    formCommunity(db, form.communityId),
    corporateRow(db, form.corporateId),
    storedCustomer(db, formId),
    storedVillages(db, formId),
    storedRatings(db, formId),
    pdfListRows(db, formId),
    summaryTableOf(db, formId),
    form.createdBy ? userName(db, form.createdBy) : Promise.resolve(null),
    contractTypesOf(db, form.corporateId),
  ]);
  const now = deps.clock();
  const internal = villages
    .filter((v) => v.modelId === MODEL_ID.internal)
    .map((v) => toInternalVillage(v.row));
  const external = villages
    .filter((v) => v.modelId === MODEL_ID.external)
    .map((v) => toExternalVillage(v.row));
  const donePdfs = pdfs.filter((p) => p.status === 'done').length;
  const magic = magicBlock(form, donePdfs, now);
  const choices = buildChoices(
    selectedContracts(internal, community.contractList),
    external.length > 0,
    form.status,
    magicOffersUnset(magic.magicStatus),
  );
  const facts = decisionFacts(form, now);
  return {
    config: DEFAULT_FORM_CONFIG,
    main: {
      id: form.id,
      communityId: form.communityId,
      created_at: form.createdAt.toISOString(),
      updated_at: form.updatedAt.toISOString(),
      createdBy: form.createdBy ? { id: form.createdBy, name: creator ?? '' } : null,
      clientResponse: form.clientResponse ?? null,
      clientResponseSettable: magicDecisionRefusal(form, donePdfs > 0) === null,
      status: form.status,
      summaryStale: form.summaryStale,
      hasSummary: table !== null,
    },
    magic,
    formConsumer: { id: consumerRow.id, customer, updated_at: consumerRow.updatedAt.toISOString() },
    corporate: {
      id: corporate.id,
      name: corporate.name,
      valuationTool: corporate.valuationTool,
      renameHomeSecurityDeposit: corporate.renameHomeSecurityDeposit,
      renameChargeFeesRent: corporate.renameChargeFeesRent,
    },
    choices: {
      choices,
      yesId: facts.yesId,
      noId: facts.noId,
      decisionDays: facts.decisionDays,
      decision_at: facts.decision_at,
      decisionNotes: form.decisionNotes,
    },
    rates: supportAtHomeRates(isoDay(now)),
    corporateCommunity: {
      id: community.id,
      name: community.name,
      state: community.state,
      rvOrLlc: community.rvOrLlc,
      ownerType: community.ownerType,
      amenities: community.amenities,
      inclusions: community.inclusions,
      chargeFees: community.feesConfig.chargeFees,
      fee: {
        feeBase: community.feesConfig.base,
        feeRuleBased: community.feeRuleBased,
        feeRuleFrequency: community.feesConfig.ruleFrequency,
        feeRuleMin: community.feesConfig.ruleMin,
        feeRuleMax: community.feesConfig.ruleMax,
      },
      feesConfig: community.feesConfig,
      additionalServices: community.additionalServices,
      contracts: community.contractList,
    },
    contractTypes: types,
    villagesInternal: internal,
    villagesExternal: external,
    ratings,
    flags: {
      insufficientFunds: table?.insufficientFunds ?? false,
      simplifiedReport: table?.simple ?? false,
      simplifiedReportGotoText: SIMPLIFIED_REPORT_GOTO.text,
      simplifiedReportGotoRoute: SIMPLIFIED_REPORT_GOTO.route,
    },
    pdfs: pdfs.map(toFormPdf),
    version: form.version,
  };
}
