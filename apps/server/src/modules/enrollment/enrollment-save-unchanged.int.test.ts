import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, detail, save, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const savedEvents = async (id: number) =>
  (
    await t.database.pool.query<{ details: { message?: string } }>(
      "select details from audit_events where item_id = $1 and event_type = 'EnrollmentSaved' order by id",
      [String(id)],
    )
  ).rows.map((row) => row.details.message);
const statusHistory = async (id: number) =>
  (
    await t.database.pool.query(
      "select 1 from enrollment_change_history where work_item_id = $1 and name = 'processingStatus'",
      [id],
    )
  ).rowCount;

describe('saving an enrollment work item', () => {
  it('with nothing changed (only blank POA rows) leaves a New item New: no status change, no audit, same version', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    expect(opened.processingStatus).toBe('New');
    const blankPoa = { name: '', relationship: '', phone: '', stateCode: '', isPrimary: false };
    const response = await save(t, id, opened.version, { ...opened.form, poas: [blankPoa, blankPoa] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ processingStatus: 'New', version: opened.version });
    expect(await detail(t, id)).toMatchObject({ processingStatus: 'New', version: opened.version });
    expect(await savedEvents(id)).toEqual([]);
    expect(await statusHistory(id)).toBe(0);
  });

  it('with a real change starts the work: a New item goes In Progress and the save is audited', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    const response = await save(t, id, opened.version, { ...opened.form, ...completeForm() });
    expect(response.statusCode).toBe(200);
    expect(response.json().processingStatus).toBe('InProgress');
    expect(response.json().version).toBeGreaterThan(opened.version);
    const messages = await savedEvents(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Saved [1-9]\d* changed field\(s\)\.$/);
    expect(await statusHistory(id)).toBe(1);

    // Saving the same form again changes nothing more.
    const again = await save(t, id, response.json().version, response.json().form);
    expect(again.json()).toMatchObject({ processingStatus: 'InProgress', version: response.json().version });
    expect(await savedEvents(id)).toHaveLength(1);
  });
});
