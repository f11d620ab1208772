/** Writes docs/modules.md from the module catalogue: `npx tsx scripts/module-docs.ts`. A test keeps it in step. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES } from '@portal/contracts/platform/modules';

export function moduleTable(): string {
  const lines = [
    '# Module ids',
    '',
    "Access is granted by module id (shell spec §6). Ids 12-59 are the spec's; the others are ours, from 100 up.",
    'Generated from `packages/contracts/src/platform/modules.ts` by `npx tsx scripts/module-docs.ts`.',
    '',
    '| id | module | menu group | routes | built |',
    '|---|---|---|---|---|',
    ...[...MODULES]
      .sort((a, b) => a.id - b.id)
      .map(
        (entry) =>
          `| ${entry.id} | ${entry.label} | ${entry.group ?? '-'} | ${entry.routes.join(', ')} | ${entry.built ? 'yes' : 'no'} |`,
      ),
    '',
  ];
  return lines.join('\n');
}

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/modules.md');
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(target, moduleTable());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
export const moduleDocsPath = target;
