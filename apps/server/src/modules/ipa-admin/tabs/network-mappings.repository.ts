import { sql } from 'drizzle-orm';
import type { NetworkMappingDto } from '@portal/contracts/ipa-admin/network-mappings';
import type { Database } from '../../../platform/db/client.ts';
import { updateAtVersion } from '../../../platform/db/write-at-version.ts';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import { badRequest, notFound } from '../../../platform/errors/errors.ts';
import { ipaNetworkMappings } from './ipa-mappings.tables.ts';
import { IPA_MODULE } from '../ipa-access.ts';
import { plainRow } from '../ipa-sql.ts';
import { returnedRow } from '../../../platform/db/returned-row.ts';

export const NETWORK_SELECT = `id, id as "networkMapId", ipa_code as "ipaCode", effective_start_date as "effectiveStartDate", effective_end_date as "effectiveEndDate",
  contract_code as "contractCode", is_pcp as "isPcp", tin, class, specialty, network_id as "networkId", network_prefix as "networkPrefix",
  agreement_id as "agreementId", ipa_network_id as "ipaNetworkId", ipa_network_prefix as "ipaNetworkPrefix", dofr_agreement_id as "dofrAgreementId",
  version, created_by as "createdBy", created_at as "createdDt", updated_by as "updatedBy", updated_at as "updatedDt"`;

export async function getNetworkMapping(database: Database, id: number): Promise<NetworkMappingDto> {
  const { rows } = await database.pool.query<NetworkMappingDto>(
    `select ${NETWORK_SELECT} from ipa_network_mappings where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return plainRow(rows[0]);
}

export interface NetworkMappingData {
  id: number;
  version?: number | undefined;
  ipaCode: string;
  effectiveStartDate: string;
  effectiveEndDate: string;
  contractCode: string;
  isPcp: string;
  tin: string | null;
  class: string | null;
  specialty: string | null;
  networkId: string;
  networkPrefix: string;
  agreementId: string;
  ipaNetworkId: string;
  ipaNetworkPrefix: string;
  dofrAgreementId: string;
}

function columnsOf(data: NetworkMappingData) {
  const { id: _id, version: _version, ipaCode: _ipaCode, ...columns } = data;
  return columns;
}

export async function createNetworkMapping(
  database: Database,
  actor: Actor,
  data: NetworkMappingData,
): Promise<number> {
  const { rows } = await database.pool.query('select 1 from ipas where upper(ipa_code) = upper($1) limit 1', [
    data.ipaCode,
  ]);
  if (rows.length === 0) throw notFound();
  return database.db.transaction(async (tx) => {
    const created = returnedRow(
      await tx
        .insert(ipaNetworkMappings)
        .values({ ...columnsOf(data), ipaCode: data.ipaCode.toUpperCase(), createdBy: actor.user.username })
        .returning({ id: ipaNetworkMappings.id }),
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaNetworkMappingCreated',
      itemId: created.id,
      moduleId: IPA_MODULE,
      details: { ipaCode: data.ipaCode, networkId: data.networkId },
    });
    return created.id;
  });
}

export async function updateNetworkMapping(database: Database, actor: Actor, data: NetworkMappingData): Promise<void> {
  if (!data.id) throw badRequest('id is required');
  if (data.version === undefined) throw badRequest('version is required');
  const { id, version } = data;
  await database.db.transaction(async (tx) => {
    await updateAtVersion(
      tx,
      ipaNetworkMappings,
      { id, version, scope: sql`upper(${ipaNetworkMappings.ipaCode}) = upper(${data.ipaCode})` },
      { ...columnsOf(data), updatedBy: actor.user.username, updatedAt: new Date() },
    );
    await recordAudit(tx, actor, {
      eventType: 'IpaNetworkMappingUpdated',
      itemId: id,
      moduleId: IPA_MODULE,
      details: { ipaCode: data.ipaCode, networkId: data.networkId },
    });
  });
}
