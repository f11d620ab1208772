import { describe, expect, it } from 'vitest';
import { expandShortcut, TEXT_REPLACE_MESSAGES, updateTextReplaceOptionsSchema } from './text-replace.ts';

const options = [
  { shortcut: ';vm', expansion: 'Left a voicemail for the member.' },
  { shortcut: ';cb', expansion: 'Member asked for a call back.' },
];

describe('expandShortcut', () => {
  it('expands a shortcut followed by a space, keeping the space', () => {
    expect(expandShortcut(';vm ', options)).toBe('Left a voicemail for the member. ');
    expect(expandShortcut('Called today. ;cb ', options)).toBe('Called today. Member asked for a call back. ');
  });

  it('expands after a line break and before one, without regard to case', () => {
    expect(expandShortcut('First line\n;VM\n', options)).toBe('First line\nLeft a voicemail for the member.\n');
  });

  it('leaves text alone when the shortcut is not followed by a space, is unknown or is inside a word', () => {
    expect(expandShortcut(';vm', options)).toBe(';vm');
    expect(expandShortcut(';xx ', options)).toBe(';xx ');
    expect(expandShortcut('abc;vm ', options)).toBe('abc;vm ');
    expect(expandShortcut(';vm and more ', options)).toBe(';vm and more ');
  });
});

describe('updateTextReplaceOptionsSchema', () => {
  it('lower-cases shortcuts and refuses a malformed or repeated one', () => {
    const ok = updateTextReplaceOptionsSchema.parse({ version: 1, options: [{ shortcut: ' ;VM ', expansion: 'x' }] });
    expect(ok.options[0]?.shortcut).toBe(';vm');
    const bad = updateTextReplaceOptionsSchema.safeParse({ version: 1, options: [{ shortcut: 'vm', expansion: 'x' }] });
    expect(bad.error?.issues[0]?.message).toBe(TEXT_REPLACE_MESSAGES.shortcutFormat);
    const twice = updateTextReplaceOptionsSchema.safeParse({
      version: 1,
      options: [
        { shortcut: ';vm', expansion: 'x' },
        { shortcut: ';VM', expansion: 'y' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(TEXT_REPLACE_MESSAGES.duplicateShortcut(';vm'));
  });
});
