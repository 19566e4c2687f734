import { setupServer } from 'msw/node';
import { shellHandlers } from './shell-handlers.ts';

/** One MSW server for every web unit test; each test adds its own handlers with server.use(). */
export const server = setupServer(...shellHandlers);
