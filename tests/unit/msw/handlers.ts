import { http } from 'msw';
import type { Profile } from '@/lib/domain';
import { pgrstRows, restUrl } from './postgrest';

/** GET /rest/v1/profiles?id=eq.{id} answering from the given profiles (as the AuthProvider asks). */
export function profilesHandler(known: readonly Profile[]) {
  return http.get(restUrl('profiles'), ({ request }) => {
    const idFilter = new URL(request.url).searchParams.get('id');
    const rows = idFilter ? known.filter((profile) => `eq.${profile.id}` === idFilter) : known;
    return pgrstRows(request, rows);
  });
}
