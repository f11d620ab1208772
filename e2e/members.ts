import type { Page } from '@playwright/test';
import { BASE_URL, tokenOf } from './fixtures.ts';

export interface RecordMember {
  memberId: string;
  lastName: string;
  firstName: string;
  claimNo: string;
  authNo: string;
}

/**
 * A demo member with claims and an approved authorization, found through the member record API as the screens read it;
 * with `full`, one who also has pharmacy fills, contacts and a POA, so every area of the member view shows rows.
 */
export async function memberWithRecord(page: Page, options: { full?: boolean } = {}): Promise<RecordMember> {
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => (await page.request.get(`${BASE_URL}${path}`, { headers })).json();
  const crm = '/odata/crm/myqueue/default';
  const { items } = await get<{ items: { memberId: string; lastName: string; firstName: string }[] }>(
    '/odata/members?searchTerm=M1000000&memberStatus=ALL&$top=50',
  );
  for (const member of items) {
    const id = member.memberId;
    const approved = await get<{ items: { authNo: string }[] }>(
      `${crm}.getauthorizations?memberId=${id}&status=Approved`,
    );
    const claims = await get<{ items: { claimNo: string }[] }>(`${crm}.GetMemberClaims?memberId=${id}`);
    if (!approved.items[0] || !claims.items[0]) continue;
    if (options.full) {
      const fills = await get<{ items: unknown[] }>(`/odata/crm/myqueue/medications?memberid=${id}`);
      const contacts = await get<{ items: unknown[] }>(`${crm}.GetMemberContacts?memberId=${id}`);
      const poas = await get<{ items: unknown[] }>(`${crm}.GetPoaMembers?memberId=${id}`);
      if (!fills.items[0] || !contacts.items[0] || !poas.items[0]) continue;
    }
    return { ...member, authNo: approved.items[0].authNo, claimNo: claims.items[0].claimNo };
  }
  throw new Error('the demo data has a member with every part of the record');
}
