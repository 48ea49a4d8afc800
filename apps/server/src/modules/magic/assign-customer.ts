/**
 * POST form/:formId/magic-assign (spec §7): assigns the customer (their magic user found by e-mail
 * within the corporate, or created), writes their names, e-mail and phone into the customer record, applies any
 * settings sent, issues a new link (the previous one replaced) and e-mails it. A new customer starts afresh
 * (completion and login times cleared). 404 not the caller's form, 403 magic links off, 409 not a magic form,
 * 400 a contract not of the community.
 */
import type { MagicAssignRequest, MagicAssignResponse } from '@rlc/shared';
import type { z } from 'zod';
import type { FormRow } from '../../db/schema/index.ts';
import { audit } from '../audit/index.ts';
import type { corporateRow } from '../forms/index.ts';
import {
  donePdfCounts,
  formCommunity,
  magicBlock,
  setCustomerContact,
  type StaffFormScope,
} from '../forms/index.ts';
import type { MagicDeps } from './deps.ts';
import { issueLink } from './issue-link.ts';
import { emailLink } from './link-email.ts';
import { upsertMagicUser } from './repository.ts';
import { settingsColumns } from './settings.ts';
import { requireStaffMagicForm } from './staff-form.ts';

export type AssignBody = z.output<typeof MagicAssignRequest>;

export async function assignCustomer(
  deps: MagicDeps,
  caller: StaffFormScope,
  formId: number,
  body: AssignBody,
): Promise<MagicAssignResponse> {
  const { form, corporate } = await requireStaffMagicForm(deps, caller, formId);
  return assignTo(deps, caller, form, corporate, body);
}

/** Assigns `body`'s customer to a magic form already checked (also magic-clone-assign's second step). */
export async function assignTo(
  deps: MagicDeps,
  caller: StaffFormScope,
  form: FormRow,
  corporate: Awaited<ReturnType<typeof corporateRow>>,
  body: AssignBody,
): Promise<MagicAssignResponse> {
  const community = await formCommunity(deps.db, form.communityId);
  const settings = settingsColumns(
    body,
    community.contractList.map((c) => c.id),
  );
  const now = deps.clock();
  const email = body.email.trim().toLowerCase();
  const done = await deps.db.transaction(async (tx) => {
    const user = await upsertMagicUser(
      tx,
      {
        corporateId: form.corporateId,
        email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
      },
      now,
    );
    const { formConsumer } = await setCustomerContact(
      tx,
      form.id,
      { firstName: body.firstName, lastName: body.lastName, email: body.email, phone: body.phone },
      now,
    );
    const same = form.magicUserId === user.id;
    const issued = await issueLink(tx, {
      form,
      magicUserId: user.id,
      sentBy: caller.user.id,
      linkDays: corporate.magicLinkDays,
      now,
      set: {
        ...settings,
        magicUserId: user.id,
        magicUserEmail: email,
        magicCompletedAt: same ? form.magicCompletedAt : null,
        magicFirstLoginAt: same ? form.magicFirstLoginAt : null,
        magicLastLoginAt: same ? form.magicLastLoginAt : null,
      },
    });
    await audit(tx, {
      action: 'magic.assign',
      at: now,
      userId: caller.user.id,
      corporateId: form.corporateId,
      details: { formId: form.id, magicUserId: user.id },
    });
    const outboxId = await emailLink(deps, tx, {
      form: issued.form,
      corporateName: corporate.name,
      adviserId: caller.user.id,
      customer: { email, firstName: body.firstName },
      token: issued.token,
    });
    return { ...issued, formConsumer, outboxId };
  });
  await deps.mailer.dispatch([done.outboxId]);
  const emailStatus = 'queued' as const;
  const pdfs = (await donePdfCounts(deps.db, [form.id])).get(form.id) ?? 0;
  return { magic: magicBlock(done.form, pdfs, now), formConsumer: done.formConsumer, emailStatus };
}
