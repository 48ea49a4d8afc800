/** Vitest setup: clean DOM and storage between tests; generous async timeouts (route chunks load lazily). */
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadAllDeferred } from '../components/deferred.ts';
import '../components/deferredMui.ts';

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

// Menus, tooltips and dialogs load after a screen's first paint in the app (components/deferredMui.ts, ADR 0026);
// loaded before the tests, the screens draw them at once, as the app does once they have arrived.
beforeAll(() => loadAllDeferred());
