import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { markFirstPageShown } from '@/lib/first-page';
import { dismissToast } from '@/lib/toast';
import { server } from './msw/server';

// jsdom lacks the layout APIs Radix primitives call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};

// Route modules are lazy chunks that vitest transforms on first use; give them time.
configure({ asyncUtilTimeout: 8000 });

// Tests render parts of pages without the layout that says the first page is shown; what waits
// for it (supabase-js, KaTeX) must not wait for its safety timeout here.
markFirstPageShown();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  dismissToast();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    const printed = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});
