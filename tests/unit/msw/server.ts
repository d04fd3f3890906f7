import { setupServer } from 'msw/node';
import { contestDefaults } from './contests';

/** One msw server for the unit project; each test adds the handlers it needs with server.use. */
export const server = setupServer(...contestDefaults);
