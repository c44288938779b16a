import { setupServer } from 'msw/node';

/** The msw server every web test shares; each test adds its own handlers with server.use(...). */
export const server = setupServer();
