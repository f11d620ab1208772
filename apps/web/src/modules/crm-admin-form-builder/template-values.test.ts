import { describe, expect, it } from 'vitest';
import { definitionOf, keyOfLabel, newField, previewFieldsOf } from './template-values.ts';

describe('the form builder values', () => {
  it('send only the rules of the field type, without blank boxes, options one per line', () => {
    const field = {
      ...newField(0),
      key: 'pick',
      label: 'Pick',
      type: 'radio' as const,
      minLength: 3,
      options: 'A\n\n B \n',
    };
    expect(definitionOf({ name: 'T', description: ' ', isActive: true, fields: [field] })).toEqual({
      name: 'T',
      isActive: true,
      fields: [{ key: 'pick', label: 'Pick', type: 'radio', required: false, options: ['A', 'B'] }],
    });
  });

  it('preview only the fields complete enough, and make keys from labels', () => {
    expect(
      previewFieldsOf([
        { ...newField(0), label: 'Ok' },
        { ...newField(1), type: 'select' },
      ]),
    ).toHaveLength(1);
    expect(keyOfLabel('1 Reason for call?')).toBe('reasonForCall');
  });
});
