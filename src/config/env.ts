/**
 * Well-known values of the local stack (the Supabase CLI's public demo keys, see .env.example).
 * Vite reads `.env*` files only, never `.env.example`, so these defaults make `npm run dev` work
 * on a fresh clone. Point the app at a hosted project by setting the variables in `.env.local`.
 */
export const LOCAL_STACK_DEFAULTS = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  VITE_DEFAULT_PASSWORD: 'Olympiad2026!',
} as const;

type EnvName = keyof typeof LOCAL_STACK_DEFAULTS;
export type Env = Record<EnvName, string>;

/**
 * Plain checks rather than a schema library: this module is on the first screen, and zod
 * (needed by the forms, which are lazy routes) would add 24 KB gzip to it.
 */
const CHECKS: Record<EnvName, { valid: (value: string) => boolean; expected: string }> = {
  VITE_SUPABASE_URL: { valid: isHttpUrl, expected: 'an http(s) URL' },
  VITE_SUPABASE_ANON_KEY: {
    valid: (value) => value.length >= 20,
    expected: 'at least 20 characters',
  },
  VITE_DEFAULT_PASSWORD: { valid: (value) => value.length >= 6, expected: 'at least 6 characters' },
};

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Absent or empty values (a blank line in .env.local) fall back to the local stack. */
export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const entries = (Object.keys(CHECKS) as EnvName[]).map((name) => {
    const given = source[name];
    if (given === undefined || given === '') return [name, LOCAL_STACK_DEFAULTS[name]] as const;
    if (typeof given !== 'string' || !CHECKS[name].valid(given)) {
      problems.push(`${name}: expected ${CHECKS[name].expected}`);
    }
    return [name, String(given)] as const;
  });
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration: ${problems.join('; ')}`);
  }
  return Object.fromEntries(entries) as Env;
}

const parsed = parseEnv({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  VITE_DEFAULT_PASSWORD: import.meta.env.VITE_DEFAULT_PASSWORD,
});

export const env = {
  supabaseUrl: parsed.VITE_SUPABASE_URL,
  supabaseAnonKey: parsed.VITE_SUPABASE_ANON_KEY,
  defaultPassword: parsed.VITE_DEFAULT_PASSWORD,
} as const;
