/** User-facing texts of product spec §2, §4, §5 and §8, verbatim. Keep every message here, not inline. */
export const MESSAGES = {
  notFoundTitle: 'Page Not Found',
  notFoundText: 'No page at this address could be found.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: 'You do not have permission to access this page.',
  inactivityNote: 'You have been signed out due to inactivity.',
  waitingOnOtherTab: 'Waiting on other tab',
  login: {
    failed: 'Unable to login. Please try again.',
    emailRequired: 'E-mail is required',
    emailTrailingSpace: 'There is a space at the end of your E-mail address',
    emailInvalid: 'E-mail must be valid',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    tryAgainIn: (seconds: number) => `Please try again in ${seconds} seconds`,
    requestSentTitle: 'Request sent',
    requestSentText:
      'If the address matches an active account, an email with reset instructions has been sent. Please allow a moment and check your spam folder.',
  },
  password: { changeFailed: 'Error changing password', changed: 'Password updated' },
  validation: {
    valueRequired: 'Value required',
    required: 'Required.',
    invalidEmail: 'Invalid e-mail.',
    atLeastOne: 'Requires at least one.',
    dateAfter: (year: number) => `Date must be after ${year}`,
    dateInFuture: 'Date cannot be in the future.',
  },
  form: {
    loadFailed: 'Could not load form',
    deleted: 'Form deleted',
    deleteFailed: 'Error deleting form',
    cloned: 'Clone successful',
    cloneFailed: (message?: string) =>
      `Cloning Failed: ${message || 'There was an error processing your request'}`,
    decisionFailed: 'Unable to set Client Decision',
    magicNotCompleted: 'Cannot set client decision until client is completed with magic link',
    magicNoPdfs: 'Cannot set client decision as no PDFs for the client have been generated yet',
  },
  user: {
    createFailed: 'Error creating user',
    updateFailed: 'Error updating user',
    emailFailed: 'Error sending email',
    deleted: 'User deleted',
    updated: 'User updated',
    created: 'User created',
    emailSent: 'Email sent',
  },
  /** Role permission editing (issue 10 §3); spec §8 has no texts for it, these are ours. */
  role: {
    updated: 'Role updated',
    updateFailed: 'Error updating role',
  },
  community: {
    createFailed: 'Error creating community',
    created: 'Community created',
    /** Not spec text: the spec (§3.8) only says a community can be added only while count is below licenses. */
    licenceLimit: (licenses: number) =>
      `All ${licenses} community licences are in use: a community can be added only while the count is below the licences.`,
    /** Not spec text: a retirement village's owner type is required (land-lease communities have none). */
    ownerTypeRequired: 'Required for a retirement village.',
    /** Not spec text: Australian postcodes have four digits. */
    postcodeInvalid: 'Postcode must be 4 digits.',
  },
  /** Spec §8 'Contracts' row (failures); the successes and the contract type texts are ours (spec: not shown). */
  contract: {
    loadFailed: 'Could not load Contract',
    updateFailed: 'Error updating contract',
    renameFailed: 'Error changing contract name',
    typesLoadFailed: 'Could not load contract types',
    typeCreateFailed: 'Error creating contract type',
    typeCreated: 'Contract type created',
    renamed: 'Contract name changed',
    updated: 'Contract updated',
  },
  /** Spec §8 'Report content' row; the corporate settings texts are ours (spec: not shown). */
  reportContent: {
    loadFailed: 'Error retrieving report content',
    saveFailed: 'Error saving report content',
    saved: 'Report content updated',
    settingsSaved: 'Corporate settings updated',
    settingsFailed: 'Error updating corporate settings',
  },
  generic: 'There was an error processing your request',
} as const;

/** Toast durations of spec §9, in milliseconds. */
export const TOAST_MS = {
  short: 2000,
  normal: 5000,
  medium: 6000,
  long: 6666,
  error: 8000,
  sticky: 10000,
} as const;
