/**
 * Where the adviser fixes an input the comparison refused. The server answers a summary (or a PDF request) it
 * cannot work out with 400 VALIDATION and `error.issues[]`, each `{ path, message }` in plain words, the path
 * naming the form field:
 * - `customer.<CustomerRecord field>` → Current Details when the field is one of its fields
 *   (`CURRENT_DETAILS_FIELDS`, e.g. propertyGrowth), otherwise Customer Details (e.g. clinicalCareSplit);
 * - `village.<village id>[.<engine path>]` → that option's page (`property/int-<id>` or `property/ext-<id>`), or
 *   Properties when the option is no longer on the form.
 * Any other path has no screen to point at (null).
 */
import { CURRENT_DETAILS_FIELDS, MODEL_ID, type FormResponse } from '@rlc/shared';
import { villagePath } from '../layout/steps.ts';

export interface IssueTarget {
  /** Path under /corporate/form/:formId, e.g. 'current', 'property/int-11'. */
  path: string;
  /** The screen's name as the step bar shows it, e.g. 'Current Details', 'Sunny Grove'. */
  screen: string;
}

export interface FormIssue {
  path: string;
  message: string;
}

const CURRENT_FIELDS: ReadonlySet<string> = new Set<string>(CURRENT_DETAILS_FIELDS);

export function issueTarget(
  issuePath: string,
  form: Pick<FormResponse, 'villagesInternal' | 'villagesExternal'> | undefined,
): IssueTarget | null {
  const [head, field] = issuePath.split('.');
  if (head === 'customer') {
    return field && CURRENT_FIELDS.has(field)
      ? { path: 'current', screen: 'Current Details' }
      : { path: 'customer', screen: 'Customer Details' };
  }
  if (head === 'village' && field && /^\d+$/.test(field)) {
    const id = Number(field);
    const internal = form?.villagesInternal.find((v) => v.id === id);
    if (internal) return { path: villagePath(MODEL_ID.internal, id), screen: internal.name || 'Village' };
    const external = form?.villagesExternal.find((v) => v.id === id);
    if (external)
      return { path: villagePath(MODEL_ID.external, id), screen: external.name || 'External property' };
    return { path: 'properties', screen: 'Properties' };
  }
  return null;
}

/** The issues to list: one per distinct message, in the server's order. */
export function distinctIssues(issues: readonly FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => (seen.has(i.message) ? false : (seen.add(i.message), true)));
}
