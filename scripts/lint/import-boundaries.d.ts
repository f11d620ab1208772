import type { Rule } from 'eslint';

/** Why `source`, imported by `importer`, crosses a boundary of ARCHITECTURE.md §3; undefined when it does not. */
export function boundaryProblem(importer: string, source: string, target: string | undefined): string | undefined;
export const importBoundaries: Rule.RuleModule;
