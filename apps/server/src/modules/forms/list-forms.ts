/**
 * POST forms (spec §3.7): one page of the forms the caller may see, searched, sorted and paged in the database,
 * with the total matching and the corporate's contract types. Each item carries the names, the community, the
 * decision facts and the buy choice's label.
 */
import {
  FormsListRequest,
  optionUid,
  type FormListItem,
  type FormsListResponse,
  MODEL_ID,
} from '@rlc/shared';
import { decisionFacts, decisionLabel } from './choices.ts';
import type { FormDeps } from './deps.ts';
import { magicDecisionRefusal, magicListFields } from './magic.ts';
import { selectedContracts } from './options.ts';
import {
  contractNames,
  contractTypesOf,
  donePdfCounts,
  formsPage,
  villagesOfForms,
  visibleForms,
  type StaffFormScope,
} from './repository.ts';
import type { InternalDetails } from './village-details.ts';

export async function listForms(
  deps: FormDeps,
  caller: StaffFormScope,
  request: FormsListRequest,
): Promise<FormsListResponse> {
  const req = FormsListRequest.parse(request);
  const contractTypes = await contractTypesOf(deps.db, caller.user.corporateId);
  const where = visibleForms(caller);
  if (!where) return { forms: [], total: 0, page: 0, pageSize: req.pageSize, contractTypes };
  const now = deps.clock();
  const { rows, total, page } = await formsPage(deps.db, where, {
    search: req.search?.trim() ?? '',
    sort: req.sort,
    desc: req.desc,
    page: req.page,
    pageSize: req.pageSize,
    now,
  });
  const ids = rows.map((r) => r.form.id);
  const [villages, pdfCounts] = await Promise.all([
    villagesOfForms(deps.db, ids),
    donePdfCounts(deps.db, ids),
  ]);
  // Names of the contracts clients decided to buy, for the list's "Buying: …".
  const bought = await contractNames(
    deps.db,
    rows.flatMap((r) =>
      r.form.clientResponse === 'yes' && r.form.choiceId ? [Number(r.form.choiceId)] : [],
    ),
  );
  const forms = rows.map((r): FormListItem => {
    const mine = villages.filter((v) => v.formId === r.form.id);
    const internal = mine
      .filter((v) => v.modelId === MODEL_ID.internal)
      .map((v) => ({ name: v.name, ...(v.details as InternalDetails) }));
    const ext = mine.filter((v) => v.modelId === MODEL_ID.external);
    return {
      id: r.form.id,
      communityId: r.form.communityId,
      communityName: r.communityName,
      communityState: r.communityState as FormListItem['communityState'],
      createdAt: r.form.createdAt.toISOString(),
      updatedAt: r.form.updatedAt.toISOString(),
      createdBy: r.form.createdBy
        ? { id: r.form.createdBy, name: [r.creatorFirst, r.creatorLast].filter(Boolean).join(' ') }
        : null,
      // Never null once the module has started (repository `fillMissingCustomerNames`).
      clientName: r.clientName ?? '',
      partnerName: r.partnerName ?? '',
      reportName: r.reportName ?? '',
      clientResponse: r.form.clientResponse ?? null,
      // A magic form's decision waits for the customer's completion and a PDF (spec §4).
      clientResponseSettable: magicDecisionRefusal(r.form, (pdfCounts.get(r.form.id) ?? 0) > 0) === null,
      status: r.form.status,
      selectedContractIds: internal.flatMap((v) => v.selectedContracts?.map((s) => s.id) ?? []),
      selectedNonContractIds: ext.map((v) => optionUid.external(v.id)),
      hasExtProp: ext.length > 0,
      ...decisionFacts(r.form, now),
      decisionLabel: decisionLabel(
        r.form,
        new Map(
          selectedContracts(
            internal,
            [...bought].map(([id, name]) => ({ id, name })),
          ).map((c) => [String(c.id), c.name]),
        ),
      ),
      archivedAt: null,
      ...magicListFields(r.form, pdfCounts.get(r.form.id) ?? 0, now),
    };
  });
  return { forms, total, page, pageSize: req.pageSize, contractTypes };
}
