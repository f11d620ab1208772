import { describe, expect, it } from 'vitest';
import { createCaseSchema } from '@portal/contracts/crm-my-queue/cases';
import { createWorkflowSchema } from '@portal/contracts/crm-my-queue/workflows';
import { dropBlanks, withoutBlanks } from './form-values.ts';

describe('form values read by the actions’ schemas', () => {
  it('leaves out empty boxes and an address not filled in, but keeps the body and its form', () => {
    expect(
      dropBlanks({
        memberId: 'M100000001',
        queueId: null,
        formData: { address: { address1: '', city: '' }, phone: '', language: 'Spanish' },
      }),
    ).toEqual({ memberId: 'M100000001', formData: { language: 'Spanish' } });
    expect(dropBlanks({ formData: { notes: '' } })).toEqual({ formData: {} });
  });

  it('lets a case without a queue through CreateCase’s schema', () => {
    const parsed = withoutBlanks(createCaseSchema).safeParse({
      memberId: 'M100000001',
      caseType: 'PCP Change',
      subject: 'New PCP',
      description: '',
      priority: 'Normal',
      queueId: null,
    });
    expect(parsed.success).toBe(true);
  });

  it('shows the PCP change form’s own messages when nothing is chosen', () => {
    const parsed = withoutBlanks(createWorkflowSchema).safeParse({
      memberId: 'M100000001',
      caseId: 4,
      workflowType: 'PcpChange',
      formData: { providerNpi: '', providerName: '', effectiveDate: '2026-12-01', changeReason: '' },
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toContain('formData.providerNpi: Choose the new primary care provider (NPI of 10 digits).');
    expect(messages).toContain('formData.changeReason: Choose the reason for the PCP change.');
  });
});
