import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, detail, save, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const storedForm = async (id: number) =>
  (await t.database.pool.query<{ form: unknown }>('select form from enrollment_work_items where id = $1', [id])).rows[0]
    ?.form;

describe('a stored enrollment form that does not parse', () => {
  it('is reported, kept as stored, and never overwritten by a save or acted on by a check', async () => {
    const id = await uploadApplication(t);
    const damaged = { firstName: { not: 'a name' }, lastName: 'Keep', birthdate: 12 };
    await t.database.pool.query('update enrollment_work_items set form = $2::jsonb where id = $1', [
      id,
      JSON.stringify(damaged),
    ]);

    const opened = await detail(t, id);
    expect(opened).toMatchObject({ formUnreadable: true, canEdit: false });

    const saved = await save(t, id, opened.version, completeForm());
    expect(saved.statusCode).toBe(422);
    expect(saved.json().message).toBe(M.formUnreadable);
    expect(await storedForm(id)).toEqual(damaged);

    const verify = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id, version: opened.version },
    });
    expect(verify.statusCode).toBe(422);
    expect(verify.json().message).toBe(M.formUnreadable);
    expect(await storedForm(id)).toEqual(damaged);
  });

  it('is replaced only when the user says so, its old data kept in the change history', async () => {
    const id = await uploadApplication(t);
    const damaged = { firstName: ['not', 'a', 'name'] };
    await t.database.pool.query('update enrollment_work_items set form = $2::jsonb where id = $1', [
      id,
      JSON.stringify(damaged),
    ]);
    const opened = await detail(t, id);
    const replaced = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/SaveMemberEnrollment',
      payload: { id, version: opened.version, form: completeForm(), replaceUnreadableForm: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ formUnreadable: false, form: { lastName: 'Delgado' } });
    const history = await t.database.pool.query<{ current_value: string }>(
      "select current_value from enrollment_change_history where work_item_id = $1 and name = 'form'",
      [id],
    );
    expect(JSON.parse(history.rows[0]!.current_value)).toEqual(damaged);
  });

  it('a readable form is not flagged', async () => {
    const id = await uploadApplication(t);
    expect(await detail(t, id)).toMatchObject({ formUnreadable: false, canEdit: true });
  });
});
