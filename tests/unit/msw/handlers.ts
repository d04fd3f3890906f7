import { http } from 'msw';
import type { Profile } from '@/lib/domain';
import { pgrstRows, restUrl, SUPABASE_URL } from './postgrest';

/** GET /rest/v1/profiles?id=eq.{id} answering from the given profiles (as the AuthProvider asks). */
export function profilesHandler(known: readonly Profile[]) {
  return http.get(restUrl('profiles'), ({ request }) => {
    const idFilter = new URL(request.url).searchParams.get('id');
    const rows = idFilter ? known.filter((profile) => `eq.${profile.id}` === idFilter) : known;
    return pgrstRows(request, rows);
  });
}

/**
 * Every table, view and rpc answers with no rows. For tests about the frame (layout, guard)
 * whose screens happen to load data they do not look at.
 */
export const emptyRestHandler = http.all(`${SUPABASE_URL}/rest/v1/*`, ({ request }) =>
  pgrstRows(request, []),
);
