import { createFormTemplateSchema } from '@portal/contracts/crm-admin-form-builder/form-templates';
import type { Database } from '../platform/db/client.ts';

/**
 * The demo's form template (issue 13): one active template, so the agents' workflow dialog offers a form out of the
 * box. Its fields are checked with the form builder's own schema before they are written, as the builder's save does.
 */
const CALLBACK_PREFERENCES = createFormTemplateSchema.parse({
  name: 'Callback Preferences',
  description: 'When and how the member would like to be called back.',
  isActive: true,
  fields: [
    {
      key: 'bestTime',
      label: 'Best time to call',
      type: 'select',
      required: true,
      options: ['Morning (8am - 12pm)', 'Afternoon (12pm - 5pm)', 'Evening (5pm - 8pm)'],
    },
    {
      key: 'callbackDate',
      label: 'Call back on or after',
      type: 'date',
      helpText: 'Leave empty for the next business day.',
    },
    {
      key: 'notes',
      label: 'Notes for the caller',
      type: 'textarea',
      maxLength: 1000,
      helpText: 'For example who else may answer, or a language preference.',
    },
  ],
});

export async function seedCrmAdminForms(database: Database): Promise<void> {
  const template = CALLBACK_PREFERENCES;
  await database.pool.query(
    `insert into crm_form_templates (name, description, is_active, fields, created_by, modified_by)
     select $1, $2, $3, $4::jsonb, 'crm.admin', 'crm.admin'
     where not exists (select 1 from crm_form_templates where lower(name) = lower($1) and not is_deleted)`,
    [template.name, template.description ?? null, template.isActive, JSON.stringify(template.fields)],
  );
}
