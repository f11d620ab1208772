import {
  AVA_ENROLLMENT_FLAGS,
  ENROLLMENT_FEATURE_FLAGS,
  MEMBER_ENROLLMENT_FLAGS,
  type EnrollmentFlag,
} from '@portal/contracts/enrollment-admin/enrollment-flags';
import type { Db } from '../../platform/db/client.ts';
import type { Actor } from '../../platform/audit/audit.ts';
import { listFlags } from '../../platform/flags/flags.ts';
import { setFlag } from '../../platform/flags/flags.repository.ts';
import { notFound } from '../../platform/errors/errors.ts';

const ENROLLMENT_FLAG_NAMES = new Set<string>(Object.values(ENROLLMENT_FEATURE_FLAGS));
const AVA = new Set<string>(AVA_ENROLLMENT_FLAGS);

/** The enrollment flags only, through the platform flag service (the one place flags are read). */
export async function listEnrollmentFlags(db: Db): Promise<EnrollmentFlag[]> {
  const flags = await listFlags(db);
  return flags
    .filter((flag) => ENROLLMENT_FLAG_NAMES.has(flag.name))
    .map((flag) => ({ ...flag, area: AVA.has(flag.name) ? 'Automation' : 'Processing' }));
}

export async function flagStates(db: Db, names: readonly string[]): Promise<{ name: string; isActive: boolean }[]> {
  const flags = await listFlags(db);
  return names.map((name) => ({ name, isActive: flags.find((flag) => flag.name === name)?.isActive ?? false }));
}

export const avaFlagStates = (db: Db) => flagStates(db, AVA_ENROLLMENT_FLAGS);
export const memberEnrollmentFlagStates = (db: Db) => flagStates(db, MEMBER_ENROLLMENT_FLAGS);

/** Toggles an enrollment flag (platform setFlag: version-checked, audited). Other flags are not this screen's. */
export async function toggleEnrollmentFlag(
  db: Db,
  actor: Actor,
  id: number,
  change: { isActive: boolean; version: number },
): Promise<EnrollmentFlag> {
  const flag = (await listFlags(db)).find((candidate) => candidate.id === id);
  if (!flag || !ENROLLMENT_FLAG_NAMES.has(flag.name)) throw notFound();
  const updated = await setFlag(db, actor, id, change);
  return { ...updated, area: AVA.has(updated.name) ? 'Automation' : 'Processing' };
}
