/**
 * Client decision (spec §3.7, §3.10): the request a chosen decision option sends, and the words shown for the
 * current decision. Choice types: 'yes' = buy (id = contract id), 'no' = home / ext / unk, 'unset' clears.
 */
import { FORM_STATUS, type Choice, type ClientResponseRequest, type FormStatusCode } from '@rlc/shared';

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
