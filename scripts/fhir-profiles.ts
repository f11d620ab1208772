/**
 * Refreshes the FHIR implementation-guide profiles the API tests validate against (`npm run fhir-profiles -w scripts`).
 *
 * Da Vinci PDex Plan Net is published on the npm registry as `hl7.fhir.us.davinci-pdex-plan-net`, but its package.json
 * names FHIR packages that are not on npm (hl7.fhir.r4.core, the US Core versions), so npm cannot install it as a
 * dependency. This script fetches the package's tarball with `npm pack`, keeps its StructureDefinitions (profiles and
 * extensions) with their snapshots, drops the narrative, the differential and the mappings the validator does not read,
 * and writes them as one collection Bundle beside the validator helper. The IG's content is CC0.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PACKAGE = 'hl7.fhir.us.davinci-pdex-plan-net';
const VERSION = '1.2.0';
const OUT = new URL(`../apps/server/src/platform/fhir/profiles/plan-net-${VERSION}.json`, import.meta.url);
const DROPPED = new Set(['text', 'differential', 'mapping', 'contact', 'jurisdiction', 'publisher', 'description']);

const work = mkdtempSync(join(tmpdir(), 'fhir-profiles-'));
try {
  const tarball = execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--silent'], { cwd: work })
    .toString()
    .trim();
  execFileSync('tar', ['xzf', tarball], { cwd: work });
  const folder = join(work, 'package');
  const definitions = readdirSync(folder)
    .filter((name) => name.startsWith('StructureDefinition-') && name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Record<string, unknown>)
    .map((definition) => Object.fromEntries(Object.entries(definition).filter(([key]) => !DROPPED.has(key))));
  const bundle = {
    resourceType: 'Bundle',
    type: 'collection',
    meta: { source: `npm:${PACKAGE}@${VERSION}` },
    entry: definitions.map((resource) => ({ resource })),
  };
  writeFileSync(OUT, `${JSON.stringify(bundle)}\n`);
  console.log(`Wrote ${definitions.length} StructureDefinitions of ${PACKAGE}@${VERSION}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
