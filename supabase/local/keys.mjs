// @ts-check
// The Supabase CLI's well-known local development values. They are public and not secrets:
// every `supabase start` in the world uses them, so hosted keys never look like these.

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * Ports of the dev stack (`npm run dev`, `npm run db:start`), as the Supabase CLI uses them.
 * LOCAL_STACK_DEV_PORT moves them (gateway there, database +1, PostgREST +2).
 */
const devPort = Number(globalThis.process?.env?.LOCAL_STACK_DEV_PORT) || 54321;
export const DEV_PORTS = Object.freeze({ gateway: devPort, db: devPort + 1, rest: devPort + 2 });

/**
 * Ports of the stack the integration tests start for themselves. LOCAL_STACK_TEST_PORT moves
 * them (gateway there, database +1, PostgREST +2) so two test runs can share a machine.
 */
const testPort = Number(globalThis.process?.env?.LOCAL_STACK_TEST_PORT) || 54331;
export const TEST_PORTS = Object.freeze({
  gateway: testPort,
  db: testPort + 1,
  rest: testPort + 2,
});

/** Where the SPA runs in development; the default redirect target of auth links. */
export const SITE_URL = 'http://localhost:5173';
