import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_FILTER_MESSAGE, LOOKUP_MESSAGES } from '@portal/contracts/enrollment-admin/lookups';
import { EMAIL_MESSAGE } from '@portal/contracts/platform/rules/email';
import { PHONE_MESSAGE } from '@portal/contracts/platform/rules/phone';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const auditRows = async (eventType: string) =>
  (
    await t.database.pool.query<{ user_id: string; item_id: string; details: Record<string, unknown> }>(
      'select user_id, item_id, details from audit_events where event_type = $1 order by id',
      [eventType],
    )
  ).rows;

describe('enrollment lookup lists: reading', () => {
  it('the processor reads the letter reason codes and fax statuses by partition', async () => {
    const response = await t.as('enroll.processor', {
      method: 'GET',
      url: '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=LetterReasonCode',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(5);
    expect(body.items[0]).toMatchObject({ partitionName: 'LetterReasonCode', code: 'PCP01', active: true });
    const fax = (
      await t.as('enroll.viewer', {
        method: 'get',
        url: '/api/memberenrollmentconfiguration/getdescriptionsbypartition?partitionName=FaxServerFileStatus',
      })
    ).json();
    expect(fax.items.map((row: { description: string }) => row.description)).toContain('Received');
  });

  it('refuses an unknown or missing partition with a clear message', async () => {
    const unknown = await t.as('enroll.processor', {
      method: 'GET',
      url: '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=Nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(LOOKUP_MESSAGES.partitionUnknown);
    const missing = await t.as('enroll.processor', {
      method: 'GET',
      url: '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LOOKUP_MESSAGES.partitionRequired);
  });

  it('serves sales types, genders, sales reps and brokers; details by code', async () => {
    const salesTypes = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollmentConfiguration/GetSalesTypes' })
    ).json();
    expect(salesTypes.items.every((row: { partitionName: string }) => row.partitionName === 'SalesType')).toBe(true);
    const genders = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollmentLookup/Gender' })
    ).json();
    expect(genders.items.map((row: { code: string }) => row.code)).toEqual(['M', 'F', 'U']);
    const reps = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollmentLookup/GetSalesRepLookupList' })
    ).json();
    expect(reps.total).toBe(23);
    const allReps = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollmentLookup/GetSalesRepLookupList?activeFilter=0',
      })
    ).json();
    expect(allReps.total).toBe(25);
    const rep = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollment/GetSalesRepDetails?code=sr0001' })
    ).json();
    expect(rep).toMatchObject({ code: 'SR0001', description: 'Adrian Alvarez', active: true });
    const brokers = (
      await t.as('enroll.processor', { method: 'GET', url: '/api/MemberEnrollmentLookup/GetRefBroker' })
    ).json();
    expect(brokers.total).toBe(11);
    const broker = await t.as('enroll.processor', {
      method: 'GET',
      url: '/api/MemberEnrollment/GetReferenceBrokerDetails?code=BR9999',
    });
    expect(broker.statusCode).toBe(404);
  });

  // Spec §2: "The active filter is All=0, Active=1, Inactive=2."
  const activeFilterCases: [string, string, string, string][] = [
    ['sales reps', '/api/MemberEnrollmentLookup/GetSalesRepLookupList', 'enrollment_sales_reps', 'true'],
    ['brokers', '/api/MemberEnrollmentLookup/GetRefBroker', 'enrollment_brokers', 'true'],
    ['genders', '/api/MemberEnrollmentLookup/Gender', 'enrollment_lookup_descriptions', "partition_name = 'Gender'"],
    [
      'letter reason codes',
      '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=LetterReasonCode',
      'enrollment_lookup_descriptions',
      "partition_name = 'LetterReasonCode'",
    ],
  ];
  it.each(activeFilterCases)(
    'the active filter on %s: All=0, Active=1 (the default), Inactive=2',
    async (_name, url, table, where) => {
      const sep = url.includes('?') ? '&' : '?';
      // one row of the list made inactive, so each filter value has rows to tell apart
      await t.database.pool.query(
        `update ${table} set is_active = false where id = (select min(id) from ${table} where ${where} and is_active)`,
      );
      const counts = (
        await t.database.pool.query<{ active: boolean; n: string }>(
          `select is_active as active, count(*) as n from ${table} where ${where} group by is_active`,
        )
      ).rows;
      const stored = (active: boolean) => Number(counts.find((row) => row.active === active)?.n ?? 0);
      const read = async (query: string) => {
        const response = await t.as('enroll.processor', { method: 'GET', url: `${url}${query}` });
        expect(response.statusCode).toBe(200);
        return response.json<{ items: { active: boolean }[]; total: number }>();
      };
      const all = await read(`${sep}activeFilter=0`);
      const active = await read(`${sep}activeFilter=1`);
      const inactive = await read(`${sep}activeFilter=2`);
      expect(all.total).toBe(stored(true) + stored(false));
      expect(active.total).toBe(stored(true));
      expect(active.items.every((row) => row.active)).toBe(true);
      expect(inactive.total).toBe(stored(false));
      expect(inactive.total).toBeGreaterThan(0);
      expect(inactive.items.every((row) => !row.active)).toBe(true);
      expect((await read('')).total).toBe(active.total);
      const wrong = await t.as('enroll.processor', { method: 'GET', url: `${url}${sep}activeFilter=3` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACTIVE_FILTER_MESSAGE);
    },
  );

  it('a user without the enrollment module gets 403', async () => {
    const response = await t.as('network.viewer', {
      method: 'GET',
      url: '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=LetterReasonCode',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('enrollment lookup lists: maintenance in Admin and Support', () => {
  it('the manager adds a letter reason code, edits it, deactivates it; each change is audited', async () => {
    const added = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/Descriptions',
      payload: {
        partitionName: 'LetterReasonCode',
        code: ' ENR09 ',
        description: '  Request for information: missing address ',
        sortOrder: 95,
      },
    });
    expect(added.statusCode).toBe(200);
    const row = added.json();
    expect(row).toMatchObject({
      code: 'ENR09',
      description: 'Request for information: missing address',
      active: true,
      version: 1,
    });

    const edited = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/Descriptions/${row.id}`,
      payload: {
        partitionName: 'LetterReasonCode',
        code: 'ENR09',
        description: 'Request for information: missing home address',
        sortOrder: 95,
        active: true,
        version: 1,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().version).toBe(2);

    const stale = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/Descriptions/${row.id}/Active`,
      payload: { active: false, version: 1 },
    });
    expect(stale.statusCode).toBe(409);

    const deactivated = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/Descriptions/${row.id}/Active`,
      payload: { active: false, version: 2 },
    });
    expect(deactivated.statusCode).toBe(200);
    const active = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition?partitionName=LetterReasonCode',
      })
    ).json();
    expect(active.items.map((item: { code: string }) => item.code)).not.toContain('ENR09');

    expect((await auditRows('EnrollmentLookupAdded')).at(-1)).toMatchObject({
      user_id: 'enroll.manager',
      item_id: String(row.id),
      details: { code: 'ENR09' },
    });
    expect(await auditRows('EnrollmentLookupUpdated')).toHaveLength(1);
    expect(await auditRows('EnrollmentLookupDeactivated')).toHaveLength(1);
  });

  it('refuses bad data with the message and changes nothing', async () => {
    const before = (await t.database.pool.query('select count(*)::int as n from enrollment_lookup_descriptions'))
      .rows[0].n;
    const blank = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/Descriptions',
      payload: { partitionName: 'SalesType', code: 'X1', description: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(LOOKUP_MESSAGES.descriptionRequired);
    const duplicate = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/Descriptions',
      payload: { partitionName: 'Gender', code: 'M', description: 'Male again' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(LOOKUP_MESSAGES.duplicateCode);
    const badNpn = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/SalesReps',
      payload: { code: 'SR0100', firstName: 'Ann', lastName: 'Lee', npn: 'ABC' },
    });
    expect(badNpn.statusCode).toBe(400);
    expect(badNpn.json().message).toBe(LOOKUP_MESSAGES.npnFormat);
    // The shell's phone and e-mail rules (spec §5): a phone is 10 digits, not whatever digits a text happens to hold.
    for (const [field, value, message] of [
      ['phone', '1 (555) 123-456', PHONE_MESSAGE],
      ['phone', 'call 555 123 4567', PHONE_MESSAGE],
      ['email', `${'a'.repeat(65)}@example.com`, EMAIL_MESSAGE],
    ] as const) {
      const bad = await t.as('enroll.manager', {
        method: 'POST',
        url: '/api/MemberEnrollmentAdmin/SalesReps',
        payload: { code: 'SR0102', firstName: 'Ann', lastName: 'Lee', npn: '4242', [field]: value },
      });
      expect(bad.statusCode, `${field} ${value}`).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    const refused = await t.database.pool.query("select 1 from enrollment_sales_reps where code = 'SR0102'");
    expect(refused.rowCount).toBe(0);
    const after = (await t.database.pool.query('select count(*)::int as n from enrollment_lookup_descriptions')).rows[0]
      .n;
    expect(after).toBe(before);
  });

  it('the manager adds a sales rep and a broker; a taken NPN is refused', async () => {
    const rep = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/SalesReps',
      payload: { code: 'SR0100', firstName: 'Ann', lastName: 'Lee', npn: '12345', phone: '(555)123-4567' },
    });
    expect(rep.statusCode).toBe(200);
    expect(rep.json()).toMatchObject({ description: 'Ann Lee', phone: '5551234567', email: null });
    const takenNpn = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/SalesReps',
      payload: { code: 'SR0101', firstName: 'Bo', lastName: 'Lee', npn: '12345' },
    });
    expect(takenNpn.statusCode).toBe(400);
    expect(takenNpn.json().message).toBe(LOOKUP_MESSAGES.duplicateNpn);
    const broker = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/Brokers',
      payload: { code: 'BR0100', description: 'Lee Benefits', agencyName: '', npn: '999001' },
    });
    expect(broker.statusCode).toBe(200);
    expect(broker.json()).toMatchObject({ agencyName: null, active: true });
  });

  it('processors and viewers cannot change the lists (403), whatever they send', async () => {
    for (const user of ['enroll.processor', 'enroll.viewer', 'no.modules']) {
      const response = await t.as(user, {
        method: 'POST',
        url: '/api/MemberEnrollmentAdmin/Brokers',
        payload: { code: 'BR0200', description: 'Nope', npn: '1' },
      });
      expect(response.statusCode).toBe(403);
    }
    const count = (
      await t.database.pool.query("select count(*)::int as n from enrollment_brokers where code = 'BR0200'")
    ).rows[0].n;
    expect(count).toBe(0);
  });
});
