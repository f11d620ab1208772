import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_FEATURE_FLAGS } from '@portal/contracts/enrollment-admin/enrollment-flags';
import { UNLOCK_MESSAGES } from '@portal/contracts/enrollment-admin/unlock';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let lockedId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into enrollment_work_items (received_via, first_name, last_name, created_by_name, processing_status, locked_by, locked_by_name, locked_at)
     select 'Paper Enrollment', 'Lena', 'Lockwood', 'Paula Processor', 'InProgress', u.id, u.name, now() from users u where u.username = 'enroll.processor'
     returning id`,
  );
  lockedId = rows[0]!.id;
});
afterAll(async () => t.close());

describe('enrollment feature flags in Admin and Support', () => {
  it('the processing screens and the automation read their flags', async () => {
    const ava = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags',
      })
    ).json();
    expect(ava).toContainEqual({ name: ENROLLMENT_FEATURE_FLAGS.automationRequeue, isActive: true });
    const processing = await t.as('enroll.viewer', {
      method: 'GET',
      url: '/api/MemberEnrollmentConfiguration/GetMemberEnrollmentFeatureFlags',
    });
    expect(processing.statusCode).toBe(200);
    expect(Array.isArray(processing.json())).toBe(true);
  });

  it('the manager turns a flag off; a stale toggle gets 409; the change is audited', async () => {
    const list = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollmentAdmin/FeatureFlags' })
    ).json();
    expect(list.items.every((flag: { name: string }) => flag.name.includes('enrollment'))).toBe(true);
    const flag = list.items.find(
      (candidate: { name: string }) => candidate.name === ENROLLMENT_FEATURE_FLAGS.automationRequeue,
    );
    const off = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/FeatureFlags/${flag.id}`,
      payload: { isActive: false, version: flag.version },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false, area: 'Automation' });
    const ava = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollmentConfiguration/GetAVAEnrollmentFeatureFlags',
      })
    ).json();
    expect(ava).toContainEqual({ name: ENROLLMENT_FEATURE_FLAGS.automationRequeue, isActive: false });
    const stale = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/FeatureFlags/${flag.id}`,
      payload: { isActive: true, version: flag.version },
    });
    expect(stale.statusCode).toBe(409);
    const audit = await t.database.pool.query(
      "select details from audit_events where event_type = 'FeatureFlagChanged' and user_id = 'enroll.manager'",
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('a flag that is not an enrollment flag is not this screen to change (404)', async () => {
    const { rows } = await t.database.pool.query<{ id: number; version: number }>(
      "select id, version from feature_flags where name = 'enable-dofr-tab'",
    );
    const response = await t.as('enroll.manager', {
      method: 'PUT',
      url: `/api/MemberEnrollmentAdmin/FeatureFlags/${rows[0]!.id}`,
      payload: { isActive: false, version: rows[0]!.version },
    });
    expect(response.statusCode).toBe(404);
  });

  it('processors and viewers cannot toggle flags (403)', async () => {
    const list = (
      await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollmentAdmin/FeatureFlags' })
    ).json();
    const flag = list.items[0];
    for (const user of ['enroll.processor', 'enroll.viewer']) {
      const response = await t.as(user, {
        method: 'PUT',
        url: `/api/MemberEnrollmentAdmin/FeatureFlags/${flag.id}`,
        payload: { isActive: !flag.isActive, version: flag.version },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('unlocking a locked work item', () => {
  it('the manager sees who holds the lock and unlocks it; the unlock is audited', async () => {
    const list = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollmentAdmin/LockedWorkItems' })
    ).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ avaWorkItemId: lockedId, lockedByName: 'Paula Processor', lastName: 'Lockwood' }),
    );
    const response = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: lockedId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(UNLOCK_MESSAGES.unlocked);
    const row = await t.database.pool.query('select locked_by from enrollment_work_items where id = $1', [lockedId]);
    expect(row.rows[0].locked_by).toBeNull();
    const audit = await t.database.pool.query(
      "select user_id from audit_events where event_type = 'EnrollmentUnlocked' and item_id = $1",
      [String(lockedId)],
    );
    expect(audit.rows).toEqual([{ user_id: 'enroll.manager' }]);
  });

  it('unlocking again says it is no longer locked (409); an unknown item is 404; no id is 400', async () => {
    const again = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: lockedId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UNLOCK_MESSAGES.notLocked);
    const unknown = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: 987654321 },
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(UNLOCK_MESSAGES.workItemRequired);
  });

  it('a processor or viewer cannot unlock (403)', async () => {
    await t.database.pool.query(
      "update enrollment_work_items set locked_by = 1, locked_by_name = 'Avery Admin', locked_at = now() where id = $1",
      [lockedId],
    );
    for (const user of ['enroll.processor', 'enroll.viewer']) {
      expect(
        (
          await t.as(user, {
            method: 'POST',
            url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
            payload: { workItemId: lockedId },
          })
        ).statusCode,
      ).toBe(403);
    }
    const row = await t.database.pool.query('select locked_by_name from enrollment_work_items where id = $1', [
      lockedId,
    ]);
    expect(row.rows[0].locked_by_name).toBe('Avery Admin');
  });
});
