/**
 * The engine's input issues (dotted paths into its compare input, wording for developers) in the adviser's terms:
 * a sentence naming the screen and the field, and a path into the form the web app turns into a link —
 * `customer.<CustomerRecord field>` for Customer / Current Details, `village.<form village id>.<engine path>` for an
 * option. Issues it does not know keep the engine's path and message.
 */
import type { EngineError } from '@rlc/engine';
import { YEARLY_RATE_LIMITS_TEXT } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import type { OptionColumn } from './to-engine-input.ts';

export interface FormIssue {
  path: string;
  message: string;
}

/** One engine issue as a form issue. `columns[i]` is the option at `options[i]` of the engine input. */
export function formIssue(
  issue: { path: string; message: string },
  columns: readonly OptionColumn[],
): FormIssue {
  const split = /^customer\.(person|partner)\.care\.split\b/.exec(issue.path);
  if (split) {
    const partner = split[1] === 'partner';
    return {
      path: partner ? 'customer.partnerClinicalCareSplit' : 'customer.clinicalCareSplit',
      message: `Customer Details: the ${partner ? "partner's " : ''}care service split (clinical care, independence, everyday living) must add up to 100%.`,
    };
  }
  if (issue.path.startsWith('customer.propertyGrowth'))
    return {
      path: 'customer.propertyGrowth',
      message: `Current Details: the home's growth must be ${YEARLY_RATE_LIMITS_TEXT}.`,
    };
  if (issue.path.startsWith('customer.investmentInterest'))
    return {
      path: 'customer.investmentInterest',
      message: `Current Details: the investment earnings rate must be ${YEARLY_RATE_LIMITS_TEXT}.`,
    };
  const option = /^options\.(\d+)(?:\.(.*))?$/.exec(issue.path);
  const column = option ? columns[Number(option[1])] : undefined;
  // An external option's entry-contribution date is its purchase date (to-engine-input.ts).
  if (option && column?.type === 'external' && option[2] === 'contract.entryContributionPaidOn')
    return {
      path: `village.${column._id}.datePurchased`,
      message: `${column.name}: the rates loaded have no extra allowable amount (the Rent Assistance homeowner test) for the date purchased; change the date or leave it empty to use the report date.`,
    };
  if (option && column)
    return {
      path: `village.${column._id}${option[2] ? `.${option[2]}` : ''}`,
      message: `${column.name}: ${issue.message}`,
    };
  return issue;
}

/** 400 VALIDATION with the first issue as the message and every issue listed (spec §7 error shape). */
export function engineInputError(err: EngineError, columns: readonly OptionColumn[]): ApiError {
  const issues = err.issues.map((i) => formIssue(i, columns));
  return new ApiError('VALIDATION', issues[0]?.message ?? err.message, { issues });
}
