/**
 * Client decision (spec §3.7 "Decision options", §3.10, §4 "Client decision"): the choices offered, the status a
 * decision gives, and the day counts. Pure functions; the service stores the result.
 */
import {
  NO_CHOICE_IDS,
  NO_CHOICE_TEXT,
  UNSET_CHOICE_ID,
  type Choice,
  type FormStatusCode,
} from '@rlc/shared';

const DAY_MS = 86_400_000;

export interface DecisionState {
  status: FormStatusCode;
  clientResponse: 'yes' | 'no' | null;
  choiceId: string | null;
}

/**
 * A buy option per selected contract (id = contract id), then the "no" options in NO_CHOICE_TEXT's words: staying
 * at home, another property (only with an external option) and an undecided / unknown reason; Unset once the form is decided (status BUY / NOTBUY) or when `offerUnset` (spec §3.7: a magic
 * form whose magic status is completed or expired).
 */
export function buildChoices(
  contracts: readonly { id: number; name: string }[],
  hasExtProp: boolean,
  status: FormStatusCode,
  offerUnset = false,
): Choice[] {
  const choices: Choice[] = contracts.map((c) => ({ id: String(c.id), text: c.name, type: 'yes' }));
  choices.push({ id: NO_CHOICE_IDS.home, text: NO_CHOICE_TEXT.home, type: 'no' });
  if (hasExtProp) choices.push({ id: NO_CHOICE_IDS.ext, text: NO_CHOICE_TEXT.ext, type: 'no' });
  choices.push({ id: NO_CHOICE_IDS.unk, text: NO_CHOICE_TEXT.unk, type: 'no' });
  if (status === 'BUY' || status === 'NOTBUY' || offerUnset)
    choices.push({ id: UNSET_CHOICE_ID, text: 'Unset', type: 'unset' });
  return choices;
}

/**
 * The decision a request asks for, or null when it is not one of `choices`. Unset: clientResponse null or
 * choiceId 'unset' → back to 'Awaiting Decision' when a PDF exists, else 'No PDF Generated'.
 */
export function decide(
  choices: readonly Choice[],
  clientResponse: 'yes' | 'no' | null,
  choiceId: string | null,
  hasPdf: boolean,
): DecisionState | null {
  if (clientResponse === null || choiceId === UNSET_CHOICE_ID) {
    return { status: hasPdf ? 'WAIT' : 'NO_PDF', clientResponse: null, choiceId: null };
  }
  const choice = choices.find((c) => c.id === choiceId && c.type === clientResponse);
  if (!choice) return null;
  return { status: clientResponse === 'yes' ? 'BUY' : 'NOTBUY', clientResponse, choiceId: choice.id };
}

/** Whole days between two instants (floor), never negative. */
export function wholeDays(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/** yesId / noId / decisionDays / undecisionDays of a form (spec §3.7). */
export function decisionFacts(
  f: {
    clientResponse: 'yes' | 'no' | null;
    choiceId: string | null;
    decisionAt: Date | null;
    createdAt: Date;
  },
  now: Date,
) {
  const decided = f.clientResponse !== null && f.decisionAt !== null;
  return {
    yesId: f.clientResponse === 'yes' ? f.choiceId : null,
    noId: f.clientResponse === 'no' ? f.choiceId : null,
    decisionDays: decided ? wholeDays(f.createdAt, f.decisionAt!) : null,
    undecisionDays: decided ? null : wholeDays(f.createdAt, now),
    decision_at: decided ? f.decisionAt!.toISOString() : null,
  };
}

/**
 * The text of a decided form's choice as `buildChoices` words it, or null while undecided. `buyChoices`: the
 * form's buy choices' texts by id (`<village> – <contract>`).
 */
export function decisionLabel(
  f: { clientResponse: 'yes' | 'no' | null; choiceId: string | null },
  buyChoices: ReadonlyMap<string, string>,
): string | null {
  if (!f.clientResponse || !f.choiceId) return null;
  if (f.clientResponse === 'yes') return buyChoices.get(f.choiceId) ?? null;
  return Object.hasOwn(NO_CHOICE_TEXT, f.choiceId)
    ? NO_CHOICE_TEXT[f.choiceId as keyof typeof NO_CHOICE_TEXT]
    : null;
}
