/** Platform messages. Where the spec gives wording it is used word for word (shell spec §8). */
export const MESSAGES = {
  sessionExpired: 'Session Expired: Please login again to re-authorize',
  /** A typed date the picker could not read (shell spec §9: MM/dd/yyyy, strict entry). */
  dateNotRead: (text: string) => `${text} is not a date: enter it as MM/DD/YYYY.`,
  /** A typed date outside the field's bounds (both shown as MM/dd/yyyy). */
  dateOutOfRange: (text: string, from: string, to: string) => `${text} is outside the dates allowed, ${from} to ${to}.`,
  /**
   * Text longer than a field takes, named by its subject ('First Name must be at most 50 characters.'): one wording under
   * the field and in a list of errors, where a message without its field would not say which (docs/decisions.md).
   */
  atMostCharacters: (subject: string, max: number) =>
    `${subject} must be at most ${max.toLocaleString('en-US')} character${max === 1 ? '' : 's'}.`,
  exportFailed: 'Failed to export excel, please try later.',
  gridFailed: 'There was a problem fetching the results, please try again later.',
  damagedPdf: 'This file is suspected to be damaged, please verify before upload',
  unsavedChanges: 'You have unsaved changes, which may be lost if you proceed. Do you want to continue?',
  somethingWentWrong: 'Something went wrong.',
  renderCrash: 'something went wrong',
  productInfoFailed: 'Product information could not be loaded',
  toastFallback: 'Something unexpected happened. Please try again later or contact support.',
  toastNotText: 'Toast message is not a string, please recheck your code',
  requestTimedOut: 'The request took too long. Please try again.',
  changeTimedOut:
    'The server did not answer in time. The change may have been saved all the same: reload before you try again.',
  screenLoadFailed: 'This screen could not be loaded.',
  noEnrollmentSelected: 'No enrollment was selected',
  forbidden: 'You do not have access to this module or action.',
  notFound: 'The record was not found.',
  memberNotFound: 'The member was not found.',
  staleRecord: 'This record was changed by someone else since you opened it. Please reload it and try again.',
  /** The stale record names who changed it, where the record keeps that. */
  staleRecordBy: (name: string) =>
    `This record was changed by ${name} since you opened it. Please reload it and try again.`,
  invalidRequest: 'The request is not valid.',
  databaseUnavailable: 'The database is unavailable at the moment. Please try again in a few seconds.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  nulCharacter: 'The request contains a NUL character (\\u0000), which is not allowed.',
  numberOutOfRange: 'The number is out of range.',
  invalidValue: 'A value in the request is out of range or not in a valid format.',
  signInFailed: 'The username or password is incorrect.',
  identityProviderUnavailable:
    'The sign-in service cannot be reached at the moment. Please try again in a few minutes.',
  signInLocked: 'Too many failed sign-in attempts for this account. Please wait a few minutes and try again.',
  occupied: 'Occupied',
  tooManyMemberSearches: 'Too many member searches in a minute. Please wait a minute and try again.',
  tooManyExports: 'Too many exports in a minute. Please wait a minute and try again.',
} as const;
