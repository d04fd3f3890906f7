import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isPermanentError } from '@/lib/errors';
import { messages } from '@/lib/i18n';
import { toast } from '@/lib/toast';

export const PAGE_DATA_ERROR_TITLE = 'Failed to load page data.';
const queryMessages = messages('pageData', { failed: PAGE_DATA_ERROR_TITLE });
const MAX_RETRIES = 2;

/**
 * A failed refetch of data already on screen gets one global toast (docs/decisions/0004-spa-frame-and-data-service.md); first loads
 * show their own empty or error state in the screen. Not-found and forbidden are not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.state.data !== undefined) {
          toast({ title: queryMessages.get().failed, variant: 'destructive' });
        }
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Offline, a read is still tried once: the service worker may answer from the copy it
        // saved (issue 27); only its retries wait for the connection.
        networkMode: 'offlineFirst',
        retry: (failureCount, error) => !isPermanentError(error) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
