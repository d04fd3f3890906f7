import { z } from 'zod';

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

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url().default(LOCAL_STACK_DEFAULTS.VITE_SUPABASE_URL),
  VITE_SUPABASE_ANON_KEY: z.string().min(20).default(LOCAL_STACK_DEFAULTS.VITE_SUPABASE_ANON_KEY),
  VITE_DEFAULT_PASSWORD: z.string().min(6).default(LOCAL_STACK_DEFAULTS.VITE_DEFAULT_PASSWORD),
});

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as "not set" so a blank line in .env.local does not break the app. */
function withoutBlanks(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (!result.success) {
    throw new Error(`Invalid environment configuration: ${z.prettifyError(result.error)}`);
  }
  return result.data;
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
