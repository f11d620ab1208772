import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@portal/contracts/crm-admin-campaigns/campaigns';
import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedTermDateMembers } from '../../platform/reference/member-active.test-helpers.ts';

/** A campaign's cohort (the member module answers who is in it) counts active members as their badge does. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TAG = 'Term date check';

describe('a campaign’s eligible members', () => {
  it('leave out a member whose term date has passed, whatever the stored flag says', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    const seeded = [members.past, members.today, members.future];
    await t.database.pool.query(
      `insert into member_tags (member_id, kind, tag, details, created_at)
       select member_id, 'Member', $2, '{}', now() from unnest($1::text[]) as member_id`,
      [seeded, TAG],
    );
    const criteria = { tags: [TAG] };
    const preview = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_ODATA}/default.GetMemberCountByCriteria`,
      payload: { criteria },
    });
    expect(preview.json()).toEqual({ memberCount: 2 });
    const created = await t.as('crm.admin', {
      method: 'POST',
      url: `${CRM_ODATA}/default.createCampaign`,
      payload: { name: 'Term date check', criteria },
    });
    expect(created.statusCode, created.body).toBe(200);
    const eligible = await t.as('crm.admin', {
      url: `${CRM_ODATA}/campaigneligiblemembers?id=${created.json<Campaign>().id}&$count=true`,
    });
    expect(eligible.json()).toMatchObject({
      '@odata.count': 2,
      value: [{ memberId: members.today }, { memberId: members.future }],
    });
  });
});
