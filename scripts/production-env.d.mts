export const PRODUCTION_ENV: Readonly<
  Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY', string>
>;
export function productionEnvProblem(env: Record<string, string | undefined>): string | null;
