import { lazy, type ComponentType, type JSX } from 'react';
import { MESSAGES } from '@portal/contracts/platform/messages';

/** CRM spec §8: a chunk or style that has not loaded within 120 s raises a load error. */
export const LOAD_TIMEOUT_MS = 120_000;

/**
 * A screen's code or styles could not be loaded: the connection dropped, the load took longer than `LOAD_TIMEOUT_MS`,
 * or a newer version of the portal replaced the files (the shell's error boundary then offers to reload the portal).
 */
export class LoadError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.screenLoadFailed, { cause });
    this.name = 'LoadError';
  }
}

/** The load, or a `LoadError` when it fails or has not finished within the timeout. */
export async function withLoadTimeout<T>(loading: Promise<T>, timeoutMs = LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Not loaded within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([loading, timeout]);
  } catch (error) {
    throw new LoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The components whose load failed, each with the way to load it afresh. */
const failedLoads = new Set<() => void>();

/**
 * Forgets every failed load, so the components render by loading their code again: the error boundary's "Try again".
 * (A failed load is kept until then: the component keeps failing the same way, it does not load again on every render.)
 */
export function retryFailedLoads(): void {
  const resets = [...failedLoads];
  failedLoads.clear();
  for (const reset of resets) reset();
}

/**
 * A component whose code is loaded when it is first shown (its own chunk), the one way the web app splits its code.
 * `load` resolves to the component, e.g. `() => import('./Screen.tsx').then((m) => m.Screen)`. A load that fails or takes
 * longer than `LOAD_TIMEOUT_MS` throws a `LoadError` to the nearest error boundary. Unlike `React.lazy` alone, a failed
 * load is not final: after `retryFailedLoads` (the boundary's "Try again") the component loads its code afresh.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await withLoadTimeout(load()) };
      } catch (error) {
        failedLoads.add(() => {
          current = attempt();
        });
        throw error;
      }
    });
  let current = attempt();
  function LazyComponent(props: P & JSX.IntrinsicAttributes) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  return LazyComponent;
}
