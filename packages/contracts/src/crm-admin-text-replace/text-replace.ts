import { z } from 'zod';
import { zText } from '../platform/rules/text.ts';
import { MESSAGES } from '../platform/messages.ts';

/**
 * Text replace options (UpdateTextReplaceOptions, spec §7): shortcuts an agent types in the CRM's note boxes that
 * expand into a longer text, e.g. ';vm' into 'Left a voicemail for the member.'. The whole list is saved at once, at
 * the version read.
 */

export const TEXT_REPLACE_MESSAGES = {
  shortcutFormat: 'A shortcut starts with ; and has 1 to 20 letters, digits, - or _ after it (e.g. ;vm).',
  expansionRequired: 'The replacement text is required.',
  expansionTooLong: MESSAGES.atMostCharacters('The replacement text', 2000),
  duplicateShortcut: (shortcut: string) => `The shortcut ${shortcut} is listed twice.`,
  tooMany: 'At most 500 shortcuts can be kept.',
  versionInvalid: 'The version read is required (a positive whole number).',
} as const;
const M = TEXT_REPLACE_MESSAGES;

/** ';' then 1-20 letters, digits, '-' or '_': never a word an agent types on its own. */
export const SHORTCUT_PATTERN = /^;[A-Za-z0-9_-]{1,20}$/;

export const textReplaceOptionSchema = z.object({
  shortcut: z
    .string({ error: M.shortcutFormat })
    .trim()
    .transform((value) => value.toLowerCase())
    .refine((value) => SHORTCUT_PATTERN.test(value), M.shortcutFormat),
  expansion: zText({ multiline: true }).trim().min(1, M.expansionRequired).max(2000, M.expansionTooLong),
});
export type TextReplaceOption = z.output<typeof textReplaceOptionSchema>;

const optionList = z
  .array(textReplaceOptionSchema)
  .max(500, M.tooMany)
  .superRefine((options, context) => {
    const seen = new Set<string>();
    options.forEach((option, index) => {
      if (seen.has(option.shortcut))
        context.addIssue({ code: 'custom', message: M.duplicateShortcut(option.shortcut), path: [index, 'shortcut'] });
      seen.add(option.shortcut);
    });
  });

/** UpdateTextReplaceOptions: the whole list at the version read. */
export const updateTextReplaceOptionsSchema = z.object({
  options: optionList,
  version: z.number({ error: M.versionInvalid }).int(M.versionInvalid).positive(M.versionInvalid),
});
export type UpdateTextReplaceOptions = z.output<typeof updateTextReplaceOptionsSchema>;
export type UpdateTextReplaceOptionsInput = z.input<typeof updateTextReplaceOptionsSchema>;

export const textReplaceOptionsSchema = z.object({
  options: z.array(z.object({ shortcut: z.string(), expansion: z.string() })),
  modifiedBy: z.string().nullable(),
  /** The name of the user modifiedBy names (null for a username no user has): the editor shows the person. */
  modifiedByName: z.string().nullable(),
  modifiedDate: z.string().nullable(),
  version: z.number().int(),
});
export type TextReplaceOptions = z.infer<typeof textReplaceOptionsSchema>;

/**
 * Expands a shortcut the user just finished typing: when `text` ends with a shortcut followed by a space (or a line
 * break), and the shortcut stands on its own (start of the text or after white space), it is replaced by its
 * expansion and the space kept. Anything else comes back unchanged. Shortcuts match without regard to case.
 */
export function expandShortcut(text: string, options: readonly { shortcut: string; expansion: string }[]): string {
  const match = /(^|\s)(;[A-Za-z0-9_-]{1,20})([ \n])$/.exec(text);
  if (!match) return text;
  const [, before = '', typed = '', after = ''] = match;
  const found = options.find((option) => option.shortcut.toLowerCase() === typed.toLowerCase());
  if (!found) return text;
  return `${text.slice(0, match.index)}${before}${found.expansion}${after}`;
}
