import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { useToasts } from '@/lib/toast';
import { LocaleFromProfile } from './LocaleFromProfile';

// Radix toast (about 13 KB gzip with its Radix parts) is a chunk of its own, loaded when the first
// toast is raised (issue 27: not on every first visit); the toast waits in the store
// (src/lib/toast.ts) and shows when the chunk arrives.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (retry off, isolated cache). */
  queryClient?: QueryClient;
}

/** Query cache, session and toasts. Must sit inside a router (sign-out navigates). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [toasterWanted, setToasterWanted] = useState(false);
  const toastRaised = useToasts().length > 0;
  // Once loaded it stays (adjusting state while rendering, as React recommends over an effect).
  if (toastRaised && !toasterWanted) setToasterWanted(true);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <LocaleFromProfile />
        {children}
      </AuthProvider>
      {toasterWanted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
