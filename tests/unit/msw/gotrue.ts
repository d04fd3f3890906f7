import { http, HttpResponse } from 'msw';
import type { Profile } from '@/lib/domain';
import { SUPABASE_URL } from './postgrest';

export const authUrl = (path: string) => `${SUPABASE_URL}/auth/v1/${path}`;

/** Where supabase-js keeps the session for http://127.0.0.1:54321 (`sb-{first host label}-auth-token`). */
export const SESSION_STORAGE_KEY = 'sb-127-auth-token';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A well-formed (unsigned-for-tests) HS256 JWT; supabase-js and realtime only decode it. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.test-signature`;
}

const SIGNUP_ROLE: Record<Profile['role'], string> = {
  contestant: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
  superadmin: 'Admin',
};

/** A GoTrue user object as /token and /user return it. */
export function gotrueUser(profile: Profile) {
  return {
    id: profile.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: profile.email,
    email_confirmed_at: profile.created_at,
    phone: '',
    confirmed_at: profile.created_at,
    last_sign_in_at: profile.created_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { fullName: profile.full_name, role: SIGNUP_ROLE[profile.role] },
    identities: [],
    created_at: profile.created_at,
    updated_at: profile.created_at,
    is_anonymous: false,
  };
}

/** A GoTrue session JSON (access_token, refresh_token, expires_in, expires_at, token_type, user). */
export function gotrueSession(profile: Profile) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = 3600;
  return {
    access_token: fakeJwt({
      sub: profile.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: profile.email,
      iat: now,
      exp: now + expiresIn,
    }),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: `refresh-${profile.id}`,
    user: gotrueUser(profile),
  };
}

/** Puts a session where supabase-js reads it, as if the user had signed in earlier. */
export function storeSession(profile: Profile): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(gotrueSession(profile)));
}

/** GoTrue's error body, e.g. 400 invalid_credentials. */
export function gotrueError(status: number, errorCode: string, message: string) {
  return HttpResponse.json({ code: status, error_code: errorCode, msg: message }, { status });
}

/** POST /token?grant_type=password accepting the given accounts with `password`. */
export function passwordGrantHandler(accounts: readonly Profile[], password: string) {
  return http.post(authUrl('token'), async ({ request }) => {
    if (new URL(request.url).searchParams.get('grant_type') !== 'password') {
      return gotrueError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const body = (await request.json()) as { email?: string; password?: string };
    const account = accounts.find((candidate) => candidate.email === body.email);
    if (!account || body.password !== password) {
      return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    return HttpResponse.json(gotrueSession(account));
  });
}

export const logoutHandler = http.post(
  authUrl('logout'),
  () => new HttpResponse(null, { status: 204 }),
);
