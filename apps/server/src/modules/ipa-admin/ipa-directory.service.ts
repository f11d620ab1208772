import type { ContactDto } from '@portal/contracts/ipa-admin/contacts';
import { CLAIM_DEPARTMENT_CODE } from '@portal/contracts/ipa-admin/contacts';
import { CRM_LOOKUP_MESSAGES } from '@portal/contracts/crm-my-queue/config-lookups';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors/errors.ts';
import { searchContacts } from './tabs/contacts.repository.ts';

/** What other modules read of IPA administration: the MSOs and an IPA's additional contacts (the CRM's lookups). */

/** The MSOs, termed ones included, by name (the CRM's GetAllMsos). */
export async function allMsos(database: Database) {
  const { rows } = await database.pool.query<{
    id: number;
    name: string;
    address1: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
    email: string | null;
    isTermed: boolean;
  }>(
    `select id, name, address1, city, state, zip_code as "zipCode", phone, email, is_termed as "isTermed"
     from ipa_msos order by name, id`,
  );
  return rows;
}

/**
 * The additional contacts of the IPA with this code (its latest sequence), newest first; the claim department's
 * contacts stay in IPA administration, where they need a claim permission.
 */
export async function additionalContactsOfIpa(database: Database, ipaCode: string): Promise<ContactDto[]> {
  const { rows } = await database.pool.query<{ id: number }>(
    'select id from ipas where upper(ipa_code) = upper($1) order by eff_date desc, id desc limit 1',
    [ipaCode],
  );
  const ipa = rows[0];
  if (!ipa) throw notFound(CRM_LOOKUP_MESSAGES.unknownIpa(ipaCode));
  return searchContacts(database, ipa.id, undefined, CLAIM_DEPARTMENT_CODE);
}
