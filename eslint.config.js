// Lint: typescript-eslint's strictest type-checked set on every TypeScript file, the hooks rules on the web app,
// and the import directions of ARCHITECTURE.md §3 (scripts/lint/import-boundaries.js).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/lint/import-boundaries.js';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '.data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'apps/server/migrations/',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        // Files outside every tsconfig project (the root vitest.config.ts) use the default project.
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers in template text are what the messages and SQL identifiers want; objects and unions still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` and `(x) => list.push(x)` read as statements; longer bodies still fail.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify plugins are async by contract (a plugin without `done` must return a promise), with or without an await.
      '@typescript-eslint/require-await': 'off',
      // `const { id: _id, ...rest } = row` is how a field is left out of a copy; an unused `_arg` keeps a signature.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read untyped JSON answers (`response.json()`) and assert on them; the assertion is the type check there.
    files: ['**/*.test.{ts,tsx}', '**/*test-helpers.ts', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Test doubles stand in for a class (a database that is away) without being built by it.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // Browser tests take `test` from e2e/fixtures.ts, which closes every page a test opens when the test ends.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from './fixtures.ts': it closes the pages a test opens when the test ends.",
            },
          ],
        },
      ],
    },
  },
  {
    // The portal's drop-downs are ui/inputs/Select.tsx and MultiSelect.tsx: read-only, they give their labels on hover.
    files: ['apps/web/**/*.{ts,tsx}'],
    // The shared drop-downs themselves wrap Mantine's.
    ignores: ['apps/web/src/ui/inputs/Select.tsx', 'apps/web/src/ui/inputs/MultiSelect.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Select'],
              message: "Import `Select` from 'ui/inputs/Select.tsx': read-only, it gives its chosen label on hover.",
            },
            {
              name: '@mantine/core',
              importNames: ['MultiSelect'],
              message:
                "Import `MultiSelect` from 'ui/inputs/MultiSelect.tsx': read-only, it gives its chosen labels on hover.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'packages/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { portal: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'portal/import-boundaries': 'error' },
  },
);
