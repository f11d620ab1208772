import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_API, CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import {
  COMMUNICATION_MESSAGES as M,
  unknownMergeFieldsMessage,
  type CommunicationTemplate,
  type PreviewResult,
} from '@portal/contracts/crm-admin-communications/communications';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const post = (name: string, payload: object, user = 'crm.admin') =>
  t.as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
const list = async (user = 'crm.admin') => {
  const response = await t.as(user, { method: 'GET', url: `${CRM_API}/GetCommunicationTemplates` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: CommunicationTemplate[]; total: number }>().items;
};
let member: { memberId: string; firstName: string; lastName: string };

beforeAll(async () => {
  t = await createTestApp();
  member = (
    await t.database.pool.query<{ memberId: string; firstName: string; lastName: string }>(
      'select member_id as "memberId", first_name as "firstName", last_name as "lastName" from members order by member_id limit 1',
    )
  ).rows[0]!;
});
afterAll(async () => t.close());

const reminder = {
  channel: 'Email',
  name: 'Flu shot reminder',
  subject: 'A flu shot for {{member.firstName}}',
  body: 'Dear {{ member.fullName }},\nYour member ID is {{member.memberId}}.',
};

describe('the communications manager', () => {
  let template: CommunicationTemplate;

  it('the admin creates an e-mail template with merge fields; the creation is audited', async () => {
    const response = await post('createCommunicationTemplate', reminder);
    expect(response.statusCode, response.body).toBe(200);
    template = response.json<CommunicationTemplate>();
    expect(template).toMatchObject({
      channel: 'Email',
      name: 'Flu shot reminder',
      isActive: true,
      version: 1,
      mergeFields: ['member.firstName', 'member.fullName', 'member.memberId'],
      createdBy: 'crm.admin',
      updatedByName: 'Casey Admin',
    });
    const { rows } = await t.database.pool.query(
      "select details from audit_events where event_type = 'CommunicationTemplateCreated' and item_id = $1",
      [String(template.id)],
    );
    expect(rows[0].details).toMatchObject({ before: null, after: { name: 'Flu shot reminder' } });
    expect((await list('crm.agent')).map((row) => row.id)).toContain(template.id);
  });

  it('unknown merge fields, a missing subject, a long SMS or a repeated name are 400s with clear messages', async () => {
    const unknown = await post('createCommunicationTemplate', {
      ...reminder,
      name: 'Other',
      body: 'Hi {{member.ssn}} {{plan.price}}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(unknownMergeFieldsMessage(['member.ssn', 'plan.price']));
    const unclosed = await post('createCommunicationTemplate', {
      ...reminder,
      name: 'Other',
      body: 'Hi {{member.firstName',
    });
    expect(unclosed.body).toContain(M.unclosedMergeField);
    const noSubject = await post('createCommunicationTemplate', { ...reminder, name: 'Other', subject: '' });
    expect(noSubject.body).toContain(M.subjectRequired);
    const longSms = await post('createCommunicationTemplate', {
      channel: 'SMS',
      name: 'Long',
      body: 'x'.repeat(321),
    });
    expect(longSms.body).toContain(M.smsTooLong);
    const repeated = await post('createCommunicationTemplate', { ...reminder, name: 'FLU SHOT REMINDER' });
    expect(repeated.statusCode).toBe(400);
    // The refusal names the field it is about, so the form shows it under Template name.
    expect(repeated.json()).toMatchObject({ message: M.nameExists, field: 'name' });
    expect((await list()).filter((row) => row.name.toLowerCase() === 'flu shot reminder')).toHaveLength(1);
  });

  it('two admins saving names that differ only in case at once: one template is made, the other reads the message', async () => {
    const names = ['Renewal notice', 'RENEWAL NOTICE', 'renewal notice', 'Renewal Notice'];
    const responses = await Promise.all(
      names.map((name) => post('createCommunicationTemplate', { ...reminder, channel: 'Letter', name })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400))
      expect(response.json()).toMatchObject({ message: M.nameExists, field: 'name' });
    expect((await list()).filter((row) => row.name.toLowerCase() === 'renewal notice')).toHaveLength(1);
  });

  it('the admin previews a template with a member’s data, and the read of member data is audited', async () => {
    const response = await post('previewCommunicationTemplate', {
      memberId: member.memberId,
      channel: 'Email',
      subject: reminder.subject,
      body: reminder.body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<PreviewResult>();
    expect(preview.subject).toBe(`A flu shot for ${member.firstName}`);
    expect(preview.body).toContain(`Your member ID is ${member.memberId}.`);
    expect(preview.body).toContain(member.lastName);
    const { rows } = await t.database.pool.query(
      "select item_id from audit_events where event_type = 'MemberDataRead' and details->>'route' like '%previewCommunicationTemplate%'",
    );
    expect(rows.map((row: { item_id: string }) => row.item_id)).toContain(member.memberId);
    const unknownMember = await post('previewCommunicationTemplate', { ...reminder, memberId: 'M999999999' });
    expect(unknownMember.statusCode).toBe(404);
    const badField = await post('previewCommunicationTemplate', {
      ...reminder,
      memberId: member.memberId,
      body: '{{x}}',
    });
    expect(badField.statusCode).toBe(400);
  });

  it('the admin updates the template at its version; a stale version is a 409', async () => {
    const response = await post('updateCommunicationTemplate', { ...template, body: 'Hello {{member.firstName}}' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CommunicationTemplate>()).toMatchObject({ version: 2, mergeFields: ['member.firstName'] });
    const stale = await post('updateCommunicationTemplate', { ...template, body: 'Old' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.staleRecord);
    template = response.json<CommunicationTemplate>();
  });

  it('a CRM agent cannot create, change or delete templates (403)', async () => {
    expect((await post('createCommunicationTemplate', { ...reminder, name: 'Agent' }, 'crm.agent')).statusCode).toBe(
      403,
    );
    expect((await post('updateCommunicationTemplate', { ...template, name: 'Agent' }, 'crm.agent')).statusCode).toBe(
      403,
    );
    expect((await post('deleteCommunicationTemplate', { id: template.id, version: 2 }, 'crm.agent')).statusCode).toBe(
      403,
    );
    expect((await list()).find((row) => row.id === template.id)?.name).toBe('Flu shot reminder');
  });

  it('the admin deletes the template at its version: it leaves the list, its row stays', async () => {
    const stale = await post('deleteCommunicationTemplate', { id: template.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const response = await post('deleteCommunicationTemplate', { id: template.id, version: template.version });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list()).map((row) => row.id)).not.toContain(template.id);
    const { rows } = await t.database.pool.query('select is_deleted from crm_communication_templates where id = $1', [
      template.id,
    ]);
    expect(rows[0].is_deleted).toBe(true);
  });
});
