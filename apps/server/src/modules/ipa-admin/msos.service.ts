import type { Pool } from 'pg';

/** The MSOs of IPA administration, termed ones included, by name (the CRM's GetAllMsos). */
export async function allMsos(pool: Pick<Pool, 'query'>) {
  const { rows } = await pool.query<{
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
