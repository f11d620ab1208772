import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The demo records' author columns: each holds a username, which the screens turn into the person's name. */
const AUTHOR_COLUMNS: [table: string, column: string][] = [
  ['ipas', 'created_by'],
  ['ipa_additional_contacts', 'created_by'],
  ['ipa_plans', 'created_by'],
  ['ipa_county_mappings', 'created_by_name'],
  ['ipa_network_mappings', 'created_by'],
  ['cap_rates', 'created_by'],
  ['cap_tiered_rates', 'created_by'],
  ['cap_special_rates', 'created_by'],
  ['panel_provider_settings', 'updated_by'],
  ['member_inquiries', 'created_by'],
  ['member_inquiries', 'updated_by'],
  ['member_inquiries', 'assigned_to'],
  ['member_inquiries', 'responded_by'],
  ['member_inquiries', 'closed_by'],
  ['cod_visit_types', 'created_by'],
  ['cod_visit_types', 'updated_by'],
  ['cod_schedule_slots', 'updated_by'],
  ['cod_time_off', 'updated_by'],
  ['cod_provider_profiles', 'updated_by'],
  ['virtual_appointments', 'created_by'],
  ['appointment_attendees', 'created_by'],
];

describe('demo records name real demo users as their authors', () => {
  it.each(AUTHOR_COLUMNS)('%s.%s names only usernames a demo user has', async (table, column) => {
    const { rows } = await t.database.pool.query<{ total: number; unknown: string[] }>(
      `select count(r.${column})::int as total,
              coalesce(array_agg(distinct r.${column}) filter (where u.id is null and r.${column} is not null), '{}') as unknown
         from ${table} r left join users u on u.username = r.${column}`,
    );
    expect(rows[0]?.total).toBeGreaterThan(0);
    expect(rows[0]?.unknown).toEqual([]);
  });

  it('shows the network manager’s name where the IPA screens say who created a record', async () => {
    const { rows } = await t.database.pool.query<{ name: string; n: number }>(
      `select u.name, count(*)::int as n from ipas i join users u on u.username = i.created_by group by u.name`,
    );
    expect(rows).toEqual([{ name: 'Nora Network', n: expect.any(Number) }]);
  });
});
