import type { Database } from '../platform/db/client.ts';

/**
 * The demo's CRM admin lists for plan materials, benefits and communications (issue 13): the mail types and subtypes
 * the seeded plan materials are sent under, the incentive names a few rewards go by, and letter, e-mail and SMS
 * templates with merge fields. Synthetic, deterministic, idempotent.
 */
export async function seedCrmAdminBenefits(database: Database): Promise<void> {
  const { pool } = database;
  await pool.query(
    `insert into crm_mail_types (name, description, updated_by)
     select distinct mail_type, '', 'crm.admin' from crm_plan_materials on conflict ((lower(name))) do nothing`,
  );
  await pool.query(
    `insert into crm_mail_sub_types (mail_type, name, updated_by)
     select distinct mail_type, mail_sub_type, 'crm.admin' from crm_plan_materials where mail_sub_type is not null
     on conflict ((lower(mail_type)), (lower(name))) do nothing`,
  );
  await pool.query(
    `update supplemental_benefits b set incentive_names = n.names
     from (values ('AWV', array['Wellness Visit', 'AWV Completed']), ('FLU', array['Flu Vaccine']),
                  ('HRA', array['HRA Completed', 'Health Assessment'])) n(code, names)
     where b.code = n.code and b.incentive_names = '{}'`,
  );
  await pool.query(
    `insert into crm_communication_templates (channel, name, subject, body, created_by, updated_by)
     select * from (values
       ('Letter', 'Welcome letter', 'Welcome to {{plan.name}}',
        E'Dear {{member.fullName}},\\n\\nWelcome to {{plan.name}}. Your member ID is {{member.memberId}} and your primary care provider is {{member.pcpName}}.\\n\\nSincerely,\\nMember Services', 'crm.admin', 'crm.admin'),
       ('Email', 'Annual wellness visit reminder', '{{member.firstName}}, it is time for your wellness visit',
        E'Hello {{member.firstName}},\\n\\nYour {{plan.year}} annual wellness visit is covered at no cost. Call {{member.pcpName}} to book it.', 'crm.admin', 'crm.admin'),
       ('SMS', 'Plan materials mailed', '',
        'Hi {{member.firstName}}, the plan materials you asked for were mailed on {{today}}.', 'crm.admin', 'crm.admin')
     ) t(channel, name, subject, body, created_by, updated_by)
     where not exists (select 1 from crm_communication_templates)`,
  );
}
