import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A find waits up to 5 s for what a user would wait for (the library's default is 1 s). In jsdom a dialog with hundreds
// of fields (a group's module grants) takes seconds to render and query on a loaded machine, and a 1 s find then
// fails although the screen is right.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the browser APIs Mantine relies on. Width queries match (a wide screen, so every grid column shows);
// preference queries (dark scheme, reduced motion) do not.
if (typeof Reflect.get(window, 'matchMedia') !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: !query.includes('prefers'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
if (typeof Reflect.get(Element.prototype, 'scrollIntoView') !== 'function')
  Reflect.set(Element.prototype, 'scrollIntoView', () => undefined);
// A grid scrolls back to its top when its page changes (mantine-datatable); jsdom lays nothing out and has no scrollTo.
if (typeof Reflect.get(Element.prototype, 'scrollTo') !== 'function')
  Reflect.set(Element.prototype, 'scrollTo', () => undefined);
// Autosized text areas listen for web fonts loading.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
if (typeof Reflect.get(URL, 'createObjectURL') !== 'function') Reflect.set(URL, 'createObjectURL', () => 'blob:test');
if (typeof Reflect.get(URL, 'revokeObjectURL') !== 'function') Reflect.set(URL, 'revokeObjectURL', () => undefined);

// Toasts live in a store of their own, outside the rendered tree: each test starts with none, so a toast a test looks
// for is its own, not one left by the test before it in the same file.
afterEach(() => {
  cleanup();
  notifications.clean();
});
