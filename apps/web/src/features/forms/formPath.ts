import type { FormListItem } from '@rlc/shared';

/** Where a form opens: its first page, the options; a magic form's status (spec §2.1 magic-form set). */
export const formPath = (f: Pick<FormListItem, 'id' | 'isMagic'>) =>
  f.isMagic ? `/corporate/magic-form/${f.id}/status` : `/corporate/form/${f.id}/properties`;
