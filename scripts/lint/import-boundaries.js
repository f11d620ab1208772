// The import directions of ARCHITECTURE.md §3, checked by path shape rather than by zones written per feature:
// - a web module never imports another web module; `ui/` and `lib/` never import a module;
// - the web app never imports the server;
// - a server module reaches another module only through its `*.service.ts`;
// - `packages/contracts` depends on zod alone (its tests on vitest too).
import path from 'node:path';

const WEB = 'apps/web/';
const WEB_MODULES = 'apps/web/src/modules/';
const SERVER = 'apps/server/';
const SERVER_MODULES = 'apps/server/src/modules/';
const CONTRACTS = 'packages/contracts/';

/** The module folder name under `root` that `file` sits in (not a file directly under `root`), else undefined. */
function moduleOf(file, root) {
  if (!file.startsWith(root)) return undefined;
  const rest = file.slice(root.length).split('/');
  return rest.length > 1 ? rest[0] : undefined;
}

/**
 * Why `source`, imported by `importer` (both repository-relative with '/'), breaks a direction; undefined when it
 * does not. `target` is the repository-relative path of a relative import, undefined for a package import.
 */
export function boundaryProblem(importer, source, target) {
  if (importer.startsWith(CONTRACTS)) {
    const allowed = /^zod(\/|$)/.test(source) || (/\.test\.ts$/.test(importer) && source === 'vitest');
    if (target === undefined ? !allowed : !target.startsWith(CONTRACTS)) {
      return `packages/contracts depends on zod alone ('${source}')`;
    }
    return undefined;
  }
  if (importer.startsWith(WEB)) {
    if ((target ?? '').startsWith(SERVER) || /^@portal\/server(\/|$)/.test(source))
      return `the web app never imports the server ('${source}')`;
    if (target === undefined) return undefined;
    const targetModule = moduleOf(target, WEB_MODULES);
    if (targetModule === undefined) return undefined;
    const importerModule = moduleOf(importer, WEB_MODULES);
    if (importerModule === undefined) {
      if (importer.startsWith('apps/web/src/ui/') || importer.startsWith('apps/web/src/lib/')) {
        return `ui/ and lib/ never import a module ('${targetModule}'); move the shared piece into ui/ or lib/`;
      }
      return undefined;
    }
    if (importerModule !== targetModule) {
      return `the web module '${importerModule}' imports the module '${targetModule}'; share through ui/ or lib/, or call the API`;
    }
    return undefined;
  }
  if (importer.startsWith(SERVER_MODULES) && target !== undefined) {
    const importerModule = moduleOf(importer, SERVER_MODULES);
    const targetModule = moduleOf(target, SERVER_MODULES);
    if (
      importerModule !== undefined &&
      targetModule !== undefined &&
      importerModule !== targetModule &&
      !/\.service\.ts$/.test(target)
    ) {
      return `the server module '${importerModule}' reaches into '${targetModule}' past its service ('${source}'); call a function of its *.service.ts`;
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Keeps the import directions of ARCHITECTURE.md: no cross-module imports, web never imports server, contracts on zod alone.',
    },
    schema: [],
    messages: { crossing: 'Import across a boundary: {{problem}}.' },
  },
  create(context) {
    const root = context.cwd;
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    /** @param {import('estree').Node | null | undefined} node */
    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const source = node.value;
      const target = source.startsWith('.')
        ? path
            .relative(root, path.resolve(path.dirname(context.filename), source))
            .split(path.sep)
            .join('/')
        : undefined;
      const problem = boundaryProblem(importer, source, target);
      if (problem) context.report({ node, messageId: 'crossing', data: { problem } });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
