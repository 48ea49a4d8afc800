/**
 * POST form/:formId/clientResponse (spec §3.7 "Decision options", §4 "Client decision"): sets the client's
 * decision (buy a selected contract, or not: staying at home / another property / undecided) with the adviser's
 * notes, or unsets it (the notes go with it), moves the form's status, and audits it. Sending the decision already
 * stored (e.g. to save its notes) keeps its date, so the days to decide stay what they were. A choice not offered →
 * 400 with MESSAGES.form.decisionFailed.
 */
import { MESSAGES, type ClientResponseResponse, MODEL_ID } from '@rlc/shared';
import { validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { buildChoices, decide, decisionFacts } from './choices.ts';
import { formCommunity, requireForm, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { selectedContracts } from './options.ts';
import { bumpVersion, hasDonePdf, setDecision, type StaffFormScope } from './repository.ts';
import { magicDecisionRefusal, magicOffersUnset, magicStatusOf } from './magic.ts';
import { toInternalVillage } from './village-details.ts';

export async function setClientResponse(
  deps: FormDeps,
  caller: StaffFormScope,
  formId: number,
  body: {
    clientResponse: 'yes' | 'no' | null;
    choiceId: string | null;
    notes?: string | undefined;
    version?: number | undefined;
  },
): Promise<ClientResponseResponse> {
  const form = await requireForm(deps.db, caller, formId);
  const community = await formCommunity(deps.db, form.communityId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const villages = await storedVillages(tx, formId);
    const internal = villages
      .filter((v) => v.modelId === MODEL_ID.internal)
      .map((v) => toInternalVillage(v.row));
    const hasExt = villages.some((v) => v.modelId === MODEL_ID.external);
    const unset = magicOffersUnset(magicStatusOf(form, now));
    const offered = (status: typeof form.status) =>
      buildChoices(selectedContracts(internal, community.contractList), hasExt, status, unset);
    const hasPdf = await hasDonePdf(tx, formId);
    // Spec §4: a magic form's decision waits for the customer's completion, then for a PDF (§8 messages).
    const refusal = magicDecisionRefusal(form, hasPdf);
    if (refusal) throw validationError(refusal, 'clientResponse');
    const next = decide(offered(form.status), body.clientResponse, body.choiceId, hasPdf);
    if (!next) throw validationError(MESSAGES.form.decisionFailed, 'choiceId');
    const version = await bumpVersion(tx, formId, body.version, now, false);
    const same =
      next.clientResponse !== null &&
      next.clientResponse === form.clientResponse &&
      next.choiceId === form.choiceId;
    const decisionAt = next.clientResponse ? (same && form.decisionAt ? form.decisionAt : now) : null;
    const notes = next.clientResponse ? (body.notes ?? form.decisionNotes) : '';
    await setDecision(tx, formId, {
      status: next.status,
      clientResponse: next.clientResponse,
      choiceId: next.choiceId,
      decisionAt,
      decisionNotes: notes,
    });
    await audit(tx, {
      action: next.clientResponse ? 'form.decision' : 'form.decision.unset',
      at: now,
      userId: caller.user.id,
      corporateId: caller.user.corporateId,
      // The notes' length, not their words: the audit log records who decided what, not the client's story.
      details: {
        formId,
        clientResponse: next.clientResponse,
        choiceId: next.choiceId,
        status: next.status,
        notesLength: notes.length,
      },
    });
    const facts = decisionFacts(
      { clientResponse: next.clientResponse, choiceId: next.choiceId, decisionAt, createdAt: form.createdAt },
      now,
    );
    return {
      updatedAt: now.toISOString(),
      clientResponse: next.clientResponse,
      decisionStatus: next.status,
      yesId: facts.yesId,
      noId: facts.noId,
      decisionDays: facts.decisionDays,
      notes,
      choices: offered(next.status),
      version,
    };
  });
}
