/**
 * The one wording of enrollment's field messages, on the enrollment form and in Admin and Support's dialogs alike:
 * 'Please enter ...' for what is typed, 'Please select ...' for what is chosen, and a rule on a value named by its
 * subject ('Code must be at most 20 characters.'), each a sentence ending in a full stop.
 */
export const pleaseEnter = (what: string) => `Please enter ${what}.`;
export const pleaseSelect = (what: string) => `Please select ${what}.`;
/** A rule on a value, as a sentence: `rule('NPN', 'must be 1 to 10 digits')` gives 'NPN must be 1 to 10 digits.'. */
export const rule = (subject: string, says: string) => `${subject} ${says}.`;
export const atMostCharacters = (subject: string, max: number) =>
  rule(subject, `must be at most ${max} character${max === 1 ? '' : 's'}`);
