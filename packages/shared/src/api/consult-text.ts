/**
 * Consult Mode's words without the schemas of its calls (consult.ts re-exports them): the top bar reads them on
 * every first load, and a module with zod schemas would bring zod with it.
 */

/** The texts of Consult Mode the web and the server share. */
export const CONSULT_TEXT = {
  hint: 'Consult Mode',
  /** The alternate app title (spec §2.4) shown to the customer instead of the operator's name. */
  title: 'Your Retirement Living Options',
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  refused: 'Not available in Consult Mode.',
} as const;
