/**
 * Who an audit row of a form action names: a staff user by
 * id, a magic-link customer by their magic user id in the details (they are not users of the corporate).
 */
import type { FormScope } from './repository.ts';

export function auditActor(caller: FormScope, corporateId: number) {
  return caller.kind === 'customer'
    ? { userId: null, corporateId, actor: { magicUserId: caller.magicUserId } }
    : { userId: caller.user.id, corporateId, actor: {} };
}
