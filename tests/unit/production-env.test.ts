import { describe, expect, it } from 'vitest';
import { productionEnvProblem } from '../../scripts/production-env.mjs';

describe('production build environment', () => {
  it('stops a build without the project URL and key, naming both', () => {
    const problem = productionEnvProblem({});
    expect(problem).toContain('VITE_SUPABASE_URL is not set');
    expect(problem).toContain('VITE_SUPABASE_ANON_KEY is not set');
    expect(
      productionEnvProblem({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'key' }),
    ).toContain('VITE_SUPABASE_URL is not set');
  });

  it('refuses a URL that is not http(s)', () => {
    expect(
      productionEnvProblem({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toContain('must be an http(s) URL');
  });

  it('passes a complete environment', () => {
    expect(
      productionEnvProblem({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
      }),
    ).toBeNull();
  });
});
