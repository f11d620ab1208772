import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENTS_API, ON_DEMAND_ROUTING_MESSAGES as R } from '@portal/contracts/care-on-demand/appointments';
import { CARE_ON_DEMAND_API, type LiveDashboard } from '@portal/contracts/care-on-demand/care-on-demand-screens';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let providerUserId: number;
let texasMember: string;
let californiaMember: string;

const query = async <T>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query(text, values)).rows as T[];
const one = async <T>(text: string, values: unknown[] = []) => (await query<T>(text, values))[0] as T;

/** A member waiting for an on-demand visit, as the member app puts them in the waiting room. */
async function waitingVisit(memberId: string): Promise<{ id: number; version: number }> {
  return one(
    `insert into virtual_appointments (member_id, provider_user_id, provider_name, appointment_type, visit_type, reason,
       start_time_utc, duration_minutes, status, is_on_demand, dial_in_code, member_connection_id, provider_connection_id,
       member_waiting_since, created_by)
     values ($1, $2, 'Dr. Priya Provider', 'Video', 'Urgent Care', 'On-demand visit', now(), 20, 'Waiting', true, '654321',
       gen_random_uuid()::text, gen_random_uuid()::text, now(), 'test')
     returning id, version`,
    [memberId, providerUserId],
  );
}

const take = (visit: { id: number; version: number }) =>
  t.as('care.provider', {
    method: 'POST',
    url: `${APPOINTMENTS_API}/${visit.id}/take`,
    payload: { version: visit.version },
  });

const statusOf = async (id: number) =>
  (await one<{ status: string }>('select status from virtual_appointments where id = $1', [id])).status;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: providerUserId } = await one<{ id: number }>(`select id from users where username = 'care.provider'`));
  ({ memberId: texasMember } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members where state_code = 'TX' and is_active order by member_id limit 1`,
  ));
  ({ memberId: californiaMember } = await one<{ memberId: string }>(
    `select member_id as "memberId" from members where state_code = 'CA' and is_active order by member_id limit 1`,
  ));
});
afterAll(async () => t.close());

beforeEach(async () => {
  // care.provider's demo profile: licensed in CA and NV, two on-demand visits at once, active; no visit under way.
  await t.database.pool.query(
    `update cod_provider_profiles set states_licensed = array['CA', 'NV'], max_concurrent_visits = 2, is_active = true
     where provider_user_id = $1`,
    [providerUserId],
  );
  await t.database.pool.query(
    `update virtual_appointments set status = 'Completed' where provider_user_id = $1 and status = 'InProgress'`,
    [providerUserId],
  );
});

describe('on-demand routing: who may take a waiting visit (Provider Manager profile)', () => {
  it('refuses a member living in a state the provider is not licensed in, changing nothing, and says so on the board', async () => {
    const texan = await waitingVisit(texasMember);
    const californian = await waitingVisit(californiaMember);
    const audits = await one<{ n: number }>(`select count(*)::int as n from audit_events`);

    const refused = await take(texan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(R.notLicensed('TX'));
    expect(await statusOf(texan.id)).toBe('Waiting');
    expect((await one<{ n: number }>(`select count(*)::int as n from audit_events`)).n).toBe(audits.n);

    const board = (await t.as('care.provider', { url: `${CARE_ON_DEMAND_API}/LiveDashboard` })).json<LiveDashboard>();
    expect(board.waiting.find((visit) => visit.id === texan.id)).toMatchObject({
      takeRefusal: R.notLicensed('TX'),
      takeRefusalShort: 'Not licensed in TX',
    });
    expect(board.waiting.find((visit) => visit.id === californian.id)).toMatchObject({
      takeRefusal: null,
      takeRefusalShort: null,
    });
    // The member's preferred language is shown; a language the provider does not hold visits in asks for a translator.
    const { language } = await one<{ language: string }>(
      `select p.preferred_language as language from member_communication_preferences p
       join members m on m.member_id = p.member_id and m.company_code = p.company_code where p.member_id = $1`,
      [californiaMember],
    );
    expect(board.waiting.find((visit) => visit.id === californian.id)).toMatchObject({
      memberLanguage: language,
      interpreterNeeded: !['English', 'Spanish'].includes(language),
    });

    const taken = await take(californian);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await statusOf(californian.id)).toBe('InProgress');
  });

  it('tells a provider whose profile names no licensed state to have states added, not that one state is missing', async () => {
    await t.database.pool.query(`update cod_provider_profiles set states_licensed = '{}' where provider_user_id = $1`, [
      providerUserId,
    ]);
    const visit = await waitingVisit(californiaMember);
    const refused = await take(visit);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(R.noStatesLicensed);
    expect(await statusOf(visit.id)).toBe('Waiting');
    const board = (await t.as('care.provider', { url: `${CARE_ON_DEMAND_API}/LiveDashboard` })).json<LiveDashboard>();
    expect(board.waiting.find((waiting) => waiting.id === visit.id)).toMatchObject({
      takeRefusal: R.noStatesLicensed,
      // The board's line, the whole reason shown on hover.
      takeRefusalShort: 'No licensed states',
    });
  });

  it('refuses a take beyond the provider’s maximum of visits at once, and any take while the profile is inactive', async () => {
    await t.database.pool.query(
      'update cod_provider_profiles set max_concurrent_visits = 1 where provider_user_id = $1',
      [providerUserId],
    );
    const first = await waitingVisit(californiaMember);
    const second = await waitingVisit(californiaMember);
    expect((await take(first)).statusCode).toBe(200);
    const refused = await take(second);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(R.atMaximum(1));
    expect(await statusOf(second.id)).toBe('Waiting');

    await t.database.pool.query(
      `update cod_provider_profiles set is_active = false, max_concurrent_visits = 4 where provider_user_id = $1`,
      [providerUserId],
    );
    const inactive = await take(second);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json<{ message: string }>().message).toBe(R.profileInactive);
    expect(await statusOf(second.id)).toBe('Waiting');
  });

  it('lets two takes at the same moment pass the maximum only once', async () => {
    await t.database.pool.query(
      'update cod_provider_profiles set max_concurrent_visits = 1 where provider_user_id = $1',
      [providerUserId],
    );
    const visits = [await waitingVisit(californiaMember), await waitingVisit(californiaMember)];
    const answers = await Promise.all(visits.map(take));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const inProgress = await one<{ n: number }>(
      `select count(*)::int as n from virtual_appointments where provider_user_id = $1 and status = 'InProgress'`,
      [providerUserId],
    );
    expect(inProgress.n).toBe(1);
  });
});
