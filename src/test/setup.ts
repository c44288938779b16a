import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { reloadSession } from '../session/sessionStore';
import { server } from './server';

// No vitest globals here, so Testing Library cannot register its own cleanup.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadSession();
});
afterAll(() => server.close());
