/** Vitest setup: clean DOM and storage between tests; generous async timeouts (route chunks load lazily). */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy route modules are transformed on first import; on a busy 2-core machine that can exceed the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; the charts (MUI X) measure their container with it.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
