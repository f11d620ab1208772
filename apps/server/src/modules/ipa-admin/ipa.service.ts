import type { Database } from '../../platform/db/client.ts';
import { activeIpaExists } from './ipa.repository.ts';

/**
 * What other modules may ask of the IPA records (they call this service and never read the IPA tables).
 * IsActiveIPA (enrollment spec §7): an IPA of that code is in force today, whichever way it was made (the IPA
 * wizard or the demo data).
 */
export async function isActiveIpa(database: Database, ipaCode: string): Promise<boolean> {
  return activeIpaExists(database, ipaCode.trim());
}
