import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { addDays, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, detail, readyItem, save, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const today = () => todayInLosAngeles();
const tomorrow = () => addDays(todayInLosAngeles(), 1);
const storedForm = async (id: number) =>
  (
    await t.database.pool.query<{ form: Record<string, unknown> }>(
      'select form from enrollment_work_items where id = $1',
      [id],
    )
  ).rows[0]?.form;
/** The answer's messages (a refused body lists each field's message). */
const messages = (response: { body: string }) => response.body;

describe('application receipt and signature dates', () => {
  it('refuses a receipt or signature date later than today, and a signature after the receipt; nothing is saved', async () => {
    const id = await uploadApplication(t);
    const { version } = await detail(t, id);
    const cases: [Record<string, unknown>, string][] = [
      [{ applicationReceiptDate: tomorrow() }, M.receiptDateFuture],
      [{ applicationReceiptDate: today(), applicationSignatureDate: tomorrow() }, M.signatureDateFuture],
      [
        { applicationReceiptDate: addDays(today(), -5), applicationSignatureDate: addDays(today(), -2) },
        M.signatureAfterReceipt,
      ],
    ];
    for (const [dates, message] of cases) {
      const refused = await save(t, id, version, completeForm(dates));
      expect(refused.statusCode).toBe(400);
      expect(messages(refused)).toContain(message);
    }
    expect((await storedForm(id))?.applicationReceiptDate ?? '').toBe('');

    // Received today, signed the same day or before: saved.
    const saved = await save(
      t,
      id,
      version,
      completeForm({ applicationReceiptDate: today(), applicationSignatureDate: today() }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().form).toMatchObject({ applicationReceiptDate: today(), applicationSignatureDate: today() });
  });

  it('a stored item that already holds such dates still opens and is checked, but is not submitted or saved as it is', async () => {
    const item = await readyItem(t, { applicationReceiptDate: addDays(today(), -3) });
    const held = {
      ...(await storedForm(item.id)),
      applicationReceiptDate: tomorrow(),
      applicationSignatureDate: tomorrow(),
    };
    await t.database.pool.query('update enrollment_work_items set form = $2::jsonb where id = $1', [
      item.id,
      JSON.stringify(held),
    ]);

    const opened = await detail(t, item.id);
    expect(opened).toMatchObject({ formUnreadable: false, canEdit: true });
    expect(opened.form).toMatchObject({ applicationReceiptDate: tomorrow(), applicationSignatureDate: tomorrow() });

    const verify = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id: item.id, version: opened.version },
    });
    expect(verify.statusCode).toBe(200);

    const current = await detail(t, item.id);
    const submit = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollment/SubmitEnrollment',
      payload: { id: item.id, version: current.version },
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().message).toBe(M.receiptDateFuture);

    const unchanged = await save(t, item.id, current.version, current.form);
    expect(unchanged.statusCode).toBe(400);
    expect(messages(unchanged)).toContain(M.receiptDateFuture);
    const corrected = await save(t, item.id, current.version, {
      ...current.form,
      applicationReceiptDate: today(),
      applicationSignatureDate: addDays(today(), -1),
    });
    expect(corrected.statusCode).toBe(200);
  });

  it('an online application with a future date is received, not refused with the rest of its batch', async () => {
    const confirmationNumber = `WEB-DATES-${Date.now()}`;
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollmentDocument/SyncWebEnrollmentRecords',
      payload: {
        applications: [{ confirmationNumber, form: completeForm({ applicationSignatureDate: tomorrow() }) }],
      },
    });
    expect(response.statusCode).toBe(200);
    const [id] = response.json<{ created: number[] }>().created;
    expect((await detail(t, id ?? 0)).form).toMatchObject({ applicationSignatureDate: tomorrow() });
  });
});
