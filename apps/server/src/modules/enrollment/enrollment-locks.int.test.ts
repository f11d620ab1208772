import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { loadConfig } from '../../platform/config/config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, detail, save, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Moves the lock's last activity into the past instead of waiting (the idle time is 30 minutes by default). */
const idleFor = async (id: number, minutes: number) =>
  t.database.pool.query(
    `update enrollment_work_items set locked_at = now() - make_interval(mins => $2) where id = $1`,
    [id, minutes],
  );
const worklistHolder = async (id: number) => {
  const page = (
    await t.as('enroll.viewer', { method: 'GET', url: `/api/MemberEnrollment/SearchEnrollments?avaWorkItemId=${id}` })
  ).json<{ items: { lockedByName: string | null }[] }>();
  return page.items[0]?.lockedByName;
};
const lockedTile = async () => {
  const tiles = (
    await t.as('enroll.viewer', { method: 'GET', url: '/api/MemberEnrollmentStatistic/GetWorklistStatusCount' })
  ).json<{ items: { status: string; count: number }[] }>();
  return tiles.items.find((tile) => tile.status === 'Locked')?.count;
};

describe('work item locks', () => {
  it('the setting WORK_ITEM_LOCK_IDLE_MINUTES gives the idle time, 30 minutes by default', () => {
    expect(loadConfig({}).workItemLockIdleMinutes).toBe(30);
    expect(loadConfig({ WORK_ITEM_LOCK_IDLE_MINUTES: '45' }).workItemLockIdleMinutes).toBe(45);
  });

  it('the processor who opens an item holds its lock; the work list and the tile show it; the manager cannot save over it', async () => {
    const id = await uploadApplication(t);
    const tileBefore = await lockedTile();
    const mine = await detail(t, id);
    expect(mine.lock).toMatchObject({ lockedByName: 'Paula Processor', heldByMe: true });
    expect(await worklistHolder(id)).toBe('Paula Processor');
    expect(await lockedTile()).toBe((tileBefore ?? 0) + 1);

    const theirs = await detail(t, id, 'enroll.manager');
    expect(theirs).toMatchObject({ canEdit: false, lock: { lockedByName: 'Paula Processor', heldByMe: false } });
    const refused = await save(t, id, theirs.version, completeForm(), 'enroll.manager');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe(M.locked('Paula Processor'));
  });

  it('activity renews the lock: a save by the holder after 29 idle minutes keeps it', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    await idleFor(id, 29);
    expect((await save(t, id, opened.version, completeForm())).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ fresh: boolean }>(
      `select locked_at > now() - interval '1 minute' as fresh from enrollment_work_items where id = $1`,
      [id],
    );
    expect(rows[0]?.fresh).toBe(true);
    expect((await detail(t, id, 'enroll.manager')).canEdit).toBe(false);
  });

  it('editing without saving renews the lock (RenewWorkItemLock); once taken over, the renewal says so', async () => {
    const id = await uploadApplication(t);
    await detail(t, id);
    await idleFor(id, 29);
    const renew = (username = 'enroll.processor') =>
      t.as(username, { method: 'POST', url: '/api/MemberEnrollment/RenewWorkItemLock', payload: { id } });
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ lockedByName: 'Paula Processor', heldByMe: true });
    await idleFor(id, 2);
    expect((await detail(t, id, 'enroll.manager')).canEdit).toBe(false);

    expect((await renew('enroll.viewer')).statusCode).toBe(403);
    await idleFor(id, 31);
    await detail(t, id, 'enroll.manager');
    const late = await renew();
    expect(late.statusCode).toBe(423);
    expect(late.json().message).toBe(M.lockTakenOver('Manny Manager', 30));
  });

  it('a lock idle past 30 minutes lapses: the list no longer shows it, the next processor takes it, and the late save of the former holder is told why', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    await idleFor(id, 31);
    expect(await worklistHolder(id)).toBeNull();
    const locked = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollmentAdmin/LockedWorkItems?take=100' })
    ).json<{ items: { avaWorkItemId: number }[] }>();
    expect(locked.items.map((row) => row.avaWorkItemId)).not.toContain(id);

    const manager = await detail(t, id, 'enroll.manager');
    expect(manager).toMatchObject({ canEdit: true, lock: { lockedByName: 'Manny Manager', heldByMe: true } });
    expect(await worklistHolder(id)).toBe('Manny Manager');
    const { rows } = await t.database.pool.query<{ details: { takenFrom?: string } }>(
      `select details from audit_events where item_id = $1 and event_type = 'EnrollmentLocked' order by id desc limit 1`,
      [String(id)],
    );
    expect(rows[0]?.details).toMatchObject({ takenFrom: 'Paula Processor' });

    const late = await save(t, id, opened.version, completeForm());
    expect(late.statusCode).toBe(423);
    expect(late.json().message).toBe(M.lockTakenOver('Manny Manager', 30));
    expect((await detail(t, id, 'enroll.viewer')).version).toBe(opened.version);
  });

  it('a manager releases a lock from the locked items (audited); a processor cannot', async () => {
    const id = await uploadApplication(t);
    await detail(t, id);
    const listed = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollmentAdmin/LockedWorkItems?take=100' })
    ).json<{ items: { avaWorkItemId: number; lockedByName: string }[] }>();
    expect(listed.items.find((row) => row.avaWorkItemId === id)?.lockedByName).toBe('Paula Processor');

    const refused = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: id },
    });
    expect(refused.statusCode).toBe(403);
    const released = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: id },
    });
    expect(released.statusCode).toBe(200);
    expect(await worklistHolder(id)).toBeNull();
    const { rows } = await t.database.pool.query<{ user_id: string; details: { previousHolder?: string } }>(
      `select user_id, details from audit_events where item_id = $1 and event_type = 'EnrollmentUnlocked' order by id desc limit 1`,
      [String(id)],
    );
    expect(rows[0]).toMatchObject({ user_id: 'enroll.manager', details: { previousHolder: 'Paula Processor' } });
    expect((await detail(t, id, 'enroll.manager')).lock).toMatchObject({
      lockedByName: 'Manny Manager',
      heldByMe: true,
    });
  });

  it('after a manager unlocks and saves, the former holder’s stale save is told who changed the item (409)', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    const unlocked = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollmentAdmin/UnlockWorkItem',
      payload: { workItemId: id },
    });
    expect(unlocked.statusCode).toBe(200);
    const manager = await detail(t, id, 'enroll.manager');
    expect((await save(t, id, manager.version, completeForm(), 'enroll.manager')).statusCode).toBe(200);
    // The manager closes the item: the lock is free, so the late save meets the newer version, not the lock.
    const closed = await t.as('enroll.manager', {
      method: 'POST',
      url: '/api/MemberEnrollment/CloseEnrollment',
      payload: { id },
    });
    expect(closed.statusCode).toBeLessThan(300);

    const late = await save(t, id, opened.version, completeForm());
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGES.staleRecordBy('Manny Manager'));
    expect(late.json().message).toBe(
      'This record was changed by Manny Manager since you opened it. Please reload it and try again.',
    );
  });
});
