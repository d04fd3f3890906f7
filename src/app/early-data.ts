import { startEarly } from '@/lib/early-data';
import { loadClientAfterFirstPage } from '@/lib/supabase';
import { earlyPlan } from './early-requests';

/**
 * Starts (or, in a production build, adopts from the document's head) the data of the page in
 * the URL (src/app/early-requests.ts). Called by main.tsx before React renders.
 */
export function startEarlyData(location: Pick<Location, 'pathname' | 'search'>): void {
  const plan = earlyPlan(location);
  if (plan.clientAfterFirstPage) loadClientAfterFirstPage();
  for (const request of plan.requests) startEarly(request);
}
