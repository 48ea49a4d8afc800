/**
 * Client decision (spec §3.7, §3.10): the request a chosen decision option sends, and the words shown for the
 * current decision. Choice types: 'yes' = buy (id = contract id), 'no' = home / ext / unk, 'unset' clears.
 */
import {
  FORM_STATUS,
  MESSAGES,
  UNSET_CHOICE_ID,
  type Choice,
  type ClientResponseRequest,
  type FormStatusCode,
  type MagicStatus,
} from '@rlc/shared';

export function decisionRequest(choice: Choice): ClientResponseRequest {
  if (choice.type === 'unset') return { clientResponse: null, choiceId: 'unset' };
  return { clientResponse: choice.type, choiceId: choice.id };
}

/** Menu text: 'Buy: <contract>' for buy options, 'Not buying: Home' etc. for no options, 'Unset'. */
export function choiceText(choice: Choice): string {
  if (choice.type === 'yes') return `Buy: ${choice.text}`;
  if (choice.type === 'no') return `Not buying: ${choice.text}`;
  return choice.text || 'Unset';
}

/** The decision shown beside a form: the chosen option's words, or the status label while undecided. */
export function decisionText(
  status: FormStatusCode,
  choices: readonly Choice[] | null,
  yesId: string | null,
  noId: string | null,
): string {
  const chosenId = yesId ?? noId;
  const chosen = chosenId && choices ? choices.find((c) => c.id === chosenId) : undefined;
  if (chosen) return choiceText(chosen);
  return FORM_STATUS[status];
}

/**
 * Spec §3.7: the Unset option is offered when the form is decided (BUY / NOTBUY) or its magic status is completed
 * or expired; added here when the server's list lacks it, so the menu follows the rule whichever side words it.
 */
export function offeredChoices(
  choices: readonly Choice[],
  status: FormStatusCode,
  magicStatus: MagicStatus | null,
): Choice[] {
  const unsetDue =
    status === 'BUY' ||
    status === 'NOTBUY' ||
    magicStatus === 'MAGIC_COMPLETED' ||
    magicStatus === 'MAGIC_EXPIRED';
  if (!unsetDue || choices.some((c) => c.type === 'unset')) return [...choices];
  return [...choices, { id: UNSET_CHOICE_ID, text: 'Unset', type: 'unset' }];
}

/**
 * Spec §4 "Client decision" / §8: why a magic form's decision cannot be set yet — the client has not completed
 * through the link, or no PDF has been generated — or null when it can (and for every non-magic form).
 */
export function magicDecisionBlock(magic: {
  isMagic: boolean;
  magicCompletedAt: string | null;
  magicPdfs: number;
}): string | null {
  if (!magic.isMagic) return null;
  if (!magic.magicCompletedAt) return MESSAGES.form.magicNotCompleted;
  if (magic.magicPdfs === 0) return MESSAGES.form.magicNoPdfs;
  return null;
}
