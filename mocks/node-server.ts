// MSW in Node for unit and component tests: the generated handlers, each serving the
// spec's first example. Tests override one with server.use(getXMockHandler(...)).
import { setupServer } from 'msw/node';
import { allMockHandlers } from '../src/api/generated/mock-handlers';

export const server = setupServer(...allMockHandlers());
