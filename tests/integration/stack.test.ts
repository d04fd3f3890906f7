// The gateway itself: CORS, API keys, and PostgREST behind it unchanged.
import { describe, expect, it } from 'vitest';
import { anonClient, anonKey, serviceKey, stackUrl } from './support/clients';

describe('CORS', () => {
  it('answers a preflight with every header supabase-js sends allowed', async () => {
    const requested =
      'authorization, apikey, content-type, x-client-info, prefer, range, accept-profile, x-upsert';
    const response = await fetch(`${stackUrl}/rest/v1/problems`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': requested,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe(requested);
  });

  it('lets the browser read Content-Range on a counted PostgREST response', async () => {
    const response = await fetch(`${stackUrl}/rest/v1/problems?select=id&limit=1`, {
      headers: { apikey: anonKey, origin: 'http://localhost:5173', prefer: 'count=exact' },
    });
    expect(response.status).toBe(206); // one row of many: partial content
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(response.headers.get('content-range')).toMatch(/^0-0\/\d+$/);
  });
});

describe('API keys', () => {
  it('refuses a request without an apikey with 401', async () => {
    const response = await fetch(`${stackUrl}/rest/v1/problems`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses a key not signed with the project secret', async () => {
    const [header, payload] = serviceKey.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    for (const path of [
      '/rest/v1/problems',
      '/auth/v1/user',
      '/storage/v1/object/list/attachments',
    ]) {
      const response = await fetch(`${stackUrl}${path}`, { headers: { apikey: forged } });
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe('Invalid API key');
    }
  });

  it('lets a browser open a mailed verify link without an apikey, but nothing else under /auth', async () => {
    const verify = await fetch(`${stackUrl}/auth/v1/verify?token=nope&type=recovery`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
    expect((await fetch(`${stackUrl}/auth/v1/settings`)).status).toBe(401);
  });

  it('accepts the apikey as a query parameter, as hosted does', async () => {
    const response = await fetch(`${stackUrl}/auth/v1/health?apikey=${anonKey}`);
    expect(response.status).toBe(200);
  });
});

describe('PostgREST behind the gateway', () => {
  it('passes PostgREST errors through as { code, message, details, hint }', async () => {
    const { data, error, status } = await anonClient().from('no_such_table').select('*');
    expect(data).toBeNull();
    expect(status).toBe(404);
    // PostgREST 12 reports an unknown table as 42P01 (PostgREST 13 on hosted says PGRST205).
    expect(error).toMatchObject({
      code: expect.stringMatching(/^(42P01|PGRST205)$/),
      message: expect.any(String),
    });
    expect(Object.keys(error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('returns a single object under Accept: application/vnd.pgrst.object+json, and PGRST116 for none', async () => {
    const none = await anonClient()
      .from('problems')
      .select('id')
      .eq('id', '00000000-0000-0000-0000-000000000000')
      .single();
    expect(none.error?.code).toBe('PGRST116');
  });

  it('runs requests without a user token as the apikey role (anon cannot read answer keys)', async () => {
    const { error } = await anonClient()
      .schema('private' as never)
      .from('problem_answer_keys')
      .select('*');
    expect(error?.code).toBe('PGRST106');
  });

  it('answers 404 for a route the gateway does not know', async () => {
    const response = await fetch(`${stackUrl}/functions/v1/anything`, {
      headers: { apikey: anonKey },
    });
    expect(response.status).toBe(404);
  });
});
