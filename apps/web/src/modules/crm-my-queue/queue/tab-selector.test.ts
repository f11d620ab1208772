import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_TAB_ID, useTabSelector } from './tab-selector.ts';

describe('the queue’s in-page tab selector', () => {
  it('starts on the invalid id and then selects the first real tab', () => {
    const ids: number[] = [];
    const { result } = renderHook(() => {
      const selector = useTabSelector(3);
      ids.push(selector[0]);
      return selector;
    });
    expect(ids[0]).toBe(INVALID_TAB_ID);
    expect(result.current[0]).toBe(0);
  });

  it('keeps a chosen tab, and goes back to the first when the tab it holds disappears', () => {
    let count = 4;
    const { result, rerender } = renderHook(() => useTabSelector(count));
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    count = 3; // the leadership tab went away
    rerender();
    expect(result.current[0]).toBe(0);
  });
});
