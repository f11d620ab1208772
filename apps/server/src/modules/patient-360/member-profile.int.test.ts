import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_PROFILE_MESSAGES as M,
  TAG_CALLS,
  type Medication,
  type MemberContact,
  type MemberTag,
  type PoaMember,
  type PotentialHousehold,
  type StarMeasureMedication,
} from '@portal/contracts/patient-360/member-profile';
import { MEMBER_RECORD_MESSAGES } from '@portal/contracts/patient-360/member-record';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfFonts, pdfText, ROBOTO_EMBEDDED } from '../../test/pdf-text.ts';
import { seedTermDateMembers } from '../../platform/reference/member-active.test-helpers.ts';

let t: TestApp;
const CRM = '/odata/crm/myqueue';
const get = (url: string, user = 'member.services') => t.as(user, { method: 'GET', url });
const post = (url: string, payload: object, user = 'member.services') => t.as(user, { method: 'POST', url, payload });
const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.database.pool.query<T>(text, values)).rows[0]!;
const auditRows = async (itemId: string, eventType = 'MemberDataRead') =>
  (
    await one<{ n: number }>(
      "select count(*)::int as n from audit_events where user_id = 'member.services' and item_id = $1 and event_type = $2",
      [itemId, eventType],
    )
  ).n;

/** Members of the seeded test database with the data each story needs. */
let withContacts: { memberId: string; n: number };
let withPoa: { memberId: string; poaName: string; documentPath: string };
let withTags: { memberId: string };
let withStar: { memberId: string; fills: number };
let household: { a: string; b: string };

beforeAll(async () => {
  t = await createTestApp();
  withContacts = await one(
    `select member_id as "memberId", count(*)::int as n from member_contacts group by member_id order by n desc, member_id limit 1`,
  );
  withPoa = await one(
    `select member_id as "memberId", poa_name as "poaName", document_path as "documentPath" from member_poas order by id limit 1`,
  );
  withTags = await one(
    `select member_id as "memberId" from member_tags group by member_id order by count(distinct kind) desc, member_id limit 1`,
  );
  withStar = await one(
    `select member_id as "memberId", (select count(*)::int from member_medications x where x.member_id = m.member_id) as fills
     from member_medications m where star_measure is not null and fill_date > current_date - 365
     group by member_id order by count(distinct star_measure) desc, member_id limit 1`,
  );
  household = await one(
    `select min(member_id) as a, max(member_id) as b from members group by zip5, lower(address1)
     having count(*) = 2 order by 1 limit 1`,
  );
});
afterAll(async () => t.close());

describe('member services read a member’s profile', () => {
  it('lists the member’s contacts, the primary one first', async () => {
    const response = await get(`${CRM}/default.GetMemberContacts?memberId=${withContacts.memberId}`);
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: MemberContact[]; total: number }>();
    expect(total).toBe(withContacts.n);
    expect(items[0]?.isPrimary).toBe(true);
    expect(items.slice(1).every((contact) => !contact.isPrimary)).toBe(true);
    expect(items.every((contact) => contact.name.length > 0 && /^\d{10}$/.test(contact.phone ?? ''))).toBe(true);
  });

  it('lists POA members and downloads their membership document as a PDF', async () => {
    const list = (await get(`${CRM}/default.GetPoaMembers?memberId=${withPoa.memberId}`)).json<{
      items: PoaMember[];
    }>();
    expect(list.items[0]).toMatchObject({ memberId: withPoa.memberId, documentPath: withPoa.documentPath });

    const doc = await get(
      `${CRM}/default.GetMembershipDocByFilePath?filePath=${encodeURIComponent(withPoa.documentPath)}`,
    );
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/pdf');
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFonts(doc.rawPayload)).toEqual(ROBOTO_EMBEDDED);
    const text = pdfText(doc.rawPayload);
    expect(text).toContain(withPoa.poaName);
    expect(text).toContain(withPoa.memberId);
    expect(await auditRows(withPoa.memberId)).toBeGreaterThan(0);

    const missing = await get(`${CRM}/default.GetMembershipDocByFilePath?filePath=poa/M999999999/poa-20200101.pdf`);
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({
      status: 404,
      message: M.documentNotFound,
    });
    for (const path of ['../../etc/passwd', 'poa/M123/x.pdf', 'poa/M100000001/../x.pdf', '']) {
      const bad = await get(`${CRM}/default.GetMembershipDocByFilePath?filePath=${encodeURIComponent(path)}`);
      expect({ path, status: bad.statusCode, message: bad.json().message }).toEqual({
        path,
        status: 400,
        message: M.filePathInvalid,
      });
    }
  });

  it('reads each kind of tag from its own call, newest first', async () => {
    const kinds = new Set<string>();
    for (const [call, kind] of Object.entries(TAG_CALLS)) {
      const response = await get(`${CRM}/default.${call}?memberId=${withTags.memberId}`);
      expect({ call, status: response.statusCode }).toEqual({ call, status: 200 });
      const { items } = response.json<{ items: MemberTag[] }>();
      expect(items.every((tag) => tag.kind === kind)).toBe(true);
      const created = items.map((tag) => tag.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      for (const tag of items) kinds.add(tag.kind);
      const first = items[0];
      if (first?.kind === 'Hra' && first.details.score !== null)
        expect(first.details.completedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (first?.kind === 'AppealGrievanceCtm') expect(first.details.caseNumber).toMatch(/^AG\d{9}$/);
    }
    const stored = await one<{ n: number }>(
      'select count(distinct kind)::int as n from member_tags where member_id = $1',
      [withTags.memberId],
    );
    expect(kinds.size).toBe(stored.n);
    expect(kinds.size).toBeGreaterThan(1);
  });

  it("names who added a member tag by the person's name, and by nothing more when no user has the username", async () => {
    const { memberId } = await one<{ memberId: string }>(
      `select member_id as "memberId" from member_tags where kind = 'Member' and details->>'addedBy' = 'crm.agent' limit 1`,
    );
    await one(
      `insert into member_tags (member_id, kind, tag, details, created_at)
       values ($1, 'Member', 'Former staff note', '{"note": "Prefers mornings", "addedBy": "gone.user"}', now())
       returning id`,
      [memberId],
    );
    const { items } = (await get(`${CRM}/default.getmembertagdetails?memberId=${memberId}`)).json<{
      items: MemberTag[];
    }>();
    const details = items.flatMap((tag) => (tag.kind === 'Member' ? [tag.details] : []));
    expect(details).toContainEqual(expect.objectContaining({ addedBy: 'crm.agent', addedByName: 'Alex Agent' }));
    expect(details).toContainEqual(expect.objectContaining({ addedBy: 'gone.user', addedByName: null }));
  });

  it('tags a member Frequent Caller exactly when the member summary says they are one', async () => {
    const { rows } = await t.database.pool.query<{ memberId: string; flag: boolean; tagged: boolean }>(
      `select member_id as "memberId", is_frequent_caller as flag,
         exists (select 1 from member_tags t where t.member_id = m.member_id and t.tag = 'Frequent Caller') as tagged
       from members m order by member_id`,
    );
    expect(rows.filter((row) => row.flag !== row.tagged)).toEqual([]);
    // As the screens read them: the member summary's row, and the Member tags call.
    for (const flag of [true, false]) {
      const { memberId } = rows.find((row) => row.flag === flag)!;
      const [summary] = (await get(`/odata/members?memberIds=${memberId}&memberStatus=ALL`)).json<{
        items: { isFrequentCaller: boolean }[];
      }>().items;
      const tags = (await get(`${CRM}/default.getmembertagdetails?memberId=${memberId}`)).json<{ items: MemberTag[] }>()
        .items;
      expect({
        memberId,
        summary: summary?.isFrequentCaller,
        tagged: tags.some((tag) => tag.tag === 'Frequent Caller'),
      }).toEqual({ memberId, summary: flag, tagged: flag });
    }
  });

  it('names a fill’s pharmacy from the CRM’s pharmacy list, and a pharmacy not in the list as the fill has it', async () => {
    const inserted = await t.database.pool.query<{ id: string }>(
      `insert into member_medications (member_id, drug_name, ndc, strength, quantity, days_supply, fill_date, prescriber,
         pharmacy) values ($1, 'Test drug', '00000-0000-00', '1 mg', 1, 1, '2001-01-01', 'Test prescriber', $2),
         ($1, 'Test drug', '00000-0000-00', '1 mg', 1, 1, '2001-01-02', 'Test prescriber', 'Corner Drug Store (test)')
       returning id`,
      [withStar.memberId, 'Rite Aid #5533'],
    );
    try {
      const all = (await get(`${CRM}/medications?memberid=${withStar.memberId}&$top=100`)).json<{
        items: Medication[];
      }>().items;
      const [listed, unlisted] = inserted.rows.map((row) => all.find((fill) => fill.id === Number(row.id)));
      expect(listed?.networkPharmacy).toMatchObject({
        name: 'Rite Aid #5533',
        phone: expect.stringMatching(/^\d{10}$/),
      });
      expect(unlisted).toMatchObject({ pharmacy: 'Corner Drug Store (test)', networkPharmacy: null });
    } finally {
      await t.database.pool.query('delete from member_medications where id = any($1::bigint[])', [
        inserted.rows.map((row) => row.id),
      ]);
    }
  });

  it('pages the member’s pharmacy fills newest first and shows Star measure adherence', async () => {
    const all = (await get(`${CRM}/medications?memberid=${withStar.memberId}&$top=100`)).json<{
      items: Medication[];
      total: number;
    }>();
    expect(all.total).toBe(withStar.fills);
    const dates = all.items.map((fill) => fill.fillDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const page = (await get(`${CRM}/medications?memberid=${withStar.memberId.toLowerCase()}&$skip=1&$top=2`)).json<{
      items: Medication[];
    }>();
    expect(page.items).toEqual(all.items.slice(1, 3));
    // Each fill's pharmacy is the one of that name in the CRM's pharmacy list, with its phone.
    const listed = await t.database.pool.query<{ id: number; ncpdpId: string; name: string; phone: string }>(
      'select id, ncpdp_id as "ncpdpId", name, phone from crm_pharmacies',
    );
    for (const fill of all.items)
      expect(fill.networkPharmacy).toEqual(listed.rows.find((row) => row.name === fill.pharmacy) ?? null);
    expect(all.items.some((fill) => fill.networkPharmacy !== null)).toBe(true);

    const star = (await get(`${CRM}/default.GetStarMeasureMedications?memberId=${withStar.memberId}`)).json<{
      items: StarMeasureMedication[];
    }>();
    expect(star.items.length).toBeGreaterThan(0);
    for (const measure of star.items) {
      expect(measure.adherent).toBe(measure.pdc >= 0.8);
      const fills = all.items.filter((fill) => fill.starMeasure === measure.starMeasure);
      expect(measure.fills).toBe(fills.length);
      expect(measure.lastFillDate).toBe(fills[0]?.fillDate);
      expect(measure.pdc).toBe(fills[0]?.pdc);
      expect(measure.drugNames).toEqual([...new Set(fills.map((fill) => fill.drugName))].sort());
    }
    expect(await auditRows(withStar.memberId)).toBeGreaterThanOrEqual(3);
  });

  it('reads the OnePass code', async () => {
    const stored = await one<{ memberId: string; code: string }>(
      `select member_id as "memberId", one_pass_code as code from member_profiles where one_pass_code is not null order by member_id limit 1`,
    );
    const response = await get(`${CRM}/default.GetMemberOnePassCode?memberId=${stored.memberId}`);
    expect(response.json()).toEqual({ memberId: stored.memberId, onePassCode: stored.code });
  });

  it('shows a household member as active until their term date has passed, as their badge does', async () => {
    const members = await seedTermDateMembers(t.database.pool);
    try {
      const { items } = (
        await get(`/api/patient360/getpotentialhousehold?memberIds=${members.future}`)
      ).json<PotentialHousehold>();
      expect(items[0]?.household.map((member) => [member.memberId, member.isActive])).toEqual([
        [members.past, false],
        [members.today, true],
      ]);
    } finally {
      await members.remove();
    }
  });

  it('finds the potential household of each member asked for, at api/{module}', async () => {
    const response = await get(
      `/api/Patient360/getpotentialhousehold?memberIds=${household.a},${household.b},M999999999`,
    );
    expect(response.statusCode).toBe(200);
    const { items } = response.json<PotentialHousehold>();
    expect(items.map((item) => [item.memberId, item.household.map((member) => member.memberId)])).toEqual([
      [household.a, [household.b]],
      [household.b, [household.a]],
    ]);
    const alone = await one<{ memberId: string }>(
      `select m.member_id as "memberId" from members m where not exists (select 1 from members o
         where o.zip5 = m.zip5 and lower(o.address1) = lower(m.address1) and o.id <> m.id) order by m.id limit 1`,
    );
    const single = (await get(`/api/patient360/getpotentialhousehold?memberIds=${alone.memberId}`)).json();
    expect(single).toEqual({ items: [{ memberId: alone.memberId, household: [] }] });
    expect(await auditRows(alone.memberId)).toBe(1);

    const wrongModule = await get(`/api/crm/getpotentialhousehold?memberIds=${household.a}`);
    expect({ status: wrongModule.statusCode, message: wrongModule.json().message }).toEqual({
      status: 400,
      message: M.householdModule,
    });
    for (const ids of ['', 'X1', Array.from({ length: 51 }, (_, i) => `M${String(i).padStart(9, '0')}`).join(',')]) {
      const bad = await get(`/api/patient360/getpotentialhousehold?memberIds=${ids}`);
      expect({ status: bad.statusCode, message: bad.json().message }).toEqual({
        status: 400,
        message: M.memberIdsInvalid,
      });
    }
  });
});

describe('the member profile calls refuse what they must', () => {
  const memberCalls = [
    'default.GetMemberContacts',
    'default.GetPoaMembers',
    'default.getmembercommunicationpreferences',
    ...Object.keys(TAG_CALLS).map((call) => `default.${call}`),
    'default.GetStarMeasureMedications',
    'default.GetMemberOnePassCode',
  ];

  it('answers a malformed member id with 400 and an unknown one with 404', async () => {
    for (const call of [...memberCalls, 'medications']) {
      const key = call === 'medications' ? 'memberid' : 'memberId';
      const bad = await get(`${CRM}/${call}?${key}=12345`);
      expect({ call, status: bad.statusCode, message: bad.json().message }).toEqual({
        call,
        status: 400,
        message: MEMBER_RECORD_MESSAGES.memberIdInvalid,
      });
      const unknown = await get(`${CRM}/${call}?${key}=M999999999`);
      expect({ call, status: unknown.statusCode, message: unknown.json().message }).toEqual({
        call,
        status: 404,
        message: MEMBER_RECORD_MESSAGES.memberNotFound,
      });
    }
    const tooMany = await get(`${CRM}/medications?memberid=${withStar.memberId}&$top=500`);
    expect({ status: tooMany.statusCode, message: tooMany.json().message }).toEqual({
      status: 400,
      message: MEMBER_RECORD_MESSAGES.pageSize,
    });
  });

  it('audits every read with the member id', async () => {
    const before = await auditRows(withTags.memberId);
    for (const call of memberCalls) await get(`${CRM}/${call}?memberId=${withTags.memberId}`);
    await get(`${CRM}/medications?memberid=${withTags.memberId}`);
    expect(await auditRows(withTags.memberId)).toBe(before + memberCalls.length + 1);
  });

  it('refuses a user without Patient 360 (403) and a caller without a session (401)', async () => {
    const urls = [
      ...memberCalls.map((call) => `${CRM}/${call}?memberId=${withTags.memberId}`),
      `${CRM}/medications?memberid=${withTags.memberId}`,
      `${CRM}/default.GetMembershipDocByFilePath?filePath=${encodeURIComponent(withPoa.documentPath)}`,
      `/api/patient360/getpotentialhousehold?memberIds=${household.a}`,
    ];
    for (const url of urls) {
      expect({ url, status: (await get(url, 'no.modules')).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 401 });
    }
    const update = await post(`${CRM}/default.updatemembercommunicationpreferences`, {}, 'no.modules');
    expect(update.statusCode).toBe(403);
  });

  it('documents every call in the OpenAPI description', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${CRM}/default.updatemembercommunicationpreferences`,
        `${CRM}/medications`,
        '/api/{module}/getpotentialhousehold',
      ]),
    );
  });
});
