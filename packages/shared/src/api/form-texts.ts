/**
 * Words and small values of report forms without their schemas (forms.ts, customer.ts re-export them): Home and the
 * shell read them on every first load, and a module with zod schemas would bring zod with it.
 */

/** Spec §3.7 "no" choice ids: staying at home, the external property, unknown. */
export const NO_CHOICE_IDS = { home: 'home', ext: 'ext', unk: 'unk' } as const;
/**
 * The words of the "no" choices (plain words instead of the spec's ids Home / Ext Property / Unknown),
 * the one wording of the decision menus, the forms list and the server's choices.
 */
export const NO_CHOICE_TEXT: Record<(typeof NO_CHOICE_IDS)[keyof typeof NO_CHOICE_IDS], string> = {
  home: 'Staying at home',
  ext: 'Another property',
  unk: 'Undecided / unknown reason',
};
/** Id of the Unset choice (clears a decision). */
export const UNSET_CHOICE_ID = 'unset';

/** Rows per page of the forms list; the first is the default. */
export const FORM_PAGE_SIZES = [25, 50, 100] as const;

/** What a clone's report name adds (the copy is named "… (copy)"). */
export const COPY_SUFFIX = ' (copy)';
