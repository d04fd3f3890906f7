import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';
import { firstPagePainted } from './first-page';
import { hasStoredSessionHint, sessionStorageKey } from './stored-session';
import type { Database } from './database.types';

/** The app's client, typed by the schema generated from the migrations (npm run db:types). */
export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;
let announceWanted: (() => void) | undefined;
const wanted = new Promise<void>((resolve) => {
  announceWanted = resolve;
});

/**
 * Resolves the first time something asks for the client (a stored session, a sign-in, a page
 * whose data needs it). A visitor who only reads public pages from early data never loads the
 * 50 KB library (issue 27: a first visit on a thin connection); the session listener waits on this.
 */
export function supabaseWanted(): Promise<void> {
  return wanted;
}

/**
 * The one Supabase client of the app (auto-refresh, persisted session, session from the URL,
 * implicit flow). supabase-js is a chunk of its own, loaded on first use once the first page has
 * painted, so the first screen paints without waiting for it.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  announceWanted?.();
  // A visitor's first page comes from early data or needs none: the 50 KB library waits until it
  // has painted, not to compete with it on a slow link. A signed-in reader's page needs it now,
  // unless its first screen comes from what is stored (loadClientAfterFirstPage).
  client ??= (
    !hasStoredSessionHint() || clientWaitsForFirstPage ? firstPagePainted() : Promise.resolve()
  )
    .then(() => import('@supabase/supabase-js'))
    .then(({ createClient }) =>
      createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          autoRefreshToken: true,
          persistSession: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
          storageKey: sessionStorageKey(env.supabaseUrl),
        },
      }),
    );
  // A failed chunk load (flaky network) must not stick: the next call tries again.
  client.catch(() => {
    client = undefined;
  });
  return client;
}

let clientWaitsForFirstPage = false;

/**
 * The page's first screen is drawn from what the device stored (the signed-in dashboard's
 * welcome line from the stored session and the early profile): supabase-js, which that screen
 * does not need, loads once it has painted, as for a visitor, not beside the page's own chunks.
 */
export function loadClientAfterFirstPage(): void {
  clientWaitsForFirstPage = true;
}
