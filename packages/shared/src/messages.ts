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
    /** Not spec text: a text longer than its field takes. */
    tooLong: (max: number) => `At most ${max} characters.`,
  },
  form: {
    loadFailed: 'Could not load form',
    deleted: 'Form deleted',
    deleteFailed: 'Error deleting form',
    /** Not spec text: an adviser's archiving reaches only their own drafts. */
    archiveOwnDraftsOnly: 'You can delete only your own reports that have no PDF yet.',
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
  /** Role permission editing; spec §8 has no texts for it, these are ours. */
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
    // The community tabs (spec §8 'Community' row, verbatim; the ones marked 'ours' the spec does not give).
    detailsLoadFailed: 'Error loading main details',
    detailsUpdateFailed: 'Error updating community details',
    detailsUpdated: 'Main Details Updated',
    contractsLoadFailed: 'Error loading Contracts',
    contractsUpdateFailed: 'Error updating assigned contracts',
    contractsUpdated: 'Assigned Contracts Updated',
    usersLoadFailed: 'Error loading Users',
    /** Ours: the spec gives no failure or success text for saving assigned users. */
    usersUpdateFailed: 'Error updating assigned users',
    /** Ours (see usersUpdateFailed). */
    usersUpdated: 'Assigned Users Updated',
    amenitiesLoadFailed: 'Error loading Community Amenities',
    amenitiesUpdateFailed: 'Error updating report amenities',
    amenitiesUpdated: 'Report Amenities Updated',
    feesLoadFailed: 'Error loading Site Fees / General Service Charges',
    feesUpdateFailed: 'Error updating fees',
    feesUpdated: 'Fees Updated',
    servicesLoadFailed: 'Error loading additional services',
    servicesUpdateFailed: 'Error updating additional services',
    servicesUpdated: 'Services Updated',
    /** Not spec text: an edit carried a version of the community that another save has replaced (design §5). */
    stale: 'This community was changed elsewhere. Reload it to see the latest version; nothing was saved.',
    /** Not spec text: spec §5 'Fee rule' says max must exceed min (its frequency and max use 'Value required'). */
    feeRuleMaxAboveMin: 'Max must be more than Min.',
    /** Not spec text: a dollar amount of a fee or service line. */
    amountRange: 'Enter an amount from $0 to $10,000,000.',
    /** Not spec text: the PDF shows at most MAX_AMENITY_ICONS amenity icons (spec §9), so no more may be chosen. */
    tooManyAmenities: (max: number) =>
      `At most ${max} amenities can be shown in a report: unselect some first.`,
    /** Not spec text: a contract type that open reports still use stays assigned. */
    contractInUse: (name: string, reports: number) =>
      `${name} cannot be unassigned: ${reports} open report${reports === 1 ? '' : 's'} use${reports === 1 ? 's' : ''} it. ` +
      'Decide or delete those reports first.',
    /** Not spec text: a caller may not change the communities of a user whose role holds a permission they lack. */
    userAboveCaller: (name: string) =>
      `You cannot change the communities of ${name}: their role holds permissions you do not have.`,
    /** Not spec text: an id in the body that is not one of the corporate's (or community's) items. */
    unknownItem: 'Unknown item: reload and try again.',
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
  /** Resources (spec §2.1 resources, §7 Content): the spec gives no texts, these are ours. */
  resources: {
    loadFailed: 'Error retrieving resources',
    saveFailed: 'Error saving',
    articleSaved: 'Article saved',
    articlePublished: 'Article published',
    articleUnpublished: 'Article unpublished',
    articleDeleted: 'Article deleted',
    articleNotFound: 'Article not found.',
    webinarSaved: 'Webinar saved',
    webinarDeleted: 'Webinar deleted',
    webinarNotFound: 'Webinar not found.',
    adviserSaved: 'Adviser saved',
    adviserDeleted: 'Adviser deleted',
    adviserNotFound: 'Adviser not found.',
    linkExpired: 'This link has expired or its session has ended: open the file again from Resources.',
  },
  /** Spec §8 'Report content' row; the corporate settings texts are ours (spec: not shown). */
  reportContent: {
    loadFailed: 'Error retrieving report content',
    saveFailed: 'Error saving report content',
    saved: 'Report content updated',
    settingsSaved: 'Corporate settings updated',
    settingsFailed: 'Error updating corporate settings',
    logoSaved: 'Logo updated',
    logoRemoved: 'Logo removed',
    logoTooLarge: 'The logo is larger than 300 KB.',
    logoWrongType: 'The logo must be a PNG or JPEG image.',
  },
  /**
   * Magic links. Spec §8 'Magic link' row and §2.1 titles verbatim (`assigned`, `sendFailed`,
   * `assignTitle`, `customerTitle`); the rest are ours (the spec only asks for "a clear page saying so and whom to
   * contact" and a message saying why staff saves are blocked).
   */
  magic: {
    assigned: 'Customer Assigned! Magic Link Email on its way',
    sendFailed: (message: string) => `Sending Magic Link Failed: ${message}`,
    assignTitle: 'Assign Customer',
    customerTitle: 'Customer',
    notEnabled: 'Magic links are not enabled for your organisation.',
    notMagic: 'This report is not a magic-link report.',
    noCustomer: 'No customer has been assigned to this report yet.',
    staffBlocked:
      'A customer is completing this report through a magic link. Saving and deleting properties are blocked until they complete it, or cancel the link first.',
    customerCompleted:
      'You have completed this report; it can no longer be changed. Please contact your adviser.',
    notConfigurable: 'Your adviser has not allowed changes to the options of this report.',
    notOwnOption: 'Only the options you added yourself can be removed; this one was chosen by your adviser.',
    notReviewable: 'Results are not available for this report yet.',
    contractNotOffered: 'This contract is not one your adviser offered.',
    /** The link page's sentence for each link state; `contact` names the adviser and operator. */
    linkState: {
      usable: 'Press Continue to open your report.',
      used: (contact: string) =>
        `This link has already been used. Links work once: please ask ${contact} to send you a new one.`,
      expired: (contact: string) => `This link has expired. Please ask ${contact} to send you a new one.`,
      cancelled: (contact: string) => `This link has been cancelled. Please contact ${contact}.`,
      replaced: (contact: string) =>
        `A newer link has been sent to you: please use the latest e-mail, or ask ${contact} for a new one.`,
      completed: (contact: string) =>
        `You have already completed this report. Please contact ${contact} about the next steps.`,
      deleted: (contact: string) => `This report is no longer available. Please contact ${contact}.`,
      unknown: 'This link is not valid. Please contact the adviser who sent it to you.',
    },
  },
  /** Spec §8 'Analytics query' and 'Excel export' rows, verbatim. */
  analytics: {
    queryFailed: (message: string) => `Error retrieving query results: ${message}`,
    excelFailedTitle: 'Unable to generate excel file',
    excelFailedText: 'There was an error generating the excel file.',
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
