// Where the e2e run lives: its own ports (so a dev stack or the integration-test stack can run
// alongside), and the public local values every account and build uses.
import { fileURLToPath } from 'node:url';
import { envExampleValue as required } from '../../../scripts/lib/env-example.mjs';

// E2E_PORT_BASE moves them all (gateway there, database +1, PostgREST +2, app +3).
const base = Number(process.env.E2E_PORT_BASE) || 0;
export const E2E_PORTS = Object.freeze(
  base
    ? { gateway: base, db: base + 1, rest: base + 2, app: base + 3 }
    : { gateway: 54701, db: 54702, rest: 54703, app: 4701 },
);

export const GATEWAY_URL = `http://127.0.0.1:${E2E_PORTS.gateway}`;
export const APP_URL = `http://127.0.0.1:${E2E_PORTS.app}`;

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const ANON_KEY = required('VITE_SUPABASE_ANON_KEY');
export const DEFAULT_PASSWORD = required('VITE_DEFAULT_PASSWORD');
/** The password the accounts a journey creates have chosen for themselves (decision 0012). */
export const OWN_PASSWORD = 'E2e-own-password-2026';

/** Seeded demo accounts keep the default password; accounts a journey creates have their own. */
export function passwordOf(email: string): string {
  return email.toLowerCase().endsWith('@olympiad.test') ? DEFAULT_PASSWORD : OWN_PASSWORD;
}

/** Seeded demo accounts (README), all with the default password. */
export const DEMO = Object.freeze({
  superadmin: 'superadmin@olympiad.test',
  admin: 'admin@olympiad.test',
  instructor: 'instructor@olympiad.test',
  student: 'student@olympiad.test',
});
