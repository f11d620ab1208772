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
