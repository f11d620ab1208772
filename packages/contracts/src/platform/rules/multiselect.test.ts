import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MULTISELECT_MAX, isWithinSelectionLimit, multiSelectMessage, zMultiSelect } from './multiselect.ts';

describe('multi-select rule', () => {
  it('allows at most 20 selections by default', () => {
    expect(MULTISELECT_MAX).toBe(20);
    expect(isWithinSelectionLimit(Array.from({ length: 20 }))).toBe(true);
    expect(isWithinSelectionLimit(Array.from({ length: 21 }))).toBe(false);
  });

  it('zMultiSelect refuses more with the message', () => {
    const schema = zMultiSelect(z.string());
    expect(schema.safeParse(Array.from({ length: 21 }, (_, i) => String(i))).error?.issues[0]?.message).toBe(
      multiSelectMessage(),
    );
    expect(zMultiSelect(z.number(), 2).safeParse([1, 2]).success).toBe(true);
  });
});
