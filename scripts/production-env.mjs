// @ts-check
// What a production build needs from its environment. Without these, the built site would talk
// to the local stack's address with the public demo key: `vite build` stops instead (checked by
// vite.config.ts; `npm run dev`, the tests and the e2e build are not production builds, or set
// them).

export const PRODUCTION_ENV = Object.freeze({
  VITE_SUPABASE_URL: "your Supabase project's URL (https://<project-ref>.supabase.co)",
  VITE_SUPABASE_ANON_KEY: "your project's publishable (or legacy anon) API key",
});

/**
 * The message to stop a production build with, or null when the environment is complete.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionEnvProblem(env) {
  const problems = Object.entries(PRODUCTION_ENV).flatMap(([name, what]) => {
    const value = env[name]?.trim();
    if (!value) return [`  ${name} is not set: ${what}`];
    if (name === 'VITE_SUPABASE_URL' && !/^https?:\/\/[^\s/]+/i.test(value))
      return [`  ${name} must be an http(s) URL, got "${value}"`];
    return [];
  });
  if (problems.length === 0) return null;
  return [
    'A production build needs the Supabase project it will talk to:',
    ...problems,
    'Set them in the environment or in .env.production.local (see README, "Deploy to Supabase").',
  ].join('\n');
}
