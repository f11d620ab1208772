import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';

/**
 * One copy of each message: the IPA screens (web and server) use the contracts' constants rather than typing a
 * message's words again, and the IPA and rates messages share no text with each other or with the platform's.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const messageFiles = {
  platform: 'packages/contracts/src/platform/messages.ts',
  ipa: 'packages/contracts/src/ipa-admin/ipa-admin.messages.ts',
  rates: 'packages/contracts/src/ipa-admin/ipa-rates.messages.ts',
};
const folders = [
  'apps/web/src/modules/ipa-admin',
  'apps/server/src/modules/ipa-admin',
  'packages/contracts/src/ipa-admin',
];

const walk = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
/** The texts a messages file types itself (a key's own quoted text, not a reference to another constant). */
const typedTexts = (file: string) =>
  [...withoutComments(readFileSync(join(root, file), 'utf8')).matchAll(/^\s+\w+:\s*'((?:[^'\\]|\\.)*)'/gm)].map(
    (match) => match[1],
  );
const texts = [MESSAGES, IPA_MESSAGES, RATE_MESSAGES].flatMap((messages) =>
  Object.values(messages).filter((value): value is string => typeof value === 'string' && value.length > 8),
);

describe('IPA messages are typed once', () => {
  it('no text of the IPA or rates messages is typed again in the other file or in the platform messages', () => {
    const platform = new Set(typedTexts(messageFiles.platform));
    const ipa = new Set(typedTexts(messageFiles.ipa));
    const rates = typedTexts(messageFiles.rates);
    expect(rates.length).toBeGreaterThan(20);
    expect(rates.filter((text) => ipa.has(text) || platform.has(text))).toEqual([]);
    expect([...ipa].filter((text) => platform.has(text))).toEqual([]);
  });

  it('no IPA screen, route or contract retypes a message the contracts define', () => {
    const sources = folders
      .flatMap(walk)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => !Object.values(messageFiles).includes(file));
    expect(sources.length).toBeGreaterThan(100);
    const retyped = sources.flatMap((file) => {
      const code = withoutComments(readFileSync(join(root, file), 'utf8'));
      return texts
        .filter((text) => [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((form) => code.includes(form)))
        .map((text) => `${file}: '${text}'`);
    });
    expect(retyped).toEqual([]);
  });
});
