/**
 * The one wording of enrollment's field messages, on the enrollment form and in Admin and Support's dialogs alike:
 * 'Please enter ...' for what is typed, 'Please select ...' for what is chosen, and a rule on a value named by its
 * subject ('NPN must be 1 to 10 digits.'), each a sentence ending in a full stop. Text too long is the platform's
 * MESSAGES.atMostCharacters, named by the field's label in the same way.
 */
export const pleaseEnter = (what: string) => `Please enter ${what}.`;
export const pleaseSelect = (what: string) => `Please select ${what}.`;
/** A rule on a value, as a sentence: `rule('NPN', 'must be 1 to 10 digits')` gives 'NPN must be 1 to 10 digits.'. */
export const rule = (subject: string, says: string) => `${subject} ${says}.`;
