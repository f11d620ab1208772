import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo Panel Management', () => {
  it('names the provider signed in as care.provider as the user is named: the header, My Panel and the fills agree', async () => {
    const { rows } = await t.database.pool.query<{
      userName: string;
      firstName: string;
      lastName: string;
      fullName: string;
      prescribers: string[];
    }>(
      `select u.name as "userName", p.first_name as "firstName", p.last_name as "lastName", p.full_name as "fullName",
         array(select distinct mm.prescriber from member_medications mm join members m on m.member_id = mm.member_id
               where m.pcp_provider_id = p.id order by 1) as prescribers
       from panel_provider_settings s join providers p on p.id = s.provider_id
       join users u on u.id = s.portal_user_id where u.username = 'care.provider'`,
    );
    expect(rows).toHaveLength(1);
    const [provider] = rows;
    expect(provider).toMatchObject({ userName: 'Dr. Priya Provider', firstName: 'Priya', lastName: 'Provider' });
    // The provider directory's form of the same name, with the provider's credential.
    expect(provider!.fullName).toMatch(/^Priya Provider, (MD|DO|NP|PA-C)$/);
    // The panel's fills name the member's PCP as prescriber: the same name, not the provider's generated one.
    expect(provider!.prescribers.length).toBeGreaterThan(0);
    expect(provider!.prescribers).toEqual([provider!.fullName]);
  });

  it('gives care.provider one place of practice: the user’s city is her provider record’s, whose state she is licensed in', async () => {
    const { rows } = await t.database.pool.query<{ userCity: string; city: string; state: string; licensed: string[] }>(
      `select u.city as "userCity", p.city, p.state_code as state, c.states_licensed as licensed
       from panel_provider_settings s join providers p on p.id = s.provider_id
       join users u on u.id = s.portal_user_id join cod_provider_profiles c on c.provider_user_id = u.id
       where u.username = 'care.provider'`,
    );
    expect(rows).toHaveLength(1);
    const [provider] = rows;
    expect(provider!.city).toBeTruthy();
    expect(provider!.userCity).toBe(provider!.city);
    expect(provider!.licensed).toContain(provider!.state);
  });
});
