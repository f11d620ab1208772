import { sql, type SQL } from 'drizzle-orm';
import {
  MAX_PCP_MILES,
  OVER_MAX_DISTANCE,
  PROVIDER_PAGE_SIZE,
  PROVIDER_SEARCH_MESSAGES as M,
  zipOfAddress,
  type ProviderResult,
  type ProviderSearchQuery,
  type ProviderSearchResponse,
} from '@portal/contracts/patient-360/provider-search';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import type { DbOrTx } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { badRequest, notFound } from '../../platform/errors/errors.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { distanceMilesSql } from '../../platform/reference/reference.service.ts';
import { LA_TODAY } from '../../platform/db/los-angeles-day.ts';

async function originZip(db: DbOrTx, query: ProviderSearchQuery): Promise<string> {
  if (query.fromAddress) {
    const zip = zipOfAddress(query.fromAddress);
    if (!zip) throw badRequest(M.fromAddress);
    return zip;
  }
  const [member] = await queryRows<{ zip5: string }>(
    db,
    sql`select zip5 from members where member_id = ${query.memberId ?? ''}`,
  );
  if (!member) throw notFound(MEMBER_RECORD_MESSAGES.memberNotFound);
  return member.zip5;
}

/**
 * Primary care providers within the miles asked of the origin ZIP's centroid, active today, with the filters, and of the
 * network's medical groups when `networkIpas` is given; sorted by quality rating first (spec), then distance or name.
 * A page is 25 providers.
 */
export async function searchProviders(
  db: DbOrTx,
  query: ProviderSearchQuery,
  networkIpas?: readonly string[],
): Promise<ProviderSearchResponse> {
  const fromZip = await originZip(db, query);
  const [origin] = await queryRows<{ latitude: number; longitude: number }>(
    db,
    sql`select latitude, longitude from zip_codes where zip = ${fromZip}`,
  );
  if (!origin) throw badRequest(M.zipUnknown);
  const miles = distanceMilesSql(origin, sql`p.latitude`, sql`p.longitude`);
  // A box around the origin first (a degree of latitude is 69 miles), then the exact distance.
  const latitudeSpan = query.withinmiles / 69;
  const longitudeSpan = query.withinmiles / (69 * Math.max(0.2, Math.cos((origin.latitude * Math.PI) / 180)));
  const where: SQL[] = [
    sql`p.is_pcp`,
    sql`p.contracted`,
    sql`(p.term_date is null or p.term_date >= ${LA_TODAY})`,
    sql`p.latitude between ${origin.latitude - latitudeSpan} and ${origin.latitude + latitudeSpan}`,
    sql`p.longitude between ${origin.longitude - longitudeSpan} and ${origin.longitude + longitudeSpan}`,
    sql`${miles} <= ${query.withinmiles}`,
  ];
  if (query.searchterm) where.push(sql`lower(p.full_name) like ${containsPattern(query.searchterm.toLowerCase())}`);
  if (query.gender) where.push(sql`p.gender = ${query.gender}`);
  if (query.language) where.push(sql`${query.language} = any(p.languages)`);
  if (query.acceptingNewPatients !== undefined)
    where.push(sql`p.accepting_new_patients = ${query.acceptingNewPatients}`);
  if (query.ipa) where.push(sql`p.ipa_code = ${query.ipa.toUpperCase()}`);
  if (networkIpas) where.push(sql`p.ipa_code = any(${sql.param([...networkIpas])}::text[])`);
  if (query.visitType === 'Virtual') where.push(sql`p.offers_virtual`);
  const then = query.sortby === 'name' ? sql`p.last_name, p.first_name` : sql`distance`;
  const conditions = sql.join(where, sql` and `);
  const [items, count] = await Promise.all([
    queryRows<Omit<ProviderResult, 'distanceNote'>>(
      db,
      sql`select p.npi, p.full_name as name, p.specialty, p.gender, p.languages, p.quality_rating as "qualityRating",
        p.accepting_new_patients as "acceptingNewPatients", p.offers_virtual as "offersVirtual", p.address1, p.city,
        p.state_code as state, p.zip, p.phone, p.ipa_code as "ipaCode", round(${miles}::numeric, 1)::float8 as "distanceMiles",
        ${miles} as distance
      from providers p where ${conditions}
      order by p.quality_rating desc, ${then}, p.id limit ${PROVIDER_PAGE_SIZE} offset ${query.pageIndex * PROVIDER_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from providers p where ${conditions}`),
  ]);
  return {
    fromZip,
    total: count[0]?.total ?? 0,
    items: items.map(
      ({ distance: _distance, ...row }: Omit<ProviderResult, 'distanceNote'> & { distance?: number }) => ({
        ...row,
        distanceNote: row.distanceMiles > MAX_PCP_MILES ? OVER_MAX_DISTANCE : null,
      }),
    ),
  };
}
