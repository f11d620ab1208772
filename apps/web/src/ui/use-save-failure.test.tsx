import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSaveFailure } from './use-save-failure.ts';

describe('useSaveFailure', () => {
  it('keeps the error of a failed save, forgets it when a save succeeds and on clear', async () => {
    const { result } = renderHook(() => useSaveFailure());
    const refused = new Error('Not saved');
    await act(() => result.current.attempt(() => Promise.reject(refused)));
    expect(result.current.failure).toBe(refused);

    await act(() => result.current.attempt(() => Promise.resolve()));
    expect(result.current.failure).toBeNull();

    await act(() => result.current.attempt(() => Promise.reject(refused)));
    act(() => result.current.clear());
    expect(result.current.failure).toBeNull();
  });
});

describe('useSaveFailure with a refusal placed under a field', () => {
  it('does not keep the error the form put under its field; keeps any other', async () => {
    const onField = new Error('A queue with this name already exists.');
    const { result } = renderHook(() => useSaveFailure((error) => error === onField));
    await act(() => result.current.attempt(() => Promise.reject(onField)));
    expect(result.current.failure).toBeNull();
    const other = new Error('Not saved');
    await act(() => result.current.attempt(() => Promise.reject(other)));
    expect(result.current.failure).toBe(other);
  });
});
