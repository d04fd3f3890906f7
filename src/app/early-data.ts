import { startEarly } from '@/lib/early-data';
import { loadClientAfterFirstPage } from '@/lib/supabase';
import { earlyRequest } from './early-requests';

/**
 * Starts (or, in a production build, adopts from the document's head) the data of the page in
 * the URL (src/app/early-requests.ts). Called by main.tsx before React renders.
 */
export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  const request = earlyRequest(location);
  if (!request) return;
  // A request with the stored token is the returning user's dashboard profile: that first
  // screen is drawn from the device (AuthProvider starts from the stored session), so
  // supabase-js can wait until it has painted.
  if (request.token) loadClientAfterFirstPage();
  startEarly(request);
}
