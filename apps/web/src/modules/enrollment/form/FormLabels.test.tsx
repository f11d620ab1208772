import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENROLLMENT_FORM_LABELS, POA_LABELS } from '@portal/contracts/enrollment/enrollment-form-labels';
import { changeFieldLabel } from '../change-history-labels.ts';
import { workItemDetail } from '../enrollment-detail.test-helpers.ts';
import { renderWorkItemForm } from './work-item-form.test-helpers.tsx';

afterEach(() => vi.unstubAllGlobals());

/**
 * The label each named box of the form is shown under, by the box's name. A select or date keeps its name on a hidden
 * input just after its box, so that one is labelled by the box before it.
 */
function shownLabels(): Map<string, string> {
  const boxes = [
    ...document.querySelectorAll('[data-page] .mantine-InputWrapper-root, [data-page] .mantine-Checkbox-root'),
  ];
  const shown = new Map<string, string>();
  for (const input of document.querySelectorAll<HTMLInputElement>(
    '[data-page] input[name], [data-page] textarea[name]',
  )) {
    const before = boxes.filter((box) => box.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING);
    const root =
      input.type === 'hidden' ? before.at(-1) : input.closest('.mantine-InputWrapper-root, .mantine-Checkbox-root');
    const label = root?.querySelector('label')?.textContent ?? '';
    shown.set(input.name, label.replace(/\s*\*$/, ''));
  }
  return shown;
}

describe('Enrollment form labels', () => {
  it('shows every field of the six pages under its label from the one label map', async () => {
    const poa = { name: '', relationship: '', phone: '', stateCode: '', isPrimary: true };
    await renderWorkItemForm(workItemDetail(1, { form: { firstName: 'Maria', poas: [poa] } }));
    const shown = shownLabels();
    // The fields without a box of their own: the plan year's select, the PCP (chosen with Search PCP, shown by its
    // name) and the powers of attorney (a list of rows under its heading).
    const { planYear, pcpProviderId, poas, ...boxed } = ENROLLMENT_FORM_LABELS;
    const expected = {
      ...boxed,
      ...Object.fromEntries(Object.entries(POA_LABELS).map(([key, label]) => [`poas.0.${key}`, label])),
    };
    expect(Object.fromEntries(shown)).toEqual(expected);
    expect(screen.getAllByLabelText(planYear).length).toBeGreaterThan(0);
    expect(screen.getByText(poas)).toBeInTheDocument();
    expect(pcpProviderId).toBe(changeFieldLabel('pcpProviderId'));
  });

  it('names a changed field in the Change History by the same label', () => {
    for (const [field, label] of Object.entries(ENROLLMENT_FORM_LABELS))
      expect(changeFieldLabel(field), field).toBe(label);
    expect(changeFieldLabel('processingStatus')).toBe('Processing Status');
    expect(changeFieldLabel('somethingNew')).toBe('somethingNew');
  });
});
