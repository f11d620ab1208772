import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The shell's first load (the entry script and what it imports statically) stays small: screens load lazily, and no
 * file the shell imports pulls the schema library in (a contracts file the shell needs for constants holds no schema;
 * the schemas live in files of their own, e.g. `rules/date-schemas.ts`). The size itself is measured by `npm run bench`.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

describe("the shell's first load", () => {
  it('holds no screen module and no zod', async () => {
    const result = await build({
      entryPoints: [`${root}apps/web/src/main.tsx`],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'shell-check',
      write: false,
      metafile: true,
      logLevel: 'silent',
      jsx: 'automatic',
      loader: { '.css': 'empty' },
    });
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint?.endsWith('main.tsx'));
    expect(entry).toBeDefined();
    // The entry chunk and the chunks it imports statically (dynamic imports are the lazy screens).
    const shell = new Set<string>(entry ? [entry] : []);
    for (const name of shell)
      for (const imported of outputs[name]?.imports ?? [])
        if (imported.kind === 'import-statement') shell.add(imported.path);
    const inputs = [...shell].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
    expect(inputs.some((input) => input.endsWith('app/App.tsx') || input.includes('app/shell/'))).toBe(true);
    expect(inputs.filter((input) => input.includes('node_modules/zod/'))).toEqual([]);
    expect(inputs.filter((input) => input.includes('apps/web/src/modules/'))).toEqual([]);
  });
});
