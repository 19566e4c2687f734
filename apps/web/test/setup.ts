import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { preloadModal } from '@/ui/modal.tsx';
import { preloadProcessingModal } from '@/features/registration/components/processing-modal.tsx';
import { preloadRegistrationModal } from '@/features/registration/components/registration-modal.tsx';
import { server } from './msw-server.ts';

// Lazy route modules are transformed on first import; on a busy 2-core machine that exceeds the 1 s default.
// Generous: route modules load lazily, and CI shares two cores with the server suites.
configure({ asyncUtilTimeout: 15_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads the dialog modules on first open (decision 039); tests open modals at once.
  await Promise.all([preloadModal(), preloadRegistrationModal(), preloadProcessingModal()]);
  // React Aria is a large module to transform on a busy 2-core machine: more than the 10 s default.
}, 60_000);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
