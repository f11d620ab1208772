import type { ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { CLAIM_DEPARTMENT_CODE } from '@portal/contracts/ipa-admin/contacts';
import { CRM_LOOKUP_MESSAGES } from '@portal/contracts/crm-my-queue/config-lookups';
import type { Database } from '../../platform/db/client.ts';
import { getIpaByCode } from './ipa.repository.ts';
import { searchContacts } from './tabs/contacts.repository.ts';

export { allMsos } from './ipa-lookups.repository.ts';

/** What other modules read of IPA administration: the MSOs and an IPA's additional contacts (the CRM's lookups). */

/**
 * The additional contacts of the IPA with this code (its latest sequence), newest first; the claim department's
 * contacts stay in IPA administration, where they need a claim permission.
 */
export async function additionalContactsOfIpa(database: Database, ipaCode: string): Promise<ContactDto[]> {
  const ipa = await getIpaByCode(database, ipaCode, CRM_LOOKUP_MESSAGES.unknownIpa(ipaCode));
  return searchContacts(database, ipa.id, undefined, CLAIM_DEPARTMENT_CODE);
}
