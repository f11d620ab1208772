import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE §3.1 and §3.10, read from the sources themselves: a web module never imports another module's files
 * (shared screens live in `ui/`), `ui/` and `lib/` never import a module, and timestamps go through the one formatter.
 */
const moduleSources = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const sharedSources = import.meta.glob<string>(['../ui/**/*.{ts,tsx}', '../lib/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const appSources = import.meta.glob<string>('../app/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

const IMPORT = /(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '');
}

/** The module folder a path inside `modules/` belongs to ('./enrollment/api/x.ts' -> 'enrollment'). */
const moduleOf = (path: string) => path.split('/')[1] ?? '';

/** Resolves a relative import against the importing file ('./a/b.tsx' + '../c/d.ts' -> './c/d.ts'). */
function resolve(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

describe('web module boundaries', () => {
  it('finds the module sources it checks', () => {
    expect(Object.keys(moduleSources).length).toBeGreaterThan(50);
    expect(Object.keys(sharedSources).length).toBeGreaterThan(10);
  });

  it('no module imports another module', () => {
    const crossings: string[] = [];
    for (const [path, source] of Object.entries(moduleSources)) {
      if (path.split('/').length < 3) continue; // this file
      for (const target of importsOf(source).filter((name) => name.startsWith('.'))) {
        const resolved = resolve(path, target);
        // Leaving modules/ (to ui, lib, app) is fine; landing in another module's folder is not.
        if (!resolved.startsWith('./') || resolved.startsWith('../')) continue;
        if (moduleOf(resolved) !== moduleOf(path)) crossings.push(`${path} imports ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('shared ui and lib never import a module', () => {
    const offenders = Object.entries(sharedSources).flatMap(([path, source]) =>
      importsOf(source)
        .filter((name) => name.includes('/modules/'))
        .map((name) => `${path} imports ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it('timestamps are shown with the shared formatter, never the browser locale (MM/dd/yyyy hh:mm:ss a)', () => {
    const offenders = Object.entries({ ...moduleSources, ...sharedSources })
      .filter(([path]) => !path.endsWith('.test.ts') && !path.endsWith('.test.tsx'))
      .filter(([, source]) => /\.toLocale(Date|Time)String\(|Date\([^)]*\)\.toLocaleString\(/.test(source))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('code is split with lazyComponent (the 120 s load error and a retry that loads afresh), never React.lazy itself', () => {
    const sources = { ...moduleSources, ...sharedSources, ...appSources };
    expect(Object.values(sources).filter((source) => source.includes('lazyComponent(')).length).toBeGreaterThan(3);
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/ui/lazy-component.tsx'))
      .filter(([, source]) => /\blazy\s*\(|React\.lazy|import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*'react'/.test(source))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });

  it('comments in lists show the 100-character preview (shell spec §9)', () => {
    const columns = Object.values(moduleSources).flatMap(
      (source) => source.match(/\{ accessor: '(comment|comments)'[^\n]*/g) ?? [],
    );
    expect(columns.length).toBeGreaterThan(0);
    expect(columns.filter((column) => !column.includes('<CommentPreview'))).toEqual([]);
  });

  it('every form validates with a zod schema through the resolver', () => {
    // Each call with the options that follow it (formatted over several lines), up to its closing `})`.
    const forms = Object.entries(moduleSources).flatMap(([path, source]) =>
      [...source.matchAll(/useForm(<[^(]*>)?\(\{[\s\S]*?\n?\s*\}\)/g)].map((call) => `${path}: ${call[0]}`),
    );
    const calls = Object.values(moduleSources).reduce(
      (n, source) => n + (source.match(/\buseForm(<[^(]*>)?\(/g) ?? []).length,
      0,
    );
    expect(forms.length).toBeGreaterThan(10);
    expect(forms.length).toBe(calls); // a call without options has no resolver either
    // A form with a form template's answers composes zodResolver with the template's answers schema (ui/form).
    expect(forms.filter((call) => !/resolver:\s*(zodResolver|withTemplateAnswers)\(/.test(call))).toEqual([]);
  });
});
