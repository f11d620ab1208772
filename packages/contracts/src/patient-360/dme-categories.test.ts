import { describe, expect, it } from 'vitest';
import { dmeCategoryOf } from './dme-categories.ts';

describe('the DME category of a HCPCS code', () => {
  it('groups equipment, orthotics and supplies, and leaves other codes out', () => {
    expect(dmeCategoryOf('E0114')).toBe('Mobility aids');
    expect(dmeCategoryOf('k0001')).toBe('Mobility aids');
    expect(dmeCategoryOf('E0601')).toBe('Oxygen and respiratory equipment');
    expect(dmeCategoryOf('A4253')).toBe('Diabetic equipment and supplies');
    expect(dmeCategoryOf('A4550')).toBe('Medical supplies');
    expect(dmeCategoryOf('L3000')).toBe('Orthotics and prosthetics');
    expect(dmeCategoryOf('E0700')).toBe('Other durable medical equipment');
    expect(dmeCategoryOf('A0425')).toBeUndefined();
    expect(dmeCategoryOf('G0438')).toBeUndefined();
    expect(dmeCategoryOf('99213')).toBeUndefined();
  });
});
