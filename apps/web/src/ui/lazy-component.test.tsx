import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { LOAD_TIMEOUT_MS, LoadError, withLoadTimeout } from './lazy-component.tsx';

afterEach(() => vi.useRealTimers());

describe('loading a screen’s code (CRM spec §8: a load error after 120 s)', () => {
  it('raises a load error when the code has not arrived within 120 s, not before', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const loading = withLoadTimeout(never);
    const settled = vi.fn();
    loading.then(settled, settled);
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await loading.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).message).toBe(MESSAGES.screenLoadFailed);
    expect(LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a load that arrives in time through, and turns a failed one into a load error with its cause', async () => {
    await expect(withLoadTimeout(Promise.resolve('screen'))).resolves.toBe('screen');
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await withLoadTimeout(Promise.reject(failure)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).cause).toBe(failure);
  });
});
