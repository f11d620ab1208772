import { describe, expect, it } from 'vitest';
import { editFormData, newFormData, pcpChangeDefaultDate } from './workflow-defaults.ts';

describe('workflow form defaults', () => {
  it('a PCP change takes effect on the first of next month (December rolls into January)', () => {
    expect(pcpChangeDefaultDate('2026-11-26')).toBe('2026-12-01');
    expect(pcpChangeDefaultDate('2026-12-31')).toBe('2027-01-01');
  });

  it('editing fills what the saved form left out with blanks, keeping nested groups whole', () => {
    const form = editFormData('DemographicChange', { phone: '2135550100', address: { address1: '1 Main St' } });
    expect(form.phone).toBe('2135550100');
    expect(form.email).toBe('');
    expect(form.address).toMatchObject({ address1: '1 Main St', city: '', zipCode: '' });
  });

  it('a new plan-material request is addressed to the member’s plan and home', () => {
    const form = newFormData('RequestPlanMaterial', null);
    expect(form).toMatchObject({ contractCode: '', planCode: '', planMaterials: [] });
  });
});
